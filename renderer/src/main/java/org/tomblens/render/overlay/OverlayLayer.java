package org.tomblens.render.overlay;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;
import org.tomblens.render.gl.VertexLayout;

/** One overlay's triangles and lines on the GPU, with each room's part of each. */
final class OverlayLayer implements AutoCloseable {
    private final int usage;
    private final int[] vertexArrays = new int[2];
    private final int[] buffers = new int[2];
    private final int[][] firstOf = new int[2][];
    private final int[][] countOf = new int[2][];
    private int triangleVertices;
    private int lineVertices;

    /** @param usage how often it is written: GL_STATIC_DRAW once, GL_STREAM_DRAW every frame */
    OverlayLayer(int usage, int rooms) {
        this.usage = usage;
        for (int kind = 0; kind < 2; kind++) {
            firstOf[kind] = new int[rooms];
            countOf[kind] = new int[rooms];
            vertexArrays[kind] = glGenVertexArrays();
            buffers[kind] = glGenBuffers();
            glBindVertexArray(vertexArrays[kind]);
            glBindBuffer(GL_ARRAY_BUFFER, buffers[kind]);
            VertexLayout.flat();
        }
        glBindVertexArray(0);
    }

    void beginRoom(int room, OverlayMesh mesh) {
        firstOf[0][room] = mesh.triangles().limit() / OverlayMesh.STRIDE;
        firstOf[1][room] = mesh.lines().limit() / OverlayMesh.STRIDE;
    }

    void endRoom(int room, OverlayMesh mesh) {
        countOf[0][room] = mesh.triangles().limit() / OverlayMesh.STRIDE - firstOf[0][room];
        countOf[1][room] = mesh.lines().limit() / OverlayMesh.STRIDE - firstOf[1][room];
    }

    int first(int room, boolean lines) {
        return firstOf[lines ? 1 : 0][room];
    }

    int count(int room, boolean lines) {
        return countOf[lines ? 1 : 0][room];
    }

    void upload(OverlayMesh mesh) {
        triangleVertices = upload(0, mesh.triangles());
        lineVertices = upload(1, mesh.lines());
    }

    private int upload(int kind, ByteBuffer data) {
        glBindBuffer(GL_ARRAY_BUFFER, buffers[kind]);
        glBufferData(GL_ARRAY_BUFFER, data, usage);
        return data.remaining() / OverlayMesh.STRIDE;
    }

    void bind(boolean lines) {
        glBindVertexArray(vertexArrays[lines ? 1 : 0]);
    }

    /** Draws all the layer holds; returns whether it held anything. */
    boolean drawAll() {
        if (triangleVertices > 0) {
            bind(false);
            glDrawArrays(GL_TRIANGLES, 0, triangleVertices);
        }
        if (lineVertices > 0) {
            bind(true);
            glDrawArrays(GL_LINES, 0, lineVertices);
        }
        return triangleVertices > 0 || lineVertices > 0;
    }

    @Override
    public void close() {
        for (int kind = 0; kind < 2; kind++) {
            glDeleteVertexArrays(vertexArrays[kind]);
            glDeleteBuffers(buffers[kind]);
        }
    }
}
