package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL12C.*;
import static org.lwjgl.opengl.GL30C.*;

import java.nio.ByteBuffer;

/**
 * All of a level's 256x256 texture pages as the layers of one RGBA8 2D texture array: one bind per frame,
 * and nearest filtering by default for the classic look (no bleeding between pages).
 */
public final class TextureArray implements AutoCloseable {
    private final int id;

    public TextureArray(int size, int layers, ByteBuffer rgba) {
        id = glGenTextures();
        glBindTexture(GL_TEXTURE_2D_ARRAY, id);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, size, size, Math.max(1, layers), 0, GL_RGBA, GL_UNSIGNED_BYTE,
                layers == 0 ? null : rgba);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        setSmooth(false);
    }

    /** Nearest (the classic look) or linear filtering. */
    public void setSmooth(boolean smooth) {
        glBindTexture(GL_TEXTURE_2D_ARRAY, id);
        var filter = smooth ? GL_LINEAR : GL_NEAREST;
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, filter);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, filter);
    }

    public void bind(int unit) {
        glActiveTexture(GL_TEXTURE0 + unit);
        glBindTexture(GL_TEXTURE_2D_ARRAY, id);
    }

    public int id() {
        return id;
    }

    @Override
    public void close() {
        glDeleteTextures(id);
    }
}
