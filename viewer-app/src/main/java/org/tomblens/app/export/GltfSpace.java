package org.tomblens.app.export;

/**
 * TR's space as glTF's: a sector (1024 units) is a metre, and TR's Y points down where glTF's points up. Turning
 * half round the X axis (x, y, z to x, -y, -z) does both ups at once and keeps the model as it is, not mirrored;
 * rotations turn the same way ({@code C R C}, C that half turn). Faces, stored clockwise seen from the front, keep
 * that winding, so writers reverse it for glTF's counter-clockwise fronts.
 */
final class GltfSpace {
    static final float UNITS_PER_METRE = 1024f;

    private GltfSpace() {}

    /** Point (x, y, z) in TR units as glTF metres, into {@code out} at {@code at}. */
    static void point(float x, float y, float z, float[] out, int at) {
        out[at] = x / UNITS_PER_METRE;
        out[at + 1] = -y / UNITS_PER_METRE;
        out[at + 2] = -z / UNITS_PER_METRE;
    }

    /** A TR rotation matrix (row-major 3x3) as glTF's: rows and columns 1 and 2 change sign, not both. */
    static void rotation(float[] tr, float[] out) {
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                var sign = (row == 0) == (column == 0) ? 1 : -1;
                out[row * 3 + column] = sign * tr[row * 3 + column];
            }
        }
    }

    /** The unit quaternion (x, y, z, w) of a row-major rotation matrix, into {@code out} at {@code at}. */
    static void quaternion(float[] m, float[] out, int at) {
        double trace = m[0] + m[4] + m[8];
        double x, y, z, w;
        if (trace > 0) {
            var s = Math.sqrt(trace + 1) * 2;
            w = s / 4;
            x = (m[7] - m[5]) / s;
            y = (m[2] - m[6]) / s;
            z = (m[3] - m[1]) / s;
        } else if (m[0] > m[4] && m[0] > m[8]) {
            var s = Math.sqrt(1 + m[0] - m[4] - m[8]) * 2;
            w = (m[7] - m[5]) / s;
            x = s / 4;
            y = (m[1] + m[3]) / s;
            z = (m[2] + m[6]) / s;
        } else if (m[4] > m[8]) {
            var s = Math.sqrt(1 + m[4] - m[0] - m[8]) * 2;
            w = (m[2] - m[6]) / s;
            x = (m[1] + m[3]) / s;
            y = s / 4;
            z = (m[5] + m[7]) / s;
        } else {
            var s = Math.sqrt(1 + m[8] - m[0] - m[4]) * 2;
            w = (m[3] - m[1]) / s;
            x = (m[2] + m[6]) / s;
            y = (m[5] + m[7]) / s;
            z = s / 4;
        }
        var length = Math.sqrt(x * x + y * y + z * z + w * w);
        out[at] = (float) (x / length);
        out[at + 1] = (float) (y / length);
        out[at + 2] = (float) (z / length);
        out[at + 3] = (float) (w / length);
    }
}
