package org.tomblens.render.overlay;

import static org.lwjgl.opengl.GL33C.GL_DYNAMIC_DRAW;
import static org.lwjgl.opengl.GL33C.glDepthMask;

import java.util.Arrays;

/**
 * A white cube at each point a script placed something in the level (trview's Scriptable), as trview draws one:
 * {@link #SIZE} units along each edge, centred on its point, each face a shade of white as if lit from above so its
 * shape reads, with dark edges. Written again only when the points change.
 */
public final class PlacedCubes implements AutoCloseable {
    /** trview's Scriptable cube: its unit cube scaled by a quarter, a quarter of a 1024-unit sector along each edge. */
    public static final float SIZE = 256;
    /** Face shades: -Y (the top, Y pointing down), +Y, -X, +X, -Z, +Z. */
    private static final float[][] SHADES = {grey(1f), grey(0.55f), grey(0.85f), grey(0.85f), grey(0.7f), grey(0.7f)};
    private static final float[] EDGE = grey(0.25f);
    /** Corners of each face, as {@link OverlayMesh#box} numbers them (x from bit 0, y from bit 1, z from bit 2). */
    private static final int[][] FACES = {{0, 1, 5, 4}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}, {0, 1, 3, 2},
            {4, 5, 7, 6}};

    private final OverlayMesh mesh = new OverlayMesh(36, 24);
    private final float[] corners = new float[24];
    private OverlayLayer layer;
    private float[] shown = new float[0];
    private float[] wanted = new float[0];

    private static float[] grey(float shade) {
        return new float[] {shade, shade, shade, 1f};
    }

    /** Shows a cube at each point of {@code centres} (x, y, z triples) from the next frame on; none with an empty array. */
    public void show(float[] centres) {
        if (!Arrays.equals(centres, wanted)) {
            wanted = centres.clone();
        }
    }

    /**
     * Draws the cubes with the flat program in use and depth writes off, as the overlays draw, writing them again
     * first if they changed; returns whether there were any.
     */
    boolean draw() {
        if (wanted.length == 0) {
            return false;
        }
        if (layer == null) {
            layer = new OverlayLayer(GL_DYNAMIC_DRAW, 0);
        }
        if (!Arrays.equals(wanted, shown)) {
            shown = wanted;
            write();
            layer.upload(mesh);
        }
        // Solid cubes: their nearest faces must hide their far ones, which the other overlays' drawing does not ask.
        glDepthMask(true);
        var drew = layer.drawAll();
        glDepthMask(false);
        return drew;
    }

    private void write() {
        mesh.clear();
        var half = SIZE / 2;
        for (int p = 0; p + 2 < shown.length; p += 3) {
            for (int c = 0; c < 8; c++) {
                corners[c * 3] = shown[p] + ((c & 1) == 0 ? -half : half);
                corners[c * 3 + 1] = shown[p + 1] + ((c & 2) == 0 ? -half : half);
                corners[c * 3 + 2] = shown[p + 2] + ((c & 4) == 0 ? -half : half);
            }
            for (int f = 0; f < FACES.length; f++) {
                var face = FACES[f];
                mesh.quad(corner(face[0]), corner(face[1]), corner(face[2]), corner(face[3]), SHADES[f]);
            }
            mesh.box(corners, EDGE);
        }
    }

    private float[] corner(int c) {
        return new float[] {corners[c * 3], corners[c * 3 + 1], corners[c * 3 + 2]};
    }

    @Override
    public void close() {
        if (layer != null) {
            layer.close();
        }
    }
}
