package org.tomblens.format.geometry;

import org.tomblens.format.model.Level;

/**
 * The box the level's rooms fill, in world units (Y down): from the west and north edges of their grids to the east
 * and south ones, and from the highest room's top to the lowest room's bottom. A level without rooms has an empty
 * extent at the origin.
 */
public record LevelExtent(float minX, float maxX, float top, float bottom, float minZ, float maxZ) {

    public static LevelExtent of(Level level) {
        if (level.rooms().isEmpty()) {
            return new LevelExtent(0, 0, 0, 0, 0, 0);
        }
        float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        float top = Float.MAX_VALUE, bottom = -Float.MAX_VALUE;
        for (var room : level.rooms()) {
            minX = Math.min(minX, room.x());
            maxX = Math.max(maxX, room.x() + room.numXSectors() * 1024f);
            minZ = Math.min(minZ, room.z());
            maxZ = Math.max(maxZ, room.z() + room.numZSectors() * 1024f);
            top = Math.min(top, room.yTop());
            bottom = Math.max(bottom, room.yBottom());
        }
        return new LevelExtent(minX, maxX, top, bottom, minZ, maxZ);
    }

    public float centreX() {
        return (minX + maxX) / 2;
    }

    public float centreZ() {
        return (minZ + maxZ) / 2;
    }

    /** Whether the point lies in the extent grown by {@code margin} on every side. */
    public boolean holds(double x, double y, double z, float margin) {
        return x >= minX - margin && x <= maxX + margin && y >= top - margin && y <= bottom + margin
                && z >= minZ - margin && z <= maxZ + margin;
    }
}
