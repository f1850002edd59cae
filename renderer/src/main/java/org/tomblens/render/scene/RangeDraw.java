package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL31C.*;

import org.tomblens.format.geometry.DrawRange;

/** Draws an owner's triangles of one pass: its single-sided ones with back faces culled, then its double-sided ones. */
final class RangeDraw {
    private RangeDraw() {}

    /** Draws {@code range} {@code instances} times, counting the draws in {@code stats}. */
    static void draw(DrawRange range, int instances, FrameStats stats) {
        if (range.singleCount() > 0) {
            glEnable(GL_CULL_FACE);
            glDrawElementsInstanced(GL_TRIANGLES, range.singleCount(), GL_UNSIGNED_INT, (long) range.firstIndex() * 4,
                    instances);
            stats.drawCalls++;
            stats.triangles += (long) range.singleCount() / 3 * instances;
        }
        if (range.doubleCount() > 0) {
            glDisable(GL_CULL_FACE);
            glDrawElementsInstanced(GL_TRIANGLES, range.doubleCount(), GL_UNSIGNED_INT,
                    (long) range.first(true) * 4, instances);
            stats.drawCalls++;
            stats.triangles += (long) range.doubleCount() / 3 * instances;
        }
    }
}
