package org.tomblens.render.overlay;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Lines and triangles of one colour per vertex for overlays (flat shader: position and RGBA as floats),
 * written into buffers made once and rewound for each rebuild.
 */
public final class OverlayMesh {
    public static final int STRIDE = 28;

    private ByteBuffer triangles;
    private ByteBuffer lines;
    /** Views for reading what was written, made when a buffer is made, so reading allocates nothing. */
    private ByteBuffer trianglesRead;
    private ByteBuffer linesRead;
    /** A cross's line ends, reused so that drawing one allocates nothing. */
    private final float[][] crossEnds = new float[2][3];
    /** An axis-aligned box's corners, reused likewise. */
    private final float[] boxCorners = new float[24];

    public OverlayMesh(int triangleVertices, int lineVertices) {
        triangles = ByteBuffer.allocateDirect(Math.max(3, triangleVertices) * STRIDE).order(ByteOrder.nativeOrder());
        lines = ByteBuffer.allocateDirect(Math.max(2, lineVertices) * STRIDE).order(ByteOrder.nativeOrder());
        trianglesRead = triangles.duplicate();
        linesRead = lines.duplicate();
    }

    public void clear() {
        triangles.clear();
        lines.clear();
    }

    public void triangle(float[] a, float[] b, float[] c, float[] rgba) {
        if (triangles.remaining() < 3 * STRIDE) {
            triangles = grown(triangles, 3);
            trianglesRead = triangles.duplicate();
        }
        put(triangles, a, rgba);
        put(triangles, b, rgba);
        put(triangles, c, rgba);
    }

    /** A quad of corners a, b, c, d in order, as two triangles. */
    public void quad(float[] a, float[] b, float[] c, float[] d, float[] rgba) {
        triangle(a, b, c, rgba);
        triangle(a, c, d, rgba);
    }

    public void line(float[] a, float[] b, float[] rgba) {
        line(a, 0, b, 0, rgba);
    }

    /** A line between the points at {@code a[i..i+2]} and {@code b[j..j+2]}. */
    public void line(float[] a, int i, float[] b, int j, float[] rgba) {
        if (lines.remaining() < 2 * STRIDE) {
            lines = grown(lines, 2);
            linesRead = lines.duplicate();
        }
        lines.putFloat(a[i]).putFloat(a[i + 1]).putFloat(a[i + 2]);
        lines.putFloat(rgba[0]).putFloat(rgba[1]).putFloat(rgba[2]).putFloat(rgba[3]);
        lines.putFloat(b[j]).putFloat(b[j + 1]).putFloat(b[j + 2]);
        lines.putFloat(rgba[0]).putFloat(rgba[1]).putFloat(rgba[2]).putFloat(rgba[3]);
    }

    /** Corner pairs of a box's twelve edges; corner i has x from bit 0, y from bit 1, z from bit 2. */
    private static final int[] BOX_EDGES = {0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7};

    /** The twelve edges of a box whose eight corners are x, y, z triples, corner i as {@link #BOX_EDGES} reads. */
    public void box(float[] corners, float[] rgba) {
        for (int e = 0; e < BOX_EDGES.length; e += 2) {
            line(corners, BOX_EDGES[e] * 3, corners, BOX_EDGES[e + 1] * 3, rgba);
        }
    }

    /** The twelve edges of the axis-aligned box from {@code (minX, minY, minZ)} to {@code (maxX, maxY, maxZ)}. */
    public void box(float minX, float minY, float minZ, float maxX, float maxY, float maxZ, float[] rgba) {
        for (int c = 0; c < 8; c++) {
            boxCorners[c * 3] = (c & 1) == 0 ? minX : maxX;
            boxCorners[c * 3 + 1] = (c & 2) == 0 ? minY : maxY;
            boxCorners[c * 3 + 2] = (c & 4) == 0 ? minZ : maxZ;
        }
        box(boxCorners, rgba);
    }

    /** Diamond tips: 0/1 at +X/-X, 2/3 at +Y/-Y, 4/5 at +Z/-Z; its eight faces and twelve edges. */
    private static final int[] DIAMOND_FACES = {0, 2, 4, 4, 2, 1, 1, 2, 5, 5, 2, 0, 0, 3, 4, 4, 3, 1, 1, 3, 5, 5, 3, 0};
    private static final int[] DIAMOND_EDGES = {0, 4, 4, 1, 1, 5, 5, 0, 2, 0, 2, 1, 2, 4, 2, 5, 3, 0, 3, 1, 3, 4, 3, 5};

    /**
     * A diamond around (x, y, z): tips {@code width} away sideways and {@code height} up and down, its faces filled
     * and its edges outlined.
     */
    public void diamond(float x, float y, float z, float width, float height, float[] fill, float[] edge) {
        var tips = new float[6][];
        for (int i = 0; i < 6; i++) {
            var axis = i >> 1;
            var sign = (i & 1) == 0 ? 1 : -1;
            tips[i] = new float[] {x + (axis == 0 ? sign * width : 0), y + (axis == 1 ? sign * height : 0),
                    z + (axis == 2 ? sign * width : 0)};
        }
        for (int f = 0; f < DIAMOND_FACES.length; f += 3) {
            triangle(tips[DIAMOND_FACES[f]], tips[DIAMOND_FACES[f + 1]], tips[DIAMOND_FACES[f + 2]], fill);
        }
        for (int e = 0; e < DIAMOND_EDGES.length; e += 2) {
            line(tips[DIAMOND_EDGES[e]], tips[DIAMOND_EDGES[e + 1]], edge);
        }
    }

    /** Three lines through {@code at}, one along each axis, reaching {@code reach} either way. */
    public void cross(float[] at, float reach, float[] rgba) {
        for (int axis = 0; axis < 3; axis++) {
            for (int i = 0; i < 3; i++) {
                crossEnds[0][i] = at[i] - (i == axis ? reach : 0);
                crossEnds[1][i] = at[i] + (i == axis ? reach : 0);
            }
            line(crossEnds[0], crossEnds[1], rgba);
        }
    }

    /** A closed outline through the points in order. */
    public void loop(float[][] points, float[] rgba) {
        for (int i = 0; i < points.length; i++) {
            line(points[i], points[(i + 1) % points.length], rgba);
        }
    }

    /** The triangles written so far (a view reused between calls: read it before writing more). */
    public ByteBuffer triangles() {
        return trianglesRead.limit(triangles.position()).position(0);
    }

    /** The lines written so far (a view reused between calls: read it before writing more). */
    public ByteBuffer lines() {
        return linesRead.limit(lines.position()).position(0);
    }

    private static ByteBuffer grown(ByteBuffer buffer, int vertices) {
        var bigger = ByteBuffer.allocateDirect(Math.max(buffer.capacity() * 2, buffer.position() + vertices * STRIDE))
                .order(ByteOrder.nativeOrder());
        buffer.flip();
        return bigger.put(buffer);
    }

    private static void put(ByteBuffer buffer, float[] point, float[] rgba) {
        buffer.putFloat(point[0]).putFloat(point[1]).putFloat(point[2]);
        buffer.putFloat(rgba[0]).putFloat(rgba[1]).putFloat(rgba[2]).putFloat(rgba[3]);
    }
}
