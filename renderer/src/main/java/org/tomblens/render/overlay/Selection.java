package org.tomblens.render.overlay;

/** What the user has selected: a sector (room and grid position), an entity, or nothing. */
public record Selection(int room, int sectorX, int sectorZ, int entity) {
    public static final Selection NONE = new Selection(-1, -1, -1, -1);

    public static Selection sector(int room, int x, int z) {
        return new Selection(room, x, z, -1);
    }

    public static Selection entity(int entity) {
        return new Selection(-1, -1, -1, entity);
    }

    public boolean hasSector() {
        return room >= 0 && sectorX >= 0 && sectorZ >= 0;
    }

    public boolean hasEntity() {
        return entity >= 0;
    }

    // Written out: a record's own equals and hashCode build their method handles at their first call, which for
    // this one came in the level's first frame, on the window's thread (docs/performance.md, "The level first").
    @Override
    public boolean equals(Object other) {
        return other instanceof Selection that && room == that.room && sectorX == that.sectorX
                && sectorZ == that.sectorZ && entity == that.entity;
    }

    @Override
    public int hashCode() {
        return ((room * 31 + sectorX) * 31 + sectorZ) * 31 + entity;
    }
}
