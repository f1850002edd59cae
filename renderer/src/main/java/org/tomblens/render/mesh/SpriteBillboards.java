package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.geometry.PlacedSprite;
import org.tomblens.format.geometry.SpriteQuad;
import org.tomblens.format.geometry.Sprites;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;

/**
 * Every sprite of a level as a camera-facing quad: room sprites at their vertices, and entities whose
 * type is a sprite sequence rather than a model (TR1/TR2 pickups, §5.4) showing the sequence's first
 * sprite. A vertex holds the sprite's centre and its corner's offset in world units; the shader turns the
 * offset along the camera's right and down, so nothing is rewritten per frame.
 *
 * <p>Vertex: f32 centre x, y, z; f32 offset right, down; f32 u, v; f32 layer (32 bytes). Sprites are
 * grouped by room, in the level's order.
 */
public final class SpriteBillboards {
    public static final int STRIDE = 32;

    /** Where one sprite's six indices start, and what it is. */
    public record Billboard(int room, int firstIndex, int entity) {
        /** True for a sprite entity, whose index in the level's entity list is {@link #entity()}. */
        public boolean isEntity() {
            return entity >= 0;
        }
    }

    /**
     * @param roomFirst per room, the index of its first billboard; one more entry ends the last room
     */
    public record Built(ByteBuffer vertices, ByteBuffer indices, List<Billboard> billboards, int[] roomFirst) {}

    private SpriteBillboards() {}

    public static Built build(Level level, Sprites sprites) {
        var placedByRoom = new ArrayList<List<Placed>>();
        for (int r = 0; r < level.rooms().size(); r++) {
            placedByRoom.add(new ArrayList<>());
        }
        for (PlacedSprite sprite : sprites.roomSprites()) {
            if (sprite.room() < placedByRoom.size() && sprite.spriteTexture() < sprites.quads().size()) {
                placedByRoom.get(sprite.room()).add(new Placed(sprite.x(), sprite.y(), sprite.z(),
                        sprites.quads().get(sprite.spriteTexture()), -1));
            }
        }
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            var entity = entities.get(e);
            var quad = spriteOf(level, sprites, entity.type());
            if (quad != null && entity.room() < placedByRoom.size()) {
                placedByRoom.get(entity.room()).add(new Placed(entity.x(), entity.y(), entity.z(), quad, e));
            }
        }
        var total = placedByRoom.stream().mapToInt(List::size).sum();
        var vertices = new GrowingBuffer(total * 4 * STRIDE);
        var indices = new GrowingBuffer(total * 6 * 4);
        var billboards = new ArrayList<Billboard>(total);
        var roomFirst = new int[placedByRoom.size() + 1];
        for (int r = 0; r < placedByRoom.size(); r++) {
            roomFirst[r] = billboards.size();
            for (var placed : placedByRoom.get(r)) {
                billboards.add(new Billboard(r, indices.position() / 4, placed.entity()));
                var base = vertices.position() / STRIDE;
                write(vertices.reserve(4 * STRIDE), placed);
                var index = indices.reserve(24);
                for (var corner : new int[] {0, 1, 2, 0, 2, 3}) {
                    index.putInt(base + corner);
                }
            }
        }
        roomFirst[placedByRoom.size()] = billboards.size();
        return new Built(vertices.finish(), indices.finish(), billboards, roomFirst);
    }

    private record Placed(float x, float y, float z, SpriteQuad quad, int entity) {}

    /** The first sprite of the sequence with this id, for a type that has no model; else null. */
    private static SpriteQuad spriteOf(Level level, Sprites sprites, int type) {
        for (Model model : level.animation().models()) {
            if (model.id() == type) {
                return null;
            }
        }
        for (var sequence : sprites.sequences()) {
            if (sequence.spriteId() == type && sequence.length() > 0 && sequence.offset() < sprites.quads().size()) {
                return sprites.quads().get(sequence.offset());
            }
        }
        return null;
    }

    private static void write(ByteBuffer buffer, Placed placed) {
        var quad = placed.quad();
        // Corners clockwise from the top left, as seen facing the camera.
        corner(buffer, placed, quad.left(), quad.top(), quad.u0(), quad.v0(), quad.layer());
        corner(buffer, placed, quad.right(), quad.top(), quad.u1(), quad.v0(), quad.layer());
        corner(buffer, placed, quad.right(), quad.bottom(), quad.u1(), quad.v1(), quad.layer());
        corner(buffer, placed, quad.left(), quad.bottom(), quad.u0(), quad.v1(), quad.layer());
    }

    private static void corner(ByteBuffer buffer, Placed placed, float right, float down, float u, float v, int layer) {
        buffer.putFloat(placed.x()).putFloat(placed.y()).putFloat(placed.z());
        buffer.putFloat(right).putFloat(down).putFloat(u).putFloat(v).putFloat(layer);
    }
}
