package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * One model of a level drawn by itself, with the level's textures and program, for a view of that model alone (the
 * model viewer's inset): a moveable, a static mesh type or an entry of the mesh table, named by its owner in the
 * models' buffer.
 */
public final class ModelsAlone {
    /** The passes in drawing order; {@code RenderPass.values()} would copy its array at every call. */
    private static final RenderPass[] PASSES = RenderPass.values();

    private final LevelScene scene;
    private final BoneTable bones;
    private final LevelProgram program;
    private final FrameStats stats;

    ModelsAlone(LevelScene scene, BoneTable bones, LevelProgram program, FrameStats stats) {
        this.scene = scene;
        this.bones = bones;
        this.program = program;
        this.stats = stats;
    }

    /** The owner of a moveable model in {@link #draw}: its index in the level's model table. */
    public int modelOwner(int modelIndex) {
        return scene.modelGeometry.modelOwner(modelIndex);
    }

    /** The owner of a static mesh type in {@link #draw}: its index in the level's static meshes. */
    public int staticOwner(int staticIndex) {
        return scene.modelGeometry.staticOwner(staticIndex);
    }

    /** The owner of an entry of the mesh table in {@link #draw}: its mesh pointer, drawn alone as stored. */
    public int meshOwner(int pointer) {
        return scene.modelGeometry.meshOwner(pointer);
    }

    /** The most meshes a model has: the matrices {@link #draw} may take. */
    public int mostMeshes() {
        return bones.aloneMeshes();
    }

    /**
     * Draws one model by itself into the bound target's viewport, over what is there, in every pass: owner
     * {@code owner} ({@link #modelOwner}, {@link #staticOwner} or {@link #meshOwner}), its meshes placed by
     * {@code matrices} (3x4 row-major matrices one after another, as
     * {@link org.tomblens.format.anim.Pose#copyMatrices} writes them, as floats in native order; a static takes one).
     * Its draws count in the level renderer's statistics of this frame. Returns the triangles drawn.
     */
    public long draw(int owner, ByteBuffer matrices, Camera camera, int width, int height, RenderOptions options,
                     double seconds) {
        var trianglesBefore = stats.triangles;
        camera.update(width / (float) Math.max(1, height));
        bones.alone(matrices);
        glDepthMask(true);
        PassState.depthAndWinding();
        program.use(camera, options, seconds, false);
        program.fog().suspend();
        scene.bindTextures(options, seconds);
        bones.bind(LevelProgram.BONES_UNIT);
        scene.models.bind();
        program.bones(bones.aloneBase(), 0);
        for (var pass : PASSES) {
            if (pass == RenderPass.ADDITIVE || pass == RenderPass.BLEND) {
                if (!options.transparency) {
                    continue;
                }
                PassState.blendFor(pass);
            }
            program.alphaCut(pass == RenderPass.ALPHA_TEST ? LevelRenderer.ALPHA_CUT : 0f);
            RangeDraw.draw(scene.modelGeometry.range(owner, pass), 1, stats);
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
        glDisable(GL_CULL_FACE);
        program.noBones();
        glBindVertexArray(0);
        return stats.triangles - trianglesBefore;
    }
}
