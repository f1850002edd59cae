package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL31C.*;

import java.nio.ByteBuffer;

/** A buffer read by shaders as a 1D table of texels (GL 3.1 texture buffer), e.g. the object-texture table. */
public final class TextureBuffer implements AutoCloseable {
    private final GpuBuffer buffer;
    private final int texture;

    /** @param format the texel format, e.g. GL_RGBA32F */
    public TextureBuffer(ByteBuffer data, int format, int usage) {
        buffer = GpuBuffer.of(GL_TEXTURE_BUFFER, data, usage);
        texture = glGenTextures();
        glBindTexture(GL_TEXTURE_BUFFER, texture);
        glTexBuffer(GL_TEXTURE_BUFFER, format, buffer.id());
    }

    public void bind(int unit) {
        glActiveTexture(GL_TEXTURE0 + unit);
        glBindTexture(GL_TEXTURE_BUFFER, texture);
    }

    /** Rewrites part of the table from {@code data}'s remaining bytes. */
    public void update(long byteOffset, ByteBuffer data) {
        buffer.update(byteOffset, data);
    }

    @Override
    public void close() {
        glDeleteTextures(texture);
        buffer.close();
    }
}
