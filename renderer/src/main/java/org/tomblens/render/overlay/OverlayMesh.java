package org.tomblens.render.overlay;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Lines and triangles of one colour per vertex for overlays (flat shader: position and RGBA as floats),
 * written into buffers made once and rewound for each rebuild.
 */
final class OverlayMesh {
    static final int STRIDE = 28;

    private ByteBuffer triangles;
    private ByteBuffer lines;
    /** Views for reading what was written, made when a buffer is made, so reading allocates nothing. */
    private ByteBuffer trianglesRead;
    private ByteBuffer linesRead;

    OverlayMesh(int triangleVertices, int lineVertices) {
        triangles = ByteBuffer.allocateDirect(Math.max(3, triangleVertices) * STRIDE).order(ByteOrder.nativeOrder());
        lines = ByteBuffer.allocateDirect(Math.max(2, lineVertices) * STRIDE).order(ByteOrder.nativeOrder());
        trianglesRead = triangles.duplicate();
        linesRead = lines.duplicate();
    }

    void clear() {
        triangles.clear();
        lines.clear();
    }

    void triangle(float[] a, float[] b, float[] c, float[] rgba) {
        if (triangles.remaining() < 3 * STRIDE) {
            triangles = grown(triangles, 3);
            trianglesRead = triangles.duplicate();
        }
        put(triangles, a, rgba);
        put(triangles, b, rgba);
        put(triangles, c, rgba);
    }

    /** A quad of corners a, b, c, d in order, as two triangles. */
    void quad(float[] a, float[] b, float[] c, float[] d, float[] rgba) {
        triangle(a, b, c, rgba);
        triangle(a, c, d, rgba);
    }

    void line(float[] a, float[] b, float[] rgba) {
        line(a, 0, b, 0, rgba);
    }

    /** A line between the points at {@code a[i..i+2]} and {@code b[j..j+2]}. */
    void line(float[] a, int i, float[] b, int j, float[] rgba) {
        if (lines.remaining() < 2 * STRIDE) {
            lines = grown(lines, 2);
            linesRead = lines.duplicate();
        }
        lines.putFloat(a[i]).putFloat(a[i + 1]).putFloat(a[i + 2]);
        lines.putFloat(rgba[0]).putFloat(rgba[1]).putFloat(rgba[2]).putFloat(rgba[3]);
        lines.putFloat(b[j]).putFloat(b[j + 1]).putFloat(b[j + 2]);
        lines.putFloat(rgba[0]).putFloat(rgba[1]).putFloat(rgba[2]).putFloat(rgba[3]);
    }

    /** A closed outline through the points in order. */
    void loop(float[][] points, float[] rgba) {
        for (int i = 0; i < points.length; i++) {
            line(points[i], points[(i + 1) % points.length], rgba);
        }
    }

    /** The triangles written so far (a view reused between calls: read it before writing more). */
    ByteBuffer triangles() {
        return trianglesRead.limit(triangles.position()).position(0);
    }

    /** The lines written so far (a view reused between calls: read it before writing more). */
    ByteBuffer lines() {
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
