package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import static org.lwjgl.opengl.GL31C.*;

import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.ModelGeometry;
import org.tomblens.format.geometry.SpriteBillboards;
import org.tomblens.format.geometry.WorldGeometry;
import org.tomblens.render.gl.GpuMesh;
import org.tomblens.render.gl.TextureArray;
import org.tomblens.render.gl.TextureBuffer;
import org.tomblens.render.gl.VertexLayout;

/**
 * A level on the GPU, uploaded once from its {@link LevelGeometry} as format-core made it: the texture pages
 * as one array, the object-texture table (its animated entries rewritten in place), and the world, the models
 * and the sprite billboards, each one vertex and index buffer beside the geometry that says where each
 * owner's triangles lie.
 */
final class LevelScene implements AutoCloseable {
    final WorldGeometry worldGeometry;
    final GpuMesh world;
    final ModelGeometry modelGeometry;
    final GpuMesh models;
    final SpriteBillboards billboards;
    final GpuMesh sprites;
    private final TextureArray pages;
    private final TextureBuffer objectTextures;
    private final AnimatedTextures animatedTextures;

    LevelScene(LevelGeometry geometry) {
        var texturePages = geometry.pages();
        pages = new TextureArray(256, texturePages.layerCount(), texturePages.rgba());
        var table = geometry.objectTextures().floats();
        objectTextures = new TextureBuffer(MemoryUtil.memByteBuffer(MemoryUtil.memAddress(table),
                Math.max(16, table.remaining() * Float.BYTES)), GL_RGBA32F, GL_DYNAMIC_DRAW);
        animatedTextures = new AnimatedTextures(geometry.objectTextures(), geometry.animatedTextures());
        worldGeometry = geometry.world();
        world = upload(worldGeometry.buffers());
        modelGeometry = geometry.models();
        models = upload(modelGeometry.buffers());
        billboards = geometry.sprites();
        sprites = new GpuMesh(billboards.vertices(), billboards.indices(), VertexLayout::sprite);
    }

    private static GpuMesh upload(GeometryBuffers buffers) {
        return new GpuMesh(buffers.vertices(), buffers.indices(), VertexLayout::level);
    }

    /**
     * Binds the texture pages, filtered as the options say, and the object-texture table, showing the
     * animated textures' step at {@code seconds}, to the level program's units.
     */
    void bindTextures(RenderOptions options, double seconds) {
        pages.setSmooth(options.smoothTextures);
        animatedTextures.update(seconds, objectTextures);
        pages.bind(LevelProgram.PAGES_UNIT);
        objectTextures.bind(LevelProgram.OBJECT_TEXTURES_UNIT);
    }

    @Override
    public void close() {
        pages.close();
        objectTextures.close();
        world.close();
        models.close();
        sprites.close();
    }
}
