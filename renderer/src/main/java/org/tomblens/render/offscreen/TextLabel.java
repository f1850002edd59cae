package org.tomblens.render.offscreen;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.joml.Matrix4f;
import org.lwjgl.stb.STBEasyFont;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.render.gl.GpuMesh;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.gl.VertexLayout;

/** Draws a line of text (stb_easy_font's built-in face) on a dark band, in pixel coordinates. */
public final class TextLabel {
    private TextLabel() {}

    /**
     * Draws {@code text} at pixel (x, y) from the top left of a {@code width} x {@code height} target,
     * {@code scale} times the font's size.
     */
    public static void draw(String text, int x, int y, float scale, int width, int height) {
        var quadsBytes = MemoryUtil.memAlloc(Math.max(1024, text.length() * 270));
        try (var program = ShaderProgram.load("flat")) {
            var quads = STBEasyFont.stb_easy_font_print(0, 0, text, null, quadsBytes);
            var textWidth = STBEasyFont.stb_easy_font_width(text) * scale;
            var textHeight = STBEasyFont.stb_easy_font_height(text) * scale;
            var vertices = ByteBuffer.allocateDirect((quads + 1) * 6 * 28).order(ByteOrder.nativeOrder());
            band(vertices, x - 4, y - 3, x + textWidth + 4, y + textHeight + 2);
            for (int q = 0; q < quads; q++) {
                var corners = new float[8];
                for (int c = 0; c < 4; c++) {
                    corners[2 * c] = x + quadsBytes.getFloat((q * 4 + c) * 16) * scale;
                    corners[2 * c + 1] = y + quadsBytes.getFloat((q * 4 + c) * 16 + 4) * scale;
                }
                for (var corner : new int[] {0, 1, 2, 0, 2, 3}) {
                    vertex(vertices, corners[2 * corner], corners[2 * corner + 1], 1f, 1f, 1f, 1f);
                }
            }
            vertices.flip();
            var indices = ByteBuffer.allocateDirect(vertices.remaining() / 28 * 4).order(ByteOrder.nativeOrder());
            for (int i = 0; i < vertices.remaining() / 28; i++) {
                indices.putInt(i);
            }
            indices.flip();
            try (var mesh = new GpuMesh(vertices, indices, VertexLayout::flat); var stack = MemoryStack.stackPush()) {
                program.use();
                var projection = new Matrix4f().setOrtho(0, width, height, 0, -1, 1);
                glUniformMatrix4fv(program.uniform("uViewProjection"), false, projection.get(stack.mallocFloat(16)));
                glDisable(GL_DEPTH_TEST);
                glDisable(GL_CULL_FACE);
                glEnable(GL_BLEND);
                glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
                mesh.bind();
                glDrawElements(GL_TRIANGLES, indices.remaining(), GL_UNSIGNED_INT, 0);
                glDisable(GL_BLEND);
                glEnable(GL_DEPTH_TEST);
                glBindVertexArray(0);
            }
        } finally {
            MemoryUtil.memFree(quadsBytes);
        }
    }

    private static void band(ByteBuffer vertices, float x0, float y0, float x1, float y1) {
        float[][] corners = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y0}, {x1, y1}, {x0, y1}};
        for (var corner : corners) {
            vertex(vertices, corner[0], corner[1], 0f, 0f, 0f, 0.6f);
        }
    }

    private static void vertex(ByteBuffer vertices, float x, float y, float r, float g, float b, float a) {
        vertices.putFloat(x).putFloat(y).putFloat(0).putFloat(r).putFloat(g).putFloat(b).putFloat(a);
    }
}
