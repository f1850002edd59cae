package org.tomblens.format.prj2;

import org.tomblens.format.io.ByteCursor;

/** A [PRJ2] {@code ColorF32}: 1.0 is a texture's own brightness, 2.0 the brightest Tomb Editor allows. */
public record Colour(float red, float green, float blue) {
    public static final Colour WHITE = new Colour(1, 1, 1);

    /** Three f32s, red first. */
    static Colour read(ByteCursor data, String field) {
        return new Colour(data.f32(field + ".r"), data.f32(field + ".g"), data.f32(field + ".b"));
    }
}
