package org.tomblens.app.ui.rooms;

import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.render.overlay.OverlayColours;

/** What a sector is, in the colours of the sector map and the 3D overlays. */
enum SectorKinds {
    WALL(new float[] {0.22f, 0.22f, 0.24f, 1f}),
    DEATH(OverlayColours.DEATH),
    TRIGGER(OverlayColours.TRIGGER),
    CLIMB(OverlayColours.CLIMB),
    PORTAL(new float[] {0.3f, 0.55f, 0.95f, 1f}),
    FLOOR(new float[] {0.55f, 0.55f, 0.5f, 1f});

    private final float[] rgba;

    SectorKinds(float[] rgba) {
        this.rgba = rgba;
    }

    /** The colour as Dear ImGui's packed ABGR, fully opaque. */
    int colour() {
        return OverlayColours.abgr(new float[] {rgba[0], rgba[1], rgba[2], 1f});
    }

    /** Death before trigger before climb before a portal (a floor or ceiling opening, or a portal entry). */
    static SectorKinds of(Room room, int x, int z, LevelFloorData floorData) {
        var sector = room.sector(x, z);
        if (sector.floor() == Sector.WALL_HEIGHT) {
            return WALL;
        }
        var kind = sector.hasRoomBelow() || sector.hasRoomAbove() ? PORTAL : FLOOR;
        if (sector.floorDataIndex() != 0) {
            for (var function : floorData.chain(sector.floorDataIndex()).functions()) {
                if (function instanceof FloorFunction.KillLara) {
                    return DEATH;
                }
                if (function instanceof FloorFunction.Trigger) {
                    kind = TRIGGER;
                } else if (function instanceof FloorFunction.ClimbableWalls && kind != TRIGGER) {
                    kind = CLIMB;
                } else if (function instanceof FloorFunction.Portal && kind == FLOOR) {
                    kind = PORTAL;
                }
            }
        }
        return kind;
    }
}
