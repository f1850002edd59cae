package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.format.geometry.RenderPass;

/**
 * Vertices (format-core's {@code VertexFormat}) and u32 indices for a set of owners, with one
 * {@link PassSpan} per owner and pass: everything a multi-draw of some owners in one pass needs.
 */
public final class DrawBuffers {
    public static final int PASSES = RenderPass.values().length;

    private final ByteBuffer vertices;
    private final ByteBuffer indices;
    private final PassSpan[] spans;
    private final int owners;

    public DrawBuffers(ByteBuffer vertices, ByteBuffer indices, int owners, PassSpan[] spans) {
        if (spans.length != owners * PASSES) {
            throw new IllegalArgumentException(spans.length + " spans for " + owners + " owners");
        }
        this.vertices = vertices;
        this.indices = indices;
        this.owners = owners;
        this.spans = spans;
    }

    /** A read-only view of the vertices, little-endian. */
    public ByteBuffer vertices() {
        return vertices.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0);
    }

    /** A read-only view of the u32 indices, little-endian. */
    public ByteBuffer indices() {
        return indices.duplicate().order(ByteOrder.LITTLE_ENDIAN).position(0);
    }

    public int owners() {
        return owners;
    }

    public PassSpan span(int owner, RenderPass pass) {
        return spans[owner * PASSES + pass.ordinal()];
    }

    /** Triangles of one owner over every pass. */
    public int triangles(int owner) {
        var indices = 0;
        for (int p = 0; p < PASSES; p++) {
            indices += spans[owner * PASSES + p].indexCount();
        }
        return indices / 3;
    }
}
