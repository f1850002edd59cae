package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import org.tomblens.format.geometry.DrawRange;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;

/**
 * Copies meshes out of format-core's mesh buffers into new buffers: each use of a mesh gets its own copy
 * of the mesh's vertices, changed by a {@link VertexEdit} (placed in the world for a static, tagged with
 * its bone for a moveable), and its triangles are appended pass by pass and sidedness by sidedness.
 */
final class MeshAssembler {
    /** Changes one copied vertex in place ({@code VertexFormat.STRIDE} bytes at {@code offset}). */
    @FunctionalInterface
    interface VertexEdit {
        void apply(ByteBuffer vertices, int offset);
    }

    private final GeometryBuffers meshes;
    private final ByteBuffer sourceVertices;
    private final ByteBuffer sourceIndices;
    private final GrowingBuffer vertices;
    private final GrowingBuffer indices;

    MeshAssembler(GeometryBuffers meshes, int expectedVertices) {
        this.meshes = meshes;
        this.sourceVertices = meshes.vertices();
        this.sourceIndices = meshes.indices();
        this.vertices = new GrowingBuffer(expectedVertices * VertexFormat.STRIDE);
        this.indices = new GrowingBuffer(expectedVertices * 6 * 4);
    }

    /** A copy of one mesh's vertices: where the copy starts relative to the source's numbering. */
    record Copy(int pointer, int rebase) {}

    /**
     * Copies the vertices of mesh pointer {@code pointer} (the block from its lowest to its highest
     * vertex) and edits each copy. Returns how to renumber the mesh's indices, or null for an empty mesh.
     */
    Copy copyVertices(int pointer, VertexEdit edit) {
        var lowest = Integer.MAX_VALUE;
        var highest = -1;
        for (DrawRange range : meshes.rangesOf(pointer)) {
            for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i++) {
                var vertex = sourceIndices.getInt(i * 4);
                lowest = Math.min(lowest, vertex);
                highest = Math.max(highest, vertex);
            }
        }
        if (highest < 0) {
            return null;
        }
        var count = highest - lowest + 1;
        var target = vertices.reserve(count * VertexFormat.STRIDE);
        var start = target.position();
        target.put(start, sourceVertices, lowest * VertexFormat.STRIDE, count * VertexFormat.STRIDE);
        target.position(start + count * VertexFormat.STRIDE);
        for (int v = 0; v < count; v++) {
            edit.apply(target, start + v * VertexFormat.STRIDE);
        }
        return new Copy(pointer, start / VertexFormat.STRIDE - lowest);
    }

    /** Appends the copy's triangles of one pass and sidedness; returns how many indices were appended. */
    int appendTriangles(Copy copy, RenderPass pass, boolean doubleSided) {
        var appended = 0;
        for (DrawRange range : meshes.rangesOf(copy.pointer())) {
            if (range.pass() != pass) {
                continue;
            }
            for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i += 3) {
                var a = sourceIndices.getInt(i * 4);
                if (SidedTriangles.isDoubleSided(sourceVertices, a) != doubleSided) {
                    continue;
                }
                var target = indices.reserve(12);
                target.putInt(a + copy.rebase());
                target.putInt(sourceIndices.getInt(i * 4 + 4) + copy.rebase());
                target.putInt(sourceIndices.getInt(i * 4 + 8) + copy.rebase());
                appended += 3;
            }
        }
        return appended;
    }

    /** Indices written so far. */
    int indexCount() {
        return indices.position() / 4;
    }

    ByteBuffer vertices() {
        return vertices.finish();
    }

    ByteBuffer indices() {
        return indices.finish();
    }
}
