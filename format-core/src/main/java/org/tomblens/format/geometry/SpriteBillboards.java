package org.tomblens.format.geometry;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * Every sprite of a level as a camera-facing quad: room sprites at their vertices, and entities whose type is
 * a sprite sequence rather than a model (TR1/TR2 pickups, §5.4) showing the sequence's first sprite. A vertex
 * holds the sprite's centre and its corner's offset in world units; the shader turns the offset along the
 * camera's right and down, so nothing is rewritten per frame.
 *
 * <p>Vertex: f32 centre x, y, z; f32 offset right, down; f32 u, v; f32 layer ({@value #STRIDE} bytes); six u32
 * indices per billboard. Billboards are grouped by room, in the level's order: a room's sprites, then the
 * sprite entities standing in it.
 */
public final class SpriteBillboards {
    public static final int STRIDE = 32;

    /**
     * One sprite standing in the level, and where its six indices start.
     *
     * @param entity the sprite entity's index in the level's entity list, or -1 for a room sprite
     * @param spriteTexture the sprite texture it shows: its quad in {@link #quads()}
     */
    public record Billboard(int room, int entity, int spriteTexture, float x, float y, float z, int firstIndex) {
        public boolean isEntity() {
            return entity >= 0;
        }
    }

    private final List<SpriteQuad> quads;
    private final List<Billboard> billboards;
    private final int[] roomStart;
    private final ByteBuffer vertices;
    private final ByteBuffer indices;

    /** Writes the billboards' vertices and indices; {@code roomStart} has one more entry, ending the last room. */
    SpriteBillboards(List<SpriteQuad> quads, List<Billboard> billboards, int[] roomStart) {
        this.quads = List.copyOf(quads);
        this.billboards = List.copyOf(billboards);
        this.roomStart = roomStart;
        vertices = ByteBuffer.allocateDirect(billboards.size() * 4 * STRIDE).order(ByteOrder.LITTLE_ENDIAN);
        indices = ByteBuffer.allocateDirect(billboards.size() * 6 * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int b = 0; b < billboards.size(); b++) {
            var billboard = billboards.get(b);
            var quad = quads.get(billboard.spriteTexture());
            // Corners clockwise from the top left, as seen facing the camera.
            corner(billboard, quad.left(), quad.top(), quad.u0(), quad.v0(), quad.layer());
            corner(billboard, quad.right(), quad.top(), quad.u1(), quad.v0(), quad.layer());
            corner(billboard, quad.right(), quad.bottom(), quad.u1(), quad.v1(), quad.layer());
            corner(billboard, quad.left(), quad.bottom(), quad.u0(), quad.v1(), quad.layer());
            for (var corner : new int[] {0, 1, 2, 0, 2, 3}) {
                indices.putInt(4 * b + corner);
            }
        }
        vertices.flip();
        indices.flip();
    }

    private void corner(Billboard billboard, float right, float down, float u, float v, int layer) {
        vertices.putFloat(billboard.x()).putFloat(billboard.y()).putFloat(billboard.z());
        vertices.putFloat(right).putFloat(down).putFloat(u).putFloat(v).putFloat(layer);
    }

    /** One quad per sprite texture of the level. */
    public List<SpriteQuad> quads() {
        return quads;
    }

    /** Every billboard, room by room. */
    public List<Billboard> billboards() {
        return billboards;
    }

    /** The index of room {@code room}'s first billboard; {@code roomStart(room + 1)} ends its billboards. */
    public int roomStart(int room) {
        return roomStart[room];
    }

    /** The vertices, read-only and little-endian. */
    public ByteBuffer vertices() {
        return vertices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The u32 indices, read-only and little-endian. */
    public ByteBuffer indices() {
        return indices.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }
}
