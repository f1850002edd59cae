package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.format.geometry.RenderPass;
import org.tomblens.render.view.DrawnRooms;

/** The drawn rooms' edges as lines in one flat colour over the frame, every pass's faces alike. */
final class Wireframe {
    private static final RenderPass[] PASSES = RenderPass.values();

    private Wireframe() {}

    static void draw(LevelProgram program, LevelScene scene, DrawnRooms rooms, MultiDraw multiDraw, FrameStats stats) {
        program.fog().suspend();
        glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
        program.flatColour(0.2f, 0.9f, 0.4f);
        glDepthFunc(GL_LEQUAL);
        glEnable(GL_POLYGON_OFFSET_LINE);
        glPolygonOffset(-1f, -1f);
        scene.world.bind();
        for (int i = 0; i < rooms.count(); i++) {
            for (var pass : PASSES) {
                var span = scene.worldGeometry.room(rooms.room(i), pass);
                multiDraw.add(span.firstIndex(), span.indexCount());
            }
        }
        glDisable(GL_CULL_FACE);
        multiDraw.draw(stats);
        glDisable(GL_POLYGON_OFFSET_LINE);
        glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
        program.untinted();
    }
}
