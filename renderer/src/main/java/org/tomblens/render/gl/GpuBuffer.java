package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL15C.*;

import java.nio.ByteBuffer;

/** A buffer object holding vertices, indices or table data, filled once or rewritten in place. */
public final class GpuBuffer implements AutoCloseable {
    private final int id;
    private final int target;

    private GpuBuffer(int target) {
        this.id = glGenBuffers();
        this.target = target;
    }

    /** A buffer for {@code target} (e.g. GL_ARRAY_BUFFER) holding a copy of {@code data}'s remaining bytes. */
    public static GpuBuffer of(int target, ByteBuffer data, int usage) {
        var buffer = new GpuBuffer(target);
        buffer.bind();
        glBufferData(target, data, usage);
        return buffer;
    }

    public void bind() {
        glBindBuffer(target, id);
    }

    /** Rewrites part of the buffer from {@code data}'s remaining bytes. */
    public void update(long offset, ByteBuffer data) {
        bind();
        glBufferSubData(target, offset, data);
    }

    public int id() {
        return id;
    }

    @Override
    public void close() {
        glDeleteBuffers(id);
    }
}
