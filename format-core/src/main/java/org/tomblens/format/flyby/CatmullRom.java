package org.tomblens.format.flyby;

/**
 * The spline the games move flyby cameras along: a Catmull-Rom curve, which passes through its inner two knots, from
 * {@code k1} at 0 to {@code k2} at 1, leaving and reaching them in the direction of the knots either side.
 */
final class CatmullRom {
    private CatmullRom() {}

    static double at(double s, double k0, double k1, double k2, double k3) {
        var cubic = -0.5 * k0 + 1.5 * k1 - 1.5 * k2 + 0.5 * k3;
        var square = k0 - 2.5 * k1 + 2 * k2 - 0.5 * k3;
        var linear = 0.5 * (k2 - k0);
        return ((cubic * s + square) * s + linear) * s + k1;
    }
}
