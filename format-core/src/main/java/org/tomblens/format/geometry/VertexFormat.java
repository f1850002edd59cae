package org.tomblens.format.geometry;

import java.nio.ByteBuffer;

/**
 * The vertex layout shared by the world and model buffers, and the renderer's contract with them.
 *
 * <p>Vertices are 24 bytes, interleaved, little-endian, in direct buffers:
 * <pre>
 * offset  type       content
 *  0      f32 x3     position in TR units, Y down: in the world buffer world space (a room's vertex at
 *                    room.x + x, y, room.z + z; a static's turned and moved to its place), in the model
 *                    buffer mesh space
 * 12      u16        object-texture index, {@link #NO_TEXTURE} for a colour-filled face
 * 14      u8         corner 0..3 of the object texture this vertex takes its UV from
 * 15      u8         flags: {@link #WATER}, {@link #DOUBLE_SIDED}, {@link #ANIMATED}, {@link #COLOURED},
 *                    {@link #NORMAL_LIT}
 * 16      u8 x4      r, g, b, a: the vertex's light as a colour (see below); a is always 255
 * 20      i8 x3, u8  normal scaled to 127 (0, 0, 0 when the vertex has none; a static's turned with it), then
 *                    the bone: the mesh's place in its model (0 outside moveable models)
 * </pre>
 *
 * <p>The colour follows each version's rule (§3.2.5, §5.2): TR1 rooms {@code Lighting} and TR2 rooms
 * {@code Lighting2}, 0 bright .. 0x1FFF dark, as a grey of {@code 255 - v * 255 / 8191}; TR3/TR4 rooms the
 * 15-bit colour, each 5-bit channel scaled as {@code round(c * 255 / 31)}; TR5 rooms the 32-bit ARGB colour;
 * internally lit meshes their shade (same scale as TR1 rooms) as a grey; externally lit meshes have
 * {@link #NORMAL_LIT} set, to be lit from the normal at draw time, and their colour scales that light, 128 being
 * 1 (their own light, grey 128), colour-filled faces included, which are then drawn by that light alone;
 * TR1–TR3 colour-filled faces of other meshes the palette colour (TR2/TR3 the 16-bit palette at
 * {@code Texture >> 8}, TR1 the 6-bit palette at {@code Texture & 0xFF}, times 4). A static mesh in the world
 * has its mesh's colour scaled by the instance's light ({@link StaticPlacement}).
 *
 * <p>Indices are u32 and absolute within their buffer. Every face keeps the vertex order the file stores: a
 * triangle is (v0, v1, v2), a quad (v0, v1, v2) and (v0, v2, v3). Faces are stored clockwise as seen from
 * their visible side ([WAD] §polygons), so in TR space (X, Y down, Z: right-handed) the cross product
 * {@code (v1 - v0) x (v2 - v0)} points away from the viewer. After the usual Y flip for OpenGL (which mirrors
 * space) front faces come out counter-clockwise, OpenGL's default. Double-sided faces are flagged, never culled;
 * each owner's double-sided triangles follow its single-sided ones in every pass ({@link DrawRange}).
 */
public final class VertexFormat {
    /** Bytes per vertex. */
    public static final int STRIDE = 24;
    public static final int POSITION_OFFSET = 0;
    public static final int TEXTURE_OFFSET = 12;
    public static final int CORNER_OFFSET = 14;
    public static final int FLAGS_OFFSET = 15;
    public static final int COLOUR_OFFSET = 16;
    public static final int NORMAL_OFFSET = 20;
    /** The bone: the normal's fourth byte, unsigned. */
    public static final int BONE_OFFSET = NORMAL_OFFSET + 3;
    /** Bytes per index. */
    public static final int INDEX_SIZE = 4;

    /** The object-texture index of a colour-filled face. */
    public static final int NO_TEXTURE = 0xFFFF;

    /** A vertex of a water room (room flag 0x1). */
    public static final int WATER = 1;
    /** A vertex of a double-sided face (face texture bit 15, §2.4.3). */
    public static final int DOUBLE_SIDED = 1 << 1;
    /** Its object texture belongs to an animated-texture sequence (§9.4). */
    public static final int ANIMATED = 1 << 2;
    /** A TR1–TR3 colour-filled mesh face: the colour is the fill, there is no texture. */
    public static final int COLOURED = 1 << 3;
    /** A mesh vertex lit from its normal at draw time rather than by a baked shade. */
    public static final int NORMAL_LIT = 1 << 4;

    private VertexFormat() {}

    /** The bone (the mesh's place in its model) of the vertex at byte {@code at} of {@code vertices}. */
    public static int bone(ByteBuffer vertices, int at) {
        return vertices.get(at + BONE_OFFSET) & 0xFF;
    }
}
