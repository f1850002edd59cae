package org.tomblens.render.overlay;

import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.navigation.PathBox;

/**
 * The pathfinding boxes as overlay shapes: each a rectangle at its floor, filled in its zone's colour and
 * outlined (in red when blocked, orange when it can be blocked); one box and the boxes it overlaps may stand out,
 * those it reaches by a walk apart from those only a creature that jumps (or has another ability a TR4/TR5 overlap
 * flag names) reaches, and the boxes of one zone, where a creature of that zone can go.
 */
final class BoxShapes {
    /** Rectangles float this far above their floor (up is -Y). */
    private static final float LIFT = 6f;
    static final float[] FOCUS = {1.0f, 0.85f, 0.1f, 0.55f};
    static final float[] OVERLAPPED = {0.15f, 0.9f, 1.0f, 0.5f};
    /** A box the focus reaches only by a flagged link (a jump): magenta, far from the walking links' cyan. */
    static final float[] FLAGGED_LINK = {1.0f, 0.2f, 0.9f, 0.5f};
    static final float[] REACHED = {0.2f, 1.0f, 0.3f, 0.5f};
    static final float[] BLOCKED_EDGE = {1.0f, 0.15f, 0.1f, 1.0f};
    static final float[] BLOCKABLE_EDGE = {1.0f, 0.55f, 0.1f, 1.0f};
    private static final float[] EDGE = {0.05f, 0.05f, 0.08f, 0.8f};

    private final float[][] corners = new float[4][3];
    private final float[] fill = new float[4];

    /**
     * Writes every box of {@code map} into {@code mesh}: coloured by zone type {@code zoneType} in the flipped or
     * normal state, with box {@code focus} (or none, -1) and the boxes it overlaps in their own colours, and the
     * boxes of zone {@code reach} (or none, -1) in theirs.
     */
    void write(BoxMap map, int zoneType, boolean flipped, int focus, int reach, OverlayMesh mesh) {
        mesh.clear();
        var type = Math.max(0, Math.min(zoneType, map.zoneTypes().size() - 1));
        var focusBox = focus >= 0 ? map.boxes().get(focus) : null;
        var overlapped = focusBox != null ? focusBox.overlaps() : new int[0];
        for (var box : map.boxes()) {
            var y = box.floor() - LIFT;
            set(corners[0], box.xMin(), y, box.zMin());
            set(corners[1], box.xMax(), y, box.zMin());
            set(corners[2], box.xMax(), y, box.zMax());
            set(corners[3], box.xMin(), y, box.zMax());
            var zone = box.zone(type, flipped);
            var colour = box.index() == focus ? FOCUS
                    : contains(overlapped, box.index()) ? linkColour(focusBox, box.index())
                    : zone == reach ? REACHED : zoneColour(zone);
            mesh.quad(corners[0], corners[1], corners[2], corners[3], colour);
            mesh.loop(corners, box.blocked() ? BLOCKED_EDGE : box.blockable() ? BLOCKABLE_EDGE : EDGE);
        }
    }

    private static float[] linkColour(PathBox from, int to) {
        return from.linkFlags(to) != 0 ? FLAGGED_LINK : OVERLAPPED;
    }

    /** A colour per zone: hues a golden angle apart, so that neighbouring zone numbers differ plainly. */
    float[] zoneColour(int zone) {
        var hue = (zone * 0.618034f) % 1f;
        var sector = (int) (hue * 6);
        var f = hue * 6 - sector;
        float r;
        float g;
        float b;
        switch (sector) {
            case 0 -> { r = 1; g = f; b = 0; }
            case 1 -> { r = 1 - f; g = 1; b = 0; }
            case 2 -> { r = 0; g = 1; b = f; }
            case 3 -> { r = 0; g = 1 - f; b = 1; }
            case 4 -> { r = f; g = 0; b = 1; }
            default -> { r = 1; g = 0; b = 1 - f; }
        }
        // Clear enough that the floor's texture shows through.
        fill[0] = 0.15f + 0.85f * r;
        fill[1] = 0.15f + 0.85f * g;
        fill[2] = 0.15f + 0.85f * b;
        fill[3] = 0.45f;
        return fill;
    }

    private static boolean contains(int[] values, int value) {
        for (var v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    private static void set(float[] point, float x, float y, float z) {
        point[0] = x;
        point[1] = y;
        point[2] = z;
    }
}
