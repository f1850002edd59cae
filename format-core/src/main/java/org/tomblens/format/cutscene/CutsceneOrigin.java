package org.tomblens.format.cutscene;

import org.tomblens.format.flyby.FlybyPath;

/**
 * The place and turn a TR1–TR3 cutscene's frames are measured from: each frame stores its camera's eye and target
 * as offsets, turned about Y by {@code angle} (65536 to the turn) and moved to ({@code x}, {@code y}, {@code z}), as
 * the games' own cutscene cameras do.
 *
 * @param rule where the origin comes from, in words, for the user to check
 */
public record CutsceneOrigin(int x, int y, int z, int angle, String rule) {
    /** Units of a stored angle to the turn. */
    public static final double UNITS_PER_TURN = 65536;

    /** The world point of the offset ({@code dx}, {@code dy}, {@code dz}) from the origin, Y down. */
    public FlybyPath.Point place(double dx, double dy, double dz) {
        var turn = angle / UNITS_PER_TURN * 2 * Math.PI;
        var cos = Math.cos(turn);
        var sin = Math.sin(turn);
        return new FlybyPath.Point(x + cos * dx + sin * dz, y + dy, z + cos * dz - sin * dx);
    }

    /** A stored angle in degrees. */
    public static double degrees(int stored) {
        return stored * 360.0 / UNITS_PER_TURN;
    }
}
