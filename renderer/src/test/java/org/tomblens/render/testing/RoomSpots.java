package org.tomblens.render.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Sector;

/** Eye points in a room's open space, for tests that look at a level from inside each of its rooms. */
public final class RoomSpots {
    private RoomSpots() {}

    /**
     * Up to {@code most} eye points in room {@code r}'s open space, picked by {@code random}: centres of sectors that
     * are neither solid nor doorways, at eye height or half way up a low room.
     */
    public static List<float[]> of(Level level, RoomFinder finder, int r, Random random, int most) {
        var room = level.rooms().get(r);
        var candidates = new ArrayList<float[]>();
        for (int x = 0; x < room.numXSectors(); x++) {
            for (int z = 0; z < room.numZSectors(); z++) {
                var sector = room.sector(x, z);
                if (sector.floor() == Sector.WALL_HEIGHT || sector.floorY() - sector.ceilingY() < 256) {
                    continue;
                }
                var px = room.x() + x * 1024 + 512f;
                var pz = room.z() + z * 1024 + 512f;
                var py = Math.max(sector.floorY() - 700f, (sector.floorY() + sector.ceilingY()) / 2f);
                if (finder.holds(r, px, py, pz, 0)) {
                    candidates.add(new float[] {px, py, pz});
                }
            }
        }
        var chosen = new ArrayList<float[]>();
        while (!candidates.isEmpty() && chosen.size() < most) {
            chosen.add(candidates.remove(random.nextInt(candidates.size())));
        }
        return chosen;
    }
}
