package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * One vertex buffer and one index buffer ({@link VertexFormat}) for a set of owners (the rooms, or the mesh
 * pointers), with their draw ranges: owners in order, each owner's ranges contiguous and in
 * {@link RenderPass} order, one range per owner and pass that has triangles (none for an empty pair).
 */
public final class GeometryBuffers {
    private final ByteBuffer vertices;
    private final int vertexCount;
    private final ByteBuffer indices;
    private final int indexCount;
    private final List<DrawRange> ranges;
    private final int[] firstRange;

    /** @param firstRange for each owner the index of its first range, then the range count */
    GeometryBuffers(ByteBuffer vertices, int vertexCount, ByteBuffer indices, int indexCount, List<DrawRange> ranges,
                    int[] firstRange) {
        this.vertices = vertices;
        this.vertexCount = vertexCount;
        this.indices = indices;
        this.indexCount = indexCount;
        this.ranges = List.copyOf(ranges);
        this.firstRange = firstRange;
    }

    /** The vertices, read-only and little-endian, {@link VertexFormat#STRIDE} bytes each. */
    public ByteBuffer vertices() {
        return vertices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    public int vertexCount() {
        return vertexCount;
    }

    /** The indices, read-only and little-endian, u32 each, absolute into {@link #vertices()}. */
    public ByteBuffer indices() {
        return indices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    public int indexCount() {
        return indexCount;
    }

    /** Every range, owners in order. */
    public List<DrawRange> ranges() {
        return ranges;
    }

    /** How many owners the buffers were built for (rooms, or mesh pointers). */
    public int ownerCount() {
        return firstRange.length - 1;
    }

    /** The ranges of one owner, in pass order. */
    public List<DrawRange> rangesOf(int owner) {
        return ranges.subList(firstRange[owner], firstRange[owner + 1]);
    }
}
