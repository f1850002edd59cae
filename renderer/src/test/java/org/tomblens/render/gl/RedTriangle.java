package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import org.joml.Matrix4f;
import org.lwjgl.system.MemoryStack;

/**
 * A red triangle over a blue clear, drawn with the {@code flat} program: covering the left half of clip space,
 * (-1,-1), (0,-1), (-1,1), so its right angle is at the bottom left of the picture.
 */
final class RedTriangle {
    private RedTriangle() {}

    static void draw(ShaderProgram flat) {
        glClearColor(0f, 0f, 1f, 1f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        float[] vertices = {
            -1f, -1f, 0f, 1f, 0f, 0f, 1f,
             0f, -1f, 0f, 1f, 0f, 0f, 1f,
            -1f,  1f, 0f, 1f, 0f, 0f, 1f,
        };
        var vao = glGenVertexArrays();
        var vbo = glGenBuffers();
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        glBufferData(GL_ARRAY_BUFFER, vertices, GL_STATIC_DRAW);
        glVertexAttribPointer(0, 3, GL_FLOAT, false, 7 * Float.BYTES, 0);
        glVertexAttribPointer(1, 4, GL_FLOAT, false, 7 * Float.BYTES, 3 * Float.BYTES);
        glEnableVertexAttribArray(0);
        glEnableVertexAttribArray(1);
        flat.use();
        try (var stack = MemoryStack.stackPush()) {
            glUniformMatrix4fv(flat.uniform("uViewProjection"), false, new Matrix4f().get(stack.mallocFloat(16)));
        }
        glDrawArrays(GL_TRIANGLES, 0, 3);
        glDeleteBuffers(vbo);
        glDeleteVertexArrays(vao);
    }
}
