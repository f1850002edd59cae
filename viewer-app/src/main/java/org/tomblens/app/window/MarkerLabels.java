package org.tomblens.app.window;

import imgui.ImGui;
import org.joml.Vector4f;
import org.tomblens.app.session.LevelSession;
import org.tomblens.render.view.Camera;

/**
 * Names over the marker boxes of entities that have no model to draw (a project's items whose WAD is not
 * found), so a box says what it stands for.
 */
final class MarkerLabels {
    private static final int COLOUR = 0xFF40A0FF;

    private final float[] corners = new float[24];
    private final Vector4f point = new Vector4f();
    /** "#index name" of every entity of {@link #labelled}, made once for labels drawn every frame. */
    private String[] labels;
    private Object labelled;

    /**
     * Draws the labels over the 3D view, which occupies {@code width} x {@code height} points from
     * ({@code left}, {@code top}) of the window.
     */
    void draw(LevelSession session, Camera camera, float left, float top, float width, float height) {
        var renderer = session.scene().renderer();
        var entities = session.level().entities();
        var labels = labels(session);
        var draw = ImGui.getForegroundDrawList();
        for (int e = 0; e < entities.size(); e++) {
            if (!renderer.markerBounds(e, corners)) {
                continue;
            }
            var entity = entities.get(e);
            point.set(entity.x(), entity.y() - 600, entity.z(), 1f);
            camera.viewProjection().transform(point);
            if (point.w <= 0) {
                continue;
            }
            var x = left + (point.x / point.w * 0.5f + 0.5f) * width;
            var y = top + (0.5f - point.y / point.w * 0.5f) * height;
            if (x >= left && x <= left + width && y >= top && y <= top + height) {
                draw.addText(x, y, COLOUR, labels[e]);
            }
        }
    }

    private String[] labels(LevelSession session) {
        if (labelled != session.prepared()) {
            labelled = session.prepared();
            var entities = session.level().entities();
            labels = new String[entities.size()];
            for (int e = 0; e < entities.size(); e++) {
                labels[e] = session.prepared().descriptions().entity(e);
            }
        }
        return labels;
    }
}
