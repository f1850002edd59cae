package org.tomblens.render.pick;

/**
 * What a pick id stands for: the kind in the top byte, the index below. Rooms and entities are indexed as
 * the level stores them; static meshes by room and their place in the room's list; sprites by room and
 * their place.
 */
public record Pickable(Kind kind, int index, int subIndex) {
    public enum Kind { NOTHING, ROOM, ENTITY, STATIC_MESH, SPRITE }

    private static final int INDEX_BITS = 12;
    private static final int INDEX_MASK = (1 << INDEX_BITS) - 1;

    /** The id written for this pickable: kind in bits 24..31, index and sub-index below. */
    public int id() {
        return switch (kind) {
            case NOTHING -> PickTarget.NOTHING;
            case ROOM, ENTITY -> kind.ordinal() << 24 | index;
            case STATIC_MESH, SPRITE -> kind.ordinal() << 24 | index << INDEX_BITS | subIndex;
        };
    }

    public static int roomId(int room) {
        return Kind.ROOM.ordinal() << 24 | room;
    }

    public static int entityId(int entity) {
        return Kind.ENTITY.ordinal() << 24 | entity;
    }

    public static int staticMeshId(int room, int instance) {
        return Kind.STATIC_MESH.ordinal() << 24 | room << INDEX_BITS | instance;
    }

    public static int spriteId(int room, int sprite) {
        return Kind.SPRITE.ordinal() << 24 | room << INDEX_BITS | sprite;
    }

    public static Pickable of(int id) {
        var kindIndex = id >>> 24;
        if (id == PickTarget.NOTHING || kindIndex >= Kind.values().length) {
            return new Pickable(Kind.NOTHING, -1, -1);
        }
        var kind = Kind.values()[kindIndex];
        var rest = id & 0xFFFFFF;
        return switch (kind) {
            case ROOM, ENTITY -> new Pickable(kind, rest, -1);
            case STATIC_MESH, SPRITE -> new Pickable(kind, rest >>> INDEX_BITS, rest & INDEX_MASK);
            case NOTHING -> new Pickable(Kind.NOTHING, -1, -1);
        };
    }
}
