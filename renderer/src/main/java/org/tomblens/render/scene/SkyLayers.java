package org.tomblens.render.scene;

import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL33C.*;

import java.nio.FloatBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.geometry.TexturePages;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.render.gl.ShaderProgram;

/**
 * The cloud layers a TR4/TR5 script sets (§12.1.6 Layer1, Layer2), drawn over an outside room before the
 * horizon model: each a lid of the level's sky page (its last misc page) {@link #WIDTH} units wide and
 * {@link #HEIGHT} above the camera, tinted by the layer's colour and drifting along x by the layer's speed in
 * units per game frame. Layer 1 covers what is behind; layer 2 is added over it. Drawing allocates nothing.
 */
final class SkyLayers implements AutoCloseable {
    /** The lid's width: ten sectors, as Tomb Engine draws the classic layers. */
    static final float WIDTH = 10240f;
    /** How far above the eye the lid hangs. */
    static final float HEIGHT = 1536f;
    private static final float FRAMES_PER_SECOND = 30f;

    /** The layer of the sky page among the pages, -1 when the level has none (TR1–TR3, libraries). */
    private final int skyPage;
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);
    private Atmosphere atmosphere = Atmosphere.NONE;
    /**
     * The lid's program, made at the first draw of a layer: most levels have none (TR1–TR3 never do), and made
     * with the level it took 11 ms of the way to a retail TR2 level's first frame.
     */
    private Lid lid;

    /** The program that draws a lid, and the vertex array a core context wants bound though the lid has none. */
    private static final class Lid implements AutoCloseable {
        private final ShaderProgram program = ShaderProgram.load("skylayer");
        private final int viewProjection = program.uniform("uViewProjection");
        private final int centre = program.uniform("uCentre");
        private final int drift = program.uniform("uDrift");
        private final int colour = program.uniform("uColour");
        /** The lid's corners come from gl_VertexID. */
        private final int noVertices = glGenVertexArrays();

        Lid(int skyPage) {
            program.use();
            glUniform1i(program.uniform("uPages"), LevelProgram.PAGES_UNIT);
            glUniform1f(program.uniform("uHalfSize"), WIDTH / 2);
            glUniform1f(program.uniform("uLayer"), skyPage);
        }

        @Override
        public void close() {
            program.close();
            glDeleteVertexArrays(noVertices);
        }
    }

    SkyLayers(TexturePages pages) {
        skyPage = pages.miscFirstLayer() < pages.layerCount() ? pages.layerCount() - 1 : -1;
    }

    void atmosphere(Atmosphere atmosphere) {
        this.atmosphere = atmosphere;
    }

    /**
     * Draws the layers around {@code camera} at {@code seconds}, behind everything (no depth test or write),
     * with the pages bound, if the script sets any and the level has a sky page; then leaves this program in use and
     * says so.
     */
    boolean draw(Camera camera, double seconds, FrameStats stats) {
        if (skyPage < 0 || atmosphere.skyLayers().isEmpty()) {
            return false;
        }
        if (lid == null) {
            lid = new Lid(skyPage);
        }
        lid.program.use();
        glUniformMatrix4fv(lid.viewProjection, false, camera.viewProjection().get(matrix));
        var eye = camera.position();
        glUniform3f(lid.centre, eye.x, eye.y - HEIGHT, eye.z);
        glDisable(GL_DEPTH_TEST);
        glDepthMask(false);
        glDisable(GL_CULL_FACE);
        glBindVertexArray(lid.noVertices);
        var layers = atmosphere.skyLayers();
        for (int i = 0; i < layers.size(); i++) {
            var layer = layers.get(i);
            if (i > 0) {
                glEnable(GL_BLEND);
                glBlendFunc(GL_ONE, GL_ONE);
            }
            var drifted = layer.speed() * seconds * FRAMES_PER_SECOND / WIDTH;
            glUniform1f(lid.drift, (float) (drifted - Math.floor(drifted)));
            glUniform3f(lid.colour, layer.colour().red() / 255f, layer.colour().green() / 255f,
                    layer.colour().blue() / 255f);
            glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
            stats.drawCalls++;
            stats.triangles += 2;
        }
        glDisable(GL_BLEND);
        glDepthMask(true);
        glEnable(GL_DEPTH_TEST);
        return true;
    }

    @Override
    public void close() {
        if (lid != null) {
            lid.close();
        }
        MemoryUtil.memFree(matrix);
    }
}
