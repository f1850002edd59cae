package org.tomblens.app.script.api;

/** trview's Colour: a plain table with r, g, b and a, each 0 to 1. */
public record Colour(double r, double g, double b, double a) {
    /** A colour of 0xRRGGBB, opaque. */
    public static Colour ofRgb(int rgb) {
        return new Colour((rgb >> 16 & 0xFF) / 255.0, (rgb >> 8 & 0xFF) / 255.0, (rgb & 0xFF) / 255.0, 1);
    }
}
