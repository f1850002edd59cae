package org.tomblens.render.mesh;

/**
 * Light for meshes lit from their normals (§5.2 "external" lighting): one soft light from above, the same
 * formula the level shader uses, so a static lit here matches a moveable lit there. 0.5 (128) is the
 * texture's own brightness, as with baked light.
 */
final class Lambert {
    private static final float[] LIGHT = normalised(0.3f, -1f, 0.2f);

    private Lambert() {}

    /** The grey (0..255) for a normal scaled to 127. */
    static int grey(float nx, float ny, float nz) {
        var length = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (length == 0) {
            return 128;
        }
        var dot = (nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2]) / length;
        return Math.round((0.3f + 0.25f * Math.max(dot, 0f)) * 255f);
    }

    private static float[] normalised(float x, float y, float z) {
        var length = (float) Math.sqrt(x * x + y * y + z * z);
        return new float[] {x / length, y / length, z / length};
    }
}
