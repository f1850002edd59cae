package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL15C.*;
import static org.lwjgl.opengl.GL30C.*;

import java.nio.ByteBuffer;

/** A vertex array with its own vertex and u32 index buffers, uploaded once. */
public final class GpuMesh implements AutoCloseable {
    private final int vertexArray;
    private final GpuBuffer vertices;
    private final GpuBuffer indices;

    /** @param layout sets the attribute pointers while the vertex buffer is bound */
    public GpuMesh(ByteBuffer vertexData, ByteBuffer indexData, Runnable layout) {
        vertexArray = glGenVertexArrays();
        glBindVertexArray(vertexArray);
        vertices = GpuBuffer.of(GL_ARRAY_BUFFER, vertexData, GL_STATIC_DRAW);
        indices = GpuBuffer.of(GL_ELEMENT_ARRAY_BUFFER, indexData, GL_STATIC_DRAW);
        layout.run();
        glBindVertexArray(0);
    }

    public void bind() {
        glBindVertexArray(vertexArray);
    }

    @Override
    public void close() {
        glDeleteVertexArrays(vertexArray);
        vertices.close();
        indices.close();
    }
}
