package org.tomblens.app.window;

import imgui.ImGui;
import java.util.List;
import org.joml.Intersectionf;
import org.joml.Vector2f;
import org.joml.Vector3f;
import org.joml.Vector4f;
import org.tomblens.app.services.Placed;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.render.overlay.PlacedCubes;
import org.tomblens.render.view.Camera;

/**
 * What scripts placed in the level, in the view: the one a pixel shows (the nearest cube that the ray through the
 * pixel meets, as trview picks a Scriptable by its box), its tooltip while the pointer is over it, and each one's notes
 * written beside it.
 */
final class PlacedInView {
    private static final int NOTES_COLOUR = 0xFFFFFFFF;

    private final Vector3f origin = new Vector3f();
    private final Vector3f direction = new Vector3f();
    private final Vector2f near = new Vector2f();
    private final Vector4f point = new Vector4f();
    /** What the pointer was over in the last frame, or null: coming over one asks its script for its tooltip. */
    private Placed hovered;

    /**
     * The placed thing whose cube pixel (x, y) of a {@code width} x {@code height} view (from its top left) shows,
     * nearer than {@code within} units from the eye; null for none.
     */
    static Placed under(List<Placed> placed, Camera camera, int x, int y, int width, int height, float within) {
        return new PlacedInView().nearest(placed, camera, x, y, width, height, within);
    }

    private Placed nearest(List<Placed> placed, Camera camera, int x, int y, int width, int height, float within) {
        if (placed.isEmpty()) {
            return null;
        }
        camera.viewProjection().unprojectRay(x + 0.5f, height - y - 0.5f, new int[] {0, 0, width, height}, origin,
                direction);
        direction.normalize();
        Placed found = null;
        var nearest = within;
        var half = PlacedCubes.SIZE / 2;
        for (var thing : placed) {
            var at = thing.position();
            if (Intersectionf.intersectRayAab(origin.x, origin.y, origin.z, direction.x, direction.y, direction.z,
                    at[0] - half, at[1] - half, at[2] - half, at[0] + half, at[1] + half, at[2] + half, near)
                    && near.x >= 0 && near.x < nearest) {
                nearest = near.x;
                found = thing;
            }
        }
        return found;
    }

    /**
     * Writes each placed thing's notes beside its point over the view; and, with the pointer over one's cube, its
     * tooltip, asked of its script as the pointer comes over it (the pointer is not picked in the level each frame, so
     * a cube behind a wall shows its tooltip too).
     */
    void draw(List<Placed> placed, Camera camera, SceneViewport view) {
        var over = placed.isEmpty() ? null : pointedAt(placed, camera, view);
        if (over != null && over != hovered) {
            over.askTooltip();
        }
        hovered = over;
        if (over != null) {
            Widgets.setTooltip(over.tooltip());
        }
        var draw = ImGui.getForegroundDrawList();
        for (var thing : placed) {
            var notes = thing.notes();
            var at = notes.isEmpty() ? null : onScreen(thing.position(), camera, view);
            if (at != null) {
                draw.addText(at[0], at[1], NOTES_COLOUR, notes);
            }
        }
    }

    /** The placed thing whose cube the pointer is over in the view, unless a panel has the pointer; else null. */
    private Placed pointedAt(List<Placed> placed, Camera camera, SceneViewport view) {
        if (ImGui.getIO().getWantCaptureMouse()) {
            return null;
        }
        var mouse = ImGui.getMousePos();
        var x = view.toViewX(Math.round(mouse.x));
        var y = view.toViewY(Math.round(mouse.y));
        var inView = x >= 0 && y >= 0 && x < view.width() && y < view.height();
        return inView ? nearest(placed, camera, x, y, view.width(), view.height(), Float.MAX_VALUE) : null;
    }

    /** Where a point of the level lands over the view, in window points; null when behind the eye or outside. */
    private float[] onScreen(float[] at, Camera camera, SceneViewport view) {
        point.set(at[0], at[1], at[2], 1f);
        camera.viewProjection().transform(point);
        if (point.w <= 0) {
            return null;
        }
        var x = view.left() + (point.x / point.w * 0.5f + 0.5f) * view.pointWidth();
        var y = view.top() + (0.5f - point.y / point.w * 0.5f) * view.pointHeight();
        var inside = x >= view.left() && x <= view.left() + view.pointWidth() && y >= view.top()
                && y <= view.top() + view.pointHeight();
        return inside ? new float[] {x, y} : null;
    }
}
