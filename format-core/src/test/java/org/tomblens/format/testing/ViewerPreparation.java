package org.tomblens.format.testing;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;

/** A level prepared as the viewer prepares it: geometry, animations, FloorData, triggers and the rooms' finder. */
public final class ViewerPreparation {
    private ViewerPreparation() {}

    /** Prepares {@code level}; nothing the reader accepted may make it fail. */
    public static void prepare(Level level) {
        LevelGeometry.build(level);
        LevelAnimation.build(level);
        var floorData = LevelFloorData.of(level);
        TriggerIndex.of(floorData);
        RoomFinder.of(floorData);
    }
}
