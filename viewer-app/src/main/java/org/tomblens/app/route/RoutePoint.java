package org.tomblens.app.route;

import java.math.BigDecimal;

/**
 * A position or normal as trview's route files store it, {@code "x,y,z"} in world units divided by 1024, with the
 * text it was read from: a point nobody moved is written back as it was read, digit for digit.
 *
 * @param x world units (a normal's parts as stored: they are a direction, not scaled)
 */
public record RoutePoint(double x, double y, double z, String text) {
    /** What trview stores world units in: a sector is 1. */
    static final double SCALE = 1024;

    /** A point in world units; a direction is given with {@code scale} 1. */
    static RoutePoint of(double x, double y, double z, double scale) {
        return new RoutePoint(x, y, z, number(x / scale) + "," + number(y / scale) + "," + number(z / scale));
    }

    /** A position in world units. */
    public static RoutePoint at(double x, double y, double z) {
        return of(x, y, z, SCALE);
    }

    /** A direction, as its parts are. */
    public static RoutePoint direction(double x, double y, double z) {
        return of(x, y, z, 1);
    }

    /** The straight distance to {@code other}, in world units. */
    public double distanceTo(RoutePoint other) {
        var dx = other.x - x;
        var dy = other.y - y;
        var dz = other.z - z;
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** The shortest text that reads back as the same float, as trview writes its numbers: 1, 0.5, -2.25. */
    private static String number(double value) {
        var single = (float) value;
        if (single == 0) {
            return "0";
        }
        return new BigDecimal(Float.toString(single)).stripTrailingZeros().toPlainString();
    }
}
