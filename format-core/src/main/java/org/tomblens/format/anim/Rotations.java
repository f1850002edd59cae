package org.tomblens.format.anim;

/**
 * The small rotation math poses need, on quaternions stored as four floats (w, x, y, z) in arrays, so
 * that evaluating a pose allocates nothing. Angles come as steps of 4096 per turn, the finest unit any
 * version stores (§6.2.7); their half-angle sines and cosines are tabled.
 */
final class Rotations {
    static final int STEPS = 4096;
    private static final float[] SIN_HALF = new float[STEPS];
    private static final float[] COS_HALF = new float[STEPS];

    static {
        for (int i = 0; i < STEPS; i++) {
            var half = Math.PI * i / STEPS;
            SIN_HALF[i] = (float) Math.sin(half);
            COS_HALF[i] = (float) Math.cos(half);
        }
    }

    private Rotations() {}

    /**
     * The quaternion of Ry(y) · Rx(x) · Rz(z) (§6.1: rotations apply in the order Y, X, Z), angles in steps
     * of 4096 per turn, written at {@code out[at..at+3]}.
     */
    static void fromAngles(int x, int y, int z, float[] out, int at) {
        x &= STEPS - 1;
        y &= STEPS - 1;
        z &= STEPS - 1;
        float sx = SIN_HALF[x], cx = COS_HALF[x];
        float sy = SIN_HALF[y], cy = COS_HALF[y];
        float sz = SIN_HALF[z], cz = COS_HALF[z];
        // qy * qx * qz, expanded
        out[at] = cy * cx * cz + sy * sx * sz;
        out[at + 1] = cy * sx * cz + sy * cx * sz;
        out[at + 2] = sy * cx * cz - cy * sx * sz;
        out[at + 3] = cy * cx * sz - sy * sx * cz;
    }

    /**
     * Spherical interpolation from quaternion {@code a} to {@code b} by {@code t} (0..1), along the shorter
     * arc, into {@code out}; nearly equal quaternions are lerped and normalised.
     */
    static void slerp(float[] a, int ai, float[] b, int bi, float t, float[] out, int oi) {
        float aw = a[ai], ax = a[ai + 1], ay = a[ai + 2], az = a[ai + 3];
        float bw = b[bi], bx = b[bi + 1], by = b[bi + 2], bz = b[bi + 3];
        var dot = aw * bw + ax * bx + ay * by + az * bz;
        if (dot < 0) {
            dot = -dot;
            bw = -bw;
            bx = -bx;
            by = -by;
            bz = -bz;
        }
        float wa;
        float wb;
        if (dot > 0.9995f) {
            wa = 1 - t;
            wb = t;
        } else {
            var theta = Math.acos(dot);
            var sin = Math.sin(theta);
            wa = (float) (Math.sin((1 - t) * theta) / sin);
            wb = (float) (Math.sin(t * theta) / sin);
        }
        var w = wa * aw + wb * bw;
        var x = wa * ax + wb * bx;
        var y = wa * ay + wb * by;
        var z = wa * az + wb * bz;
        var scale = (float) (1 / Math.sqrt(w * w + x * x + y * y + z * z));
        out[oi] = w * scale;
        out[oi + 1] = x * scale;
        out[oi + 2] = y * scale;
        out[oi + 3] = z * scale;
    }

    /** The 3x3 rotation of a unit quaternion, row-major, into {@code out[at..at+8]}. */
    static void toMatrix(float[] q, int qi, float[] out, int at) {
        float w = q[qi], x = q[qi + 1], y = q[qi + 2], z = q[qi + 3];
        out[at] = 1 - 2 * (y * y + z * z);
        out[at + 1] = 2 * (x * y - w * z);
        out[at + 2] = 2 * (x * z + w * y);
        out[at + 3] = 2 * (x * y + w * z);
        out[at + 4] = 1 - 2 * (x * x + z * z);
        out[at + 5] = 2 * (y * z - w * x);
        out[at + 6] = 2 * (x * z - w * y);
        out[at + 7] = 2 * (y * z + w * x);
        out[at + 8] = 1 - 2 * (x * x + y * y);
    }
}
