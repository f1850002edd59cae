package org.tomblens.render.ui;

import static org.junit.jupiter.api.Assertions.*;
import static org.lwjgl.opengl.GL11C.*;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.geometry.TexturePages;
import org.tomblens.render.testing.GlHarness;

/** What the renderer hands the interface: a texture per texture page, and the window's framebuffer cleared. */
class InterfaceImagesTest {

    @Test
    void eachPageBecomesOneTextureHoldingExactlyItsTexels() {
        var rgba = MemoryUtil.memAlloc(2 * TexturePages.LAYER_BYTES);
        try (var gl = new GlHarness(16, 16)) {
            // Page 0: every texel (x, y) is (x, y, 0, 255); page 1: (255 - x, 7, y, 128).
            for (int layer = 0; layer < 2; layer++) {
                for (int y = 0; y < TexturePages.SIZE; y++) {
                    for (int x = 0; x < TexturePages.SIZE; x++) {
                        rgba.put((byte) (layer == 0 ? x : 255 - x)).put((byte) (layer == 0 ? y : 7))
                                .put((byte) (layer == 0 ? 0 : y)).put((byte) (layer == 0 ? 255 : 128));
                    }
                }
            }
            rgba.flip();
            try (var textures = new PageTextures(new TexturePages(rgba, 2, 2))) {
                assertEquals(2, textures.count());
                var second = textures.texture(1);
                assertNotEquals(0, second);
                assertEquals(second, textures.texture(1), "a page's texture is made once");
                assertNotEquals(second, textures.texture(0));

                var texels = texels(second);
                assertEquals(TexturePages.LAYER_BYTES, texels.remaining());
                assertEquals(rgba.slice(TexturePages.LAYER_BYTES, TexturePages.LAYER_BYTES), texels,
                        "page 1's texture holds page 1's texels, byte for byte");
                MemoryUtil.memFree(texels);
            }
        } finally {
            MemoryUtil.memFree(rgba);
        }
    }

    @Test
    void clearingFillsTheTargetBoundForDrawingWithTheColour() {
        try (var gl = new GlHarness(32, 24)) {
            gl.target().bind();
            WindowFramebuffer.clear(32, 24, 0.2f, 0.4f, 0.6f);
            var image = gl.read();
            // 0.2, 0.4 and 0.6 of 255 are 51, 102 and 153.
            for (var point : new int[][] {{0, 0}, {31, 0}, {16, 12}, {0, 23}, {31, 23}}) {
                assertEquals(0x336699, image.rgbAt(point[0], point[1]), "pixel " + point[0] + ", " + point[1]);
            }
        }
    }

    private static ByteBuffer texels(int texture) {
        var texels = MemoryUtil.memAlloc(TexturePages.LAYER_BYTES);
        glBindTexture(GL_TEXTURE_2D, texture);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
        return texels;
    }
}
