package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Face;

/**
 * Fills a vertex and an index buffer face by face: every face corner becomes its own vertex (faces differ
 * in texture and corner even where they share a position), and the ranges are recorded as they close.
 */
final class BufferWriter {
    private final ByteBuffer vertices;
    private final ByteBuffer indices;
    private final List<DrawRange> ranges = new ArrayList<>();
    private final int[] firstRange;
    private int vertexCount;
    private int indexCount;
    private int rangeStart;

    BufferWriter(int vertexCapacity, int indexCapacity, int owners) {
        vertices = ByteBuffer.allocateDirect(vertexCapacity * VertexFormat.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
        indices = ByteBuffer.allocateDirect(indexCapacity * VertexFormat.INDEX_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        firstRange = new int[owners + 1];
    }

    /** The per-vertex data of one room or mesh, by its own vertex index; reused from one owner to the next. */
    static final class VertexSource {
        float[] positions = new float[0];
        int[] colours = new int[0];
        int[] normals = new int[0];
        int count;
        /** Flags every vertex of the owner carries. */
        int flags;

        void reset(int vertexCount, int ownerFlags) {
            if (positions.length < 3 * vertexCount) {
                positions = new float[3 * vertexCount];
                colours = new int[vertexCount];
                normals = new int[vertexCount];
            }
            count = vertexCount;
            flags = ownerFlags;
        }

        void set(int vertex, float x, float y, float z, int colour, int normal) {
            positions[3 * vertex] = x;
            positions[3 * vertex + 1] = y;
            positions[3 * vertex + 2] = z;
            colours[vertex] = colour;
            normals[vertex] = normal;
        }
    }

    /** Starts a range of {@code pass} at the current index. */
    void startRange() {
        rangeStart = indexCount;
    }

    /** Closes the range started last, recording it if it holds triangles. */
    void endRange(int owner, RenderPass pass) {
        if (indexCount > rangeStart) {
            ranges.add(new DrawRange(owner, pass, rangeStart, indexCount - rangeStart));
        }
    }

    /** Gives {@code owner} the ranges already written for {@code earlier}, sharing their triangles. */
    void shareRanges(int owner, int earlier) {
        for (int i = firstRange[earlier]; i < firstRange[earlier + 1]; i++) {
            var range = ranges.get(i);
            ranges.add(new DrawRange(owner, range.pass(), range.firstIndex(), range.indexCount()));
        }
    }

    /** Marks the end of {@code owner}'s ranges; owners end in order. */
    void endOwner(int owner) {
        firstRange[owner + 1] = ranges.size();
    }

    /**
     * Writes one face: a vertex per corner, then one triangle (v0, v1, v2) or, for a quad, two
     * (v0, v1, v2) and (v0, v2, v3), keeping the stored winding.
     *
     * @param fill the colour of every corner when {@code flags} has {@link VertexFormat#COLOURED}
     */
    void face(VertexSource source, Face face, int texture, int flags, int fill) {
        var first = vertexCount;
        var coloured = (flags & VertexFormat.COLOURED) != 0;
        var allFlags = flags | source.flags;
        for (int corner = 0; corner < face.vertexCount(); corner++) {
            var vertex = face.vertex(corner);
            var at = vertexCount++ * VertexFormat.STRIDE;
            vertices.putFloat(at, source.positions[3 * vertex]);
            vertices.putFloat(at + 4, source.positions[3 * vertex + 1]);
            vertices.putFloat(at + 8, source.positions[3 * vertex + 2]);
            vertices.putShort(at + VertexFormat.TEXTURE_OFFSET, (short) texture);
            vertices.put(at + VertexFormat.CORNER_OFFSET, (byte) corner);
            vertices.put(at + VertexFormat.FLAGS_OFFSET, (byte) allFlags);
            vertices.putInt(at + VertexFormat.COLOUR_OFFSET, coloured ? fill : source.colours[vertex]);
            vertices.putInt(at + VertexFormat.NORMAL_OFFSET, source.normals[vertex]);
        }
        triangle(first, first + 1, first + 2);
        if (face.isQuad()) {
            triangle(first, first + 2, first + 3);
        }
    }

    private void triangle(int a, int b, int c) {
        var at = indexCount * VertexFormat.INDEX_SIZE;
        indices.putInt(at, a);
        indices.putInt(at + 4, b);
        indices.putInt(at + 8, c);
        indexCount += 3;
    }

    GeometryBuffers finish() {
        return new GeometryBuffers(vertices, vertexCount, indices, indexCount, ranges, firstRange);
    }

    /** Vertices a face writes. */
    static int vertices(Face face) {
        return face.vertexCount();
    }

    /** Indices a face writes. */
    static int indices(Face face) {
        return face.isQuad() ? 6 : 3;
    }
}
