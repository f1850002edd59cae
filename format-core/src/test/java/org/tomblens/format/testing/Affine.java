package org.tomblens.format.testing;

/**
 * The rotation and placement arithmetic of §6 for tests that pose models by the spec, apart from the
 * project's own code: 3x3 rotations and 3x4 affine matrices (a rotation's rows, each followed by its
 * translation), row-major in flat arrays, in doubles.
 */
public final class Affine {
    private Affine() {}

    /** Ry(y) · Rx(x) · Rz(z), angles in radians: the order §6.1 applies a mesh's rotations in. */
    public static double[] rotation(double x, double y, double z) {
        return multiply3(multiply3(rotationY(y), rotationX(x)), rotationZ(z));
    }

    /** Point (x, y, z) turned by {@code rotation} (3x3). */
    public static double[] turn(double[] rotation, double x, double y, double z) {
        var out = new double[3];
        for (int row = 0; row < 3; row++) {
            out[row] = rotation[3 * row] * x + rotation[3 * row + 1] * y + rotation[3 * row + 2] * z;
        }
        return out;
    }

    /** The 3x4 matrix that turns by {@code rotation} (3x3) and then moves by (tx, ty, tz). */
    public static double[] place(double[] rotation, double tx, double ty, double tz) {
        return new double[] {rotation[0], rotation[1], rotation[2], tx, rotation[3], rotation[4], rotation[5], ty,
                rotation[6], rotation[7], rotation[8], tz};
    }

    /** {@code parent · local}, both 3x4 affine matrices. */
    public static double[] compose(double[] parent, double[] local) {
        var out = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 4; column++) {
                var sum = column == 3 ? parent[4 * row + 3] : 0;
                for (int k = 0; k < 3; k++) {
                    sum += parent[4 * row + k] * local[4 * k + column];
                }
                out[4 * row + column] = sum;
            }
        }
        return out;
    }

    private static double[] rotationX(double angle) {
        double c = Math.cos(angle), s = Math.sin(angle);
        return new double[] {1, 0, 0, 0, c, -s, 0, s, c};
    }

    private static double[] rotationY(double angle) {
        double c = Math.cos(angle), s = Math.sin(angle);
        return new double[] {c, 0, s, 0, 1, 0, -s, 0, c};
    }

    private static double[] rotationZ(double angle) {
        double c = Math.cos(angle), s = Math.sin(angle);
        return new double[] {c, -s, 0, s, c, 0, 0, 0, 1};
    }

    private static double[] multiply3(double[] a, double[] b) {
        var out = new double[9];
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                for (int k = 0; k < 3; k++) {
                    out[3 * row + column] += a[3 * row + k] * b[3 * k + column];
                }
            }
        }
        return out;
    }
}
