package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL20C.*;

import java.nio.FloatBuffer;
import java.util.BitSet;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.geometry.SpriteBillboards;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.render.gl.GpuMesh;
import org.tomblens.render.gl.ShaderProgram;

/**
 * The sprites of the drawn rooms: their billboards turned to face the camera by the sprite shader, all in
 * one multi-draw. Drawing allocates nothing.
 */
final class SpriteDrawer implements AutoCloseable {
    private final ShaderProgram program = ShaderProgram.load("sprite");
    private final int viewProjection = program.uniform("uViewProjection");
    private final int cameraRight = program.uniform("uCameraRight");
    private final int cameraDown = program.uniform("uCameraDown");
    private final int textured = program.uniform("uTextured");
    private final int eye = program.uniform("uEye");
    private final DistanceFog distanceFog = new DistanceFog(program);
    private final SpriteBillboards billboards;
    private final GpuMesh mesh;
    private final MultiDraw multiDraw;
    private final BitSet hiddenEntities;
    private final BillboardWalk.Visitor gather = this::gather;
    private final Vector3f right = new Vector3f();
    private final Vector3f down = new Vector3f();
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);

    SpriteDrawer(SpriteBillboards billboards, GpuMesh mesh, MultiDraw multiDraw, BitSet hiddenEntities) {
        this.billboards = billboards;
        this.hiddenEntities = hiddenEntities;
        this.mesh = mesh;
        this.multiDraw = multiDraw;
        program.use();
        glUniform1i(program.uniform("uPages"), LevelProgram.PAGES_UNIT);
    }

    /**
     * Draws the billboards of {@code rooms} seen through {@code camera}, fading to {@code fog} in the distance
     * (null: no distance fog); leaves the sprite program in use.
     */
    void draw(Camera camera, DrawnRooms rooms, RenderOptions options, Atmosphere.Colour fog, FrameStats stats) {
        if (billboards.billboards().isEmpty()) {
            return;
        }
        program.use();
        glUniformMatrix4fv(viewProjection, false, camera.viewProjection().get(matrix));
        camera.right(right);
        camera.down(down);
        glUniform3f(cameraRight, right.x, right.y, right.z);
        glUniform3f(cameraDown, down.x, down.y, down.z);
        glUniform1i(textured, options.textures ? 1 : 0);
        var position = camera.position();
        glUniform3f(eye, position.x, position.y, position.z);
        if (fog == null) {
            distanceFog.off();
        } else {
            distanceFog.on(fog);
        }
        glDisable(GL_CULL_FACE);
        mesh.bind();
        BillboardWalk.walk(billboards, rooms, options.entities, hiddenEntities, gather);
        multiDraw.draw(stats);
    }

    private void gather(int room, int place, SpriteBillboards.Billboard billboard) {
        multiDraw.add(billboard.firstIndex(), 6);
    }

    @Override
    public void close() {
        program.close();
        MemoryUtil.memFree(matrix);
    }
}
