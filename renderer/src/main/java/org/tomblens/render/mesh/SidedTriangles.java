package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.tomblens.format.geometry.DrawRange;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.VertexFormat;

/**
 * Reorders format-core's per-owner, per-pass ranges so each puts its single-sided triangles before its
 * double-sided ones (a face's vertices all carry its DOUBLE_SIDED flag), giving {@link DrawBuffers}.
 * The vertices are shared, not copied.
 */
public final class SidedTriangles {
    private SidedTriangles() {}

    public static DrawBuffers split(GeometryBuffers geometry) {
        var vertices = geometry.vertices();
        var source = geometry.indices();
        var indices = ByteBuffer.allocateDirect(geometry.indexCount() * 4).order(ByteOrder.LITTLE_ENDIAN);
        var owners = geometry.ownerCount();
        var spans = new PassSpan[owners * DrawBuffers.PASSES];
        java.util.Arrays.fill(spans, PassSpan.EMPTY);
        var written = 0;
        for (int owner = 0; owner < owners; owner++) {
            for (DrawRange range : geometry.rangesOf(owner)) {
                var first = written;
                written = copy(source, vertices, range, indices, written, false);
                var single = written - first;
                written = copy(source, vertices, range, indices, written, true);
                spans[owner * DrawBuffers.PASSES + range.pass().ordinal()] = new PassSpan(first, single, written - first - single);
            }
        }
        indices.limit(written * 4);
        return new DrawBuffers(vertices, indices, owners, spans);
    }

    /** Copies the range's triangles of one sidedness; returns the index count written so far. */
    private static int copy(ByteBuffer source, ByteBuffer vertices, DrawRange range, ByteBuffer target, int written,
                            boolean doubleSided) {
        for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i += 3) {
            var a = source.getInt(i * 4);
            if (isDoubleSided(vertices, a) == doubleSided) {
                target.putInt(written * 4, a);
                target.putInt(written * 4 + 4, source.getInt(i * 4 + 4));
                target.putInt(written * 4 + 8, source.getInt(i * 4 + 8));
                written += 3;
            }
        }
        return written;
    }

    static boolean isDoubleSided(ByteBuffer vertices, int vertex) {
        return (vertices.get(vertex * VertexFormat.STRIDE + VertexFormat.FLAGS_OFFSET) & VertexFormat.DOUBLE_SIDED) != 0;
    }
}
