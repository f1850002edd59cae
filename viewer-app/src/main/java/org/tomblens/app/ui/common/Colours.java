package org.tomblens.app.ui.common;

/** Colours as Dear ImGui's draw lists take them. */
public final class Colours {
    private Colours() {}

    /** An opaque colour as Dear ImGui's 0xAABBGGRR. */
    public static int abgr(int r, int g, int b) {
        return 0xFF << 24 | b << 16 | g << 8 | r;
    }
}
