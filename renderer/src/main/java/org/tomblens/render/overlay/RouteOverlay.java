package org.tomblens.render.overlay;

import static org.lwjgl.opengl.GL33C.GL_DYNAMIC_DRAW;

/**
 * A route drawn in the view: a marker (a small diamond) at each waypoint, in the waypoints' colour (the chosen one
 * in the selection's), joined in order by a line in the route's colour. Written when the route changes, then drawn
 * whole each frame: one draw for the markers, one for the lines.
 */
public final class RouteOverlay implements AutoCloseable {
    private static final float MARKER_WIDTH = 128;
    static final float MARKER_HEIGHT = 192;
    /** The line runs this far above the waypoints (up is -Y), clear of the floor they are placed on. */
    static final float LINE_LIFT = 64;

    private final OverlayMesh mesh = new OverlayMesh(24 * 32, 24 * 32);
    private final OverlayLayer layer = new OverlayLayer(GL_DYNAMIC_DRAW, 0);
    private final float[] lineColour = new float[4];
    private final float[] markerColour = new float[4];
    private final float[] from = new float[3];
    private final float[] to = new float[3];
    private boolean shown;

    RouteOverlay() {}

    /**
     * Shows a route of {@code count} waypoints whose positions are {@code points} (x, y, z each, TR units), its line
     * and markers in the ARGB colours given, and waypoint {@code chosen} (or -1) standing out; none with 0.
     */
    public void show(float[] points, int count, int lineArgb, int markerArgb, int chosen) {
        OverlayColours.fromArgb(lineArgb, lineColour);
        OverlayColours.fromArgb(markerArgb, markerColour);
        mesh.clear();
        for (int i = 0; i < count; i++) {
            var at = i * 3;
            var fill = i == chosen ? OverlayColours.SELECTED_BOX : markerColour;
            mesh.diamond(points[at], points[at + 1] - MARKER_HEIGHT, points[at + 2], MARKER_WIDTH, MARKER_HEIGHT,
                    fill, fill);
            if (i > 0) {
                lifted(points, at - 3, from);
                lifted(points, at, to);
                mesh.line(from, to, lineColour);
            }
        }
        layer.upload(mesh);
        shown = count > 0;
    }

    private static void lifted(float[] points, int at, float[] into) {
        into[0] = points[at];
        into[1] = points[at + 1] - LINE_LIFT;
        into[2] = points[at + 2];
    }

    /** Draws the route when it is shown; returns whether it drew anything. */
    boolean draw() {
        return shown && layer.drawAll();
    }

    @Override
    public void close() {
        layer.close();
    }
}
