package org.tomblens.render.overlay;

/** The colours overlays and the viewer's sector map share, as RGBA floats. */
public final class OverlayColours {
    public static final float[] TRIGGER = {0.95f, 0.35f, 0.95f, 0.38f};
    public static final float[] DEATH = {1.0f, 0.15f, 0.1f, 0.45f};
    public static final float[] CLIMB = {0.25f, 0.95f, 0.35f, 0.4f};
    public static final float[] PORTAL = {0.3f, 0.6f, 1.0f, 0.22f};
    public static final float[] PORTAL_EDGE = {0.45f, 0.75f, 1.0f, 0.9f};
    public static final float[] SELECTED = {1.0f, 0.85f, 0.1f, 0.35f};
    public static final float[] SELECTED_EDGE = {1.0f, 0.9f, 0.2f, 1.0f};
    public static final float[] BOX = {0.2f, 1.0f, 0.9f, 0.9f};
    public static final float[] SELECTED_BOX = {1.0f, 0.9f, 0.2f, 1.0f};

    private OverlayColours() {}

    /** The colour as 0xAABBGGRR, the order Dear ImGui draws with. */
    public static int abgr(float[] rgba) {
        return Math.round(rgba[3] * 255) << 24 | Math.round(rgba[2] * 255) << 16 | Math.round(rgba[1] * 255) << 8
                | Math.round(rgba[0] * 255);
    }
}
