package org.tomblens.render.overlay;

import org.tomblens.format.model.SoundSource;

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
    public static final float[] MARKER = {1.0f, 0.5f, 0.2f, 0.95f};
    public static final float[] SELECTED_BOX = {1.0f, 0.9f, 0.2f, 1.0f};
    /** Sound sources by the flip state they play in (§8.1 flags): always, not flipped, flipped, never. */
    public static final float[] SOUND_ALWAYS = {1.0f, 0.55f, 0.1f, 0.9f};
    public static final float[] SOUND_NOT_FLIPPED = {0.35f, 0.8f, 1.0f, 0.9f};
    public static final float[] SOUND_FLIPPED = {0.8f, 0.45f, 1.0f, 0.9f};
    public static final float[] SOUND_NEVER = {0.6f, 0.6f, 0.6f, 0.9f};
    public static final float[] SOUND_EDGE = {0.1f, 0.05f, 0.0f, 1.0f};

    private OverlayColours() {}

    /** The colour of a sound source's marker: by the flip states it plays in. */
    public static float[] soundSource(SoundSource source) {
        var flipped = source.playsWhen(true);
        var notFlipped = source.playsWhen(false);
        return flipped && notFlipped ? SOUND_ALWAYS : notFlipped ? SOUND_NOT_FLIPPED : flipped ? SOUND_FLIPPED
                : SOUND_NEVER;
    }

    /** The colour as 0xAABBGGRR, the order Dear ImGui draws with. */
    public static int abgr(float[] rgba) {
        return Math.round(rgba[3] * 255) << 24 | Math.round(rgba[2] * 255) << 16 | Math.round(rgba[1] * 255) << 8
                | Math.round(rgba[0] * 255);
    }
    /** A level diff's tints: what was added green, removed red, changed (or moved) amber. */
    public static final float[] DIFF_ADDED = {0.2f, 0.95f, 0.3f, 0.4f};
    public static final float[] DIFF_ADDED_EDGE = {0.3f, 1.0f, 0.4f, 1.0f};
    public static final float[] DIFF_REMOVED = {1.0f, 0.2f, 0.15f, 0.4f};
    public static final float[] DIFF_REMOVED_EDGE = {1.0f, 0.3f, 0.25f, 1.0f};
    public static final float[] DIFF_CHANGED = {1.0f, 0.7f, 0.1f, 0.4f};
    public static final float[] DIFF_CHANGED_EDGE = {1.0f, 0.75f, 0.2f, 1.0f};

    /** Writes the colour 0xAARRGGBB (as route files keep colours) into {@code rgba} as RGBA floats. */
    public static void fromArgb(int argb, float[] rgba) {
        rgba[0] = (argb >>> 16 & 0xFF) / 255f;
        rgba[1] = (argb >>> 8 & 0xFF) / 255f;
        rgba[2] = (argb & 0xFF) / 255f;
        rgba[3] = (argb >>> 24) / 255f;
    }

    /** The RGBA floats as 0xAARRGGBB. */
    public static int argb(float[] rgba) {
        return Math.round(rgba[3] * 255) << 24 | Math.round(rgba[0] * 255) << 16 | Math.round(rgba[1] * 255) << 8
                | Math.round(rgba[2] * 255);
    }

    public static final float[] MEASURE = {1.0f, 0.2f, 0.2f, 1.0f};
    public static final float[] CAMERA = {1.0f, 1.0f, 1.0f, 0.95f};
    public static final float[] CAMERA_LOOK = {1.0f, 1.0f, 1.0f, 0.45f};
    public static final float[] SINK = {0.1f, 0.5f, 1.0f, 0.6f};
    public static final float[] SINK_EDGE = {0.2f, 0.7f, 1.0f, 1.0f};
    /** A colour per flyby sequence, eight in turn (the games allow eight sequences). */
    private static final float[][] FLYBYS = {{1.0f, 0.8f, 0.2f, 1.0f}, {0.3f, 1.0f, 0.4f, 1.0f},
            {1.0f, 0.4f, 0.7f, 1.0f}, {0.4f, 0.8f, 1.0f, 1.0f}, {1.0f, 0.55f, 0.2f, 1.0f}, {0.8f, 0.5f, 1.0f, 1.0f},
            {0.9f, 1.0f, 0.4f, 1.0f}, {0.3f, 1.0f, 0.9f, 1.0f}};

    /** Flyby sequence {@code sequence}'s colour. */
    public static float[] flyby(int sequence) {
        return FLYBYS[Math.floorMod(sequence, FLYBYS.length)];
    }
}
