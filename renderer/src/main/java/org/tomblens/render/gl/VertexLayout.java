package org.tomblens.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import org.tomblens.format.geometry.SpriteBillboards;
import org.tomblens.format.geometry.VertexFormat;

/** Attribute setups of the vertex formats the shaders read. */
public final class VertexLayout {
    private VertexLayout() {}

    /**
     * format-core's 24-byte vertex ({@link VertexFormat}): position, object texture, corner and flags,
     * colour, normal, and the last byte as the bone of a moveable's mesh.
     */
    public static void level() {
        var stride = VertexFormat.STRIDE;
        glVertexAttribPointer(0, 3, GL_FLOAT, false, stride, VertexFormat.POSITION_OFFSET);
        glVertexAttribIPointer(1, 1, GL_UNSIGNED_SHORT, stride, VertexFormat.TEXTURE_OFFSET);
        glVertexAttribIPointer(2, 2, GL_UNSIGNED_BYTE, stride, VertexFormat.CORNER_OFFSET);
        glVertexAttribPointer(3, 4, GL_UNSIGNED_BYTE, true, stride, VertexFormat.COLOUR_OFFSET);
        glVertexAttribPointer(4, 3, GL_BYTE, true, stride, VertexFormat.NORMAL_OFFSET);
        glVertexAttribIPointer(5, 1, GL_UNSIGNED_BYTE, stride, VertexFormat.BONE_OFFSET);
        for (int attribute = 0; attribute <= 5; attribute++) {
            glEnableVertexAttribArray(attribute);
        }
    }

    /** Sprite billboards ({@link SpriteBillboards}): centre, corner offset, UV, layer. */
    public static void sprite() {
        var stride = SpriteBillboards.STRIDE;
        glVertexAttribPointer(0, 3, GL_FLOAT, false, stride, 0);
        glVertexAttribPointer(1, 2, GL_FLOAT, false, stride, 12);
        glVertexAttribPointer(2, 2, GL_FLOAT, false, stride, 20);
        glVertexAttribPointer(3, 1, GL_FLOAT, false, stride, 28);
        for (int attribute = 0; attribute <= 3; attribute++) {
            glEnableVertexAttribArray(attribute);
        }
    }

    /** Overlay lines and fills: position and RGBA colour as floats (28 bytes). */
    public static void flat() {
        glVertexAttribPointer(0, 3, GL_FLOAT, false, 28, 0);
        glVertexAttribPointer(1, 4, GL_FLOAT, false, 28, 12);
        glEnableVertexAttribArray(0);
        glEnableVertexAttribArray(1);
    }
}
