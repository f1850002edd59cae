package org.tomblens.format.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.model.Level;

/**
 * Walks a viewpoint across every portal of a level (§3.2.2: a portal's normal points into the room that owns
 * it), from 300 units inside the owner to 300 units inside the room beyond, in 20-unit steps, each located
 * from the last ({@link RoomFinder#locate}); portals whose two ends are not both open space, or where the
 * owner's sector just beyond the portal's plane does not lead into the room beyond (§4.4.1 a doorway's portal
 * function, §3.2.3 RoomBelow and RoomAbove: real levels' big floor portals cover solid sectors too), are passed over.
 * An alternate room is walked with its flip map on, as it is only then shown.
 */
public final class PortalCrossings {
    private static final float REACH = 300;
    private static final float STEP = 20;

    private PortalCrossings() {}

    /** How many portals were crossed, and the crossings that did not end in the room beyond, in words. */
    public record Crossings(int crossed, List<String> wrong) {}

    /** Crosses every portal that can be crossed. */
    public static Crossings cross(Level level) {
        var floorData = LevelFloorData.of(level);
        var finder = RoomFinder.of(floorData);
        var bases = FlipState.bases(level.rooms());
        var wrong = new ArrayList<String>();
        var crossed = 0;
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var base = bases[r];
            var owner = r;
            IntUnaryOperator flips = base < 0 ? place -> place : place -> place == base ? owner : place;
            for (int p = 0; p < room.portals().size(); p++) {
                var portal = room.portals().get(p);
                if (portal.adjoiningRoom() >= level.rooms().size()) {
                    continue;
                }
                var beyond = flips.applyAsInt(portal.adjoiningRoom());
                var n = portal.normal();
                var length = (float) Math.sqrt((double) n.x() * n.x() + (double) n.y() * n.y() + (double) n.z() * n.z());
                if (length == 0) {
                    continue;
                }
                float cx = 0, cy = 0, cz = 0;
                for (var corner : portal.vertices()) {
                    cx += (room.x() + corner.x()) / 4f;
                    cy += corner.y() / 4f;
                    cz += (room.z() + corner.z()) / 4f;
                }
                float nx = n.x() / length, ny = n.y() / length, nz = n.z() / length;
                if (!finder.holds(r, cx + nx * REACH, cy + ny * REACH, cz + nz * REACH, 0)
                        || !finder.holds(beyond, cx - nx * REACH, cy - ny * REACH, cz - nz * REACH, 0)
                        || !leadsBeyond(floorData, r, portal.adjoiningRoom(), cx - nx * STEP, cz - nz * STEP, ny)) {
                    continue;
                }
                crossed++;
                var at = r;
                for (var d = REACH; d >= -REACH; d -= STEP) {
                    at = finder.locate(at, flips, cx + nx * d, cy + ny * d, cz + nz * d);
                }
                if (at != beyond) {
                    wrong.add(level.fileName() + " room " + r + " portal " + p + " into " + beyond + " ended in " + at);
                }
            }
        }
        return new Crossings(crossed, wrong);
    }

    /**
     * Whether the sector of room {@code owner} at (x, z) leads into room {@code beyond}: through a doorway for a
     * wall portal, through its floor or ceiling for one whose normal points up ({@code ny} &lt; 0) or down.
     */
    private static boolean leadsBeyond(LevelFloorData floorData, int owner, int beyond, float x, float z, float ny) {
        var room = floorData.level().rooms().get(owner);
        var sector = room.sector((int) Math.floor((x - room.x()) / 1024), (int) Math.floor((z - room.z()) / 1024));
        if (sector == null) {
            return false;
        }
        if (ny < -0.5f) {
            return sector.roomBelow() == beyond;
        }
        if (ny > 0.5f) {
            return sector.roomAbove() == beyond;
        }
        return floorData.chain(sector.floorDataIndex()).functions().stream()
                .anyMatch(function -> function instanceof FloorFunction.Portal portal && portal.room() == beyond);
    }
}
