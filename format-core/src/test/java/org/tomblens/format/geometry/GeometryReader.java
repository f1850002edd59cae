package org.tomblens.format.geometry;

import java.nio.ByteBuffer;

/** Reads the vertex and index buffers of {@link GeometryBuffers} field by field, as {@link VertexFormat} lays them out. */
final class GeometryReader {
    private final GeometryBuffers buffers;
    private final ByteBuffer vertices;
    private final ByteBuffer indices;

    GeometryReader(GeometryBuffers buffers) {
        this.buffers = buffers;
        vertices = buffers.vertices();
        indices = buffers.indices();
    }

    /** Something done with each triangle of an owner: the index of its first corner, its pass and its range's side. */
    interface TriangleAction {
        void accept(int firstIndex, RenderPass pass, boolean inDoubleSidedRun);
    }

    /** Calls {@code action} for every triangle of {@code owner}'s ranges, pass by pass, in index order. */
    void forEachTriangle(int owner, TriangleAction action) {
        for (var pass : RenderPass.values()) {
            var range = buffers.range(owner, pass);
            for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i += 3) {
                action.accept(i, pass, i >= range.first(true));
            }
        }
    }

    int index(int i) {
        return indices.getInt(i * VertexFormat.INDEX_SIZE);
    }

    float position(int vertex, int axis) {
        return vertices.getFloat(vertex * VertexFormat.STRIDE + VertexFormat.POSITION_OFFSET + 4 * axis);
    }

    int texture(int vertex) {
        return vertices.getShort(vertex * VertexFormat.STRIDE + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
    }

    int corner(int vertex) {
        return vertices.get(vertex * VertexFormat.STRIDE + VertexFormat.CORNER_OFFSET) & 0xFF;
    }

    int flags(int vertex) {
        return vertices.get(vertex * VertexFormat.STRIDE + VertexFormat.FLAGS_OFFSET) & 0xFF;
    }

    /** Channel 0..3 (r, g, b, a) of the vertex colour. */
    int colour(int vertex, int channel) {
        return vertices.get(vertex * VertexFormat.STRIDE + VertexFormat.COLOUR_OFFSET + channel) & 0xFF;
    }

    /** Axis 0..2 of the normal, as a signed byte. */
    int normal(int vertex, int axis) {
        return vertices.get(vertex * VertexFormat.STRIDE + VertexFormat.NORMAL_OFFSET + axis);
    }

    /** The mesh's place in its model: the normal's fourth byte. */
    int bone(int vertex) {
        return VertexFormat.bone(vertices, vertex * VertexFormat.STRIDE);
    }
}
