package org.tomblens.render.ui;

import static org.lwjgl.opengl.GL11C.*;

import java.util.Arrays;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.geometry.TexturePages;

/**
 * One plain 2D texture per texture page, made the first time a page is shown, for Dear ImGui's image
 * widgets (which cannot sample a layer of the renderer's texture array).
 */
public final class PageTextures implements AutoCloseable {
    private final TexturePages pages;
    private final int[] textures;

    public PageTextures(TexturePages pages) {
        this.pages = pages;
        this.textures = new int[pages.layerCount()];
    }

    public int count() {
        return textures.length;
    }

    /** The GL texture of page {@code layer}. */
    public int texture(int layer) {
        if (textures[layer] == 0) {
            var rgba = pages.rgba();
            var slice = MemoryUtil.memSlice(rgba, layer * TexturePages.LAYER_BYTES, TexturePages.LAYER_BYTES);
            var id = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, id);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, TexturePages.SIZE, TexturePages.SIZE, 0, GL_RGBA, GL_UNSIGNED_BYTE, slice);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
            textures[layer] = id;
        }
        return textures[layer];
    }

    @Override
    public void close() {
        Arrays.stream(textures).filter(id -> id != 0).forEach(org.lwjgl.opengl.GL11C::glDeleteTextures);
    }
}
