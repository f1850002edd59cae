package org.tomblens.format.chunk;

/** Tomb Editor's blend modes, which its projects' faces and its libraries' polygons share. */
public final class BlendModes {
    private BlendModes() {}

    /**
     * A blend mode as an object texture's attribute (§9.3.2): normal faces whose texels include transparent ones
     * are alpha-tested, as the editor compiles them; the blend modes levels have no attribute for are drawn as the
     * nearest one (subtract and alpha blend blended, exclude, screen and lighten additive).
     *
     * @param blendMode 0 normal, 1 alpha test, 2 additive, 4 no Z test, 5 subtract, 6 wireframe, 8 exclude,
     *                  9 screen, 10 lighten, 11 alpha blend
     */
    public static int attribute(int blendMode, boolean transparentTexels) {
        return switch (blendMode) {
            case 0 -> transparentTexels ? 1 : 0;
            case 1 -> 1;
            case 2, 8, 9, 10 -> 2;
            case 4 -> 4;
            case 5, 11 -> 3;
            case 6 -> 6;
            default -> 0;
        };
    }

    /** Whether faces of {@code blendMode} add their colour to what is behind them. */
    public static boolean isAdditive(int blendMode) {
        return attribute(blendMode, false) == 2;
    }
}
