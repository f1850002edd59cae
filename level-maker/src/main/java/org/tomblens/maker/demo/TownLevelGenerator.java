package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.write.LevelWriter;

/**
 * Builds a synthetic TR2 level of retail size from the demo's builders, to measure the viewer on a level
 * as large as the games' own: a town of rooms of many sizes over three storeys, joined by doorways into a
 * maze with loops and by shafts from one storey to the next, textured and lit, with pillars, ramps, statics,
 * torches and plants, and the demo's goons, pickups and wall switches standing about. The same room count
 * always gives the same bytes.
 *
 * <p>The specs give no counts for retail levels, so the target is set here: 100–200 rooms, 30–60 thousand
 * room triangles and over 100 entities. The default 150 rooms give about 36 thousand room triangles
 * and about 150 statics and 150 entities.
 */
public final class TownLevelGenerator {
    public static final int DEFAULT_ROOMS = 150;
    /** §3.2.3: a sector names the room below or above it in one byte, 255 meaning none. */
    public static final int MAX_ROOMS = 255;

    private static final long SEED = 1997;
    /** Storeys stand this many clicks apart; rooms are 8 to 12 clicks high and their floors up to 2 lower. */
    private static final int STOREY = 16;
    private static final Tile[] FLOORS = {Tile.FLAGSTONE, Tile.PLANKS, Tile.METAL};
    private static final Tile[] WALLS = {Tile.SANDSTONE, Tile.BRICK, Tile.MOSSY};

    private final Random random = new Random(SEED);
    private final LevelKit kit = new LevelKit();
    private final TownLayout layout;
    private final List<RoomBuilder> rooms = new ArrayList<>();
    private final List<Entity> entities = new ArrayList<>();

    private TownLevelGenerator(int roomCount) {
        if (roomCount < 1 || roomCount > MAX_ROOMS) {
            throw new IllegalArgumentException("a town has 1 to " + MAX_ROOMS + " rooms, not " + roomCount);
        }
        layout = new TownLayout(roomCount, random);
    }

    /** The name a town of {@code roomCount} rooms is written under. */
    public static String fileName(int roomCount) {
        return "town-" + roomCount + ".tr2";
    }

    /** The town's model. */
    public static Level generate(int roomCount) {
        return new TownLevelGenerator(roomCount).level(fileName(roomCount));
    }

    /** The town as the bytes of a TR2 file. */
    public static byte[] generateBytes(int roomCount) {
        return LevelWriter.write(generate(roomCount));
    }

    private Level level(String name) {
        for (int room = 0; room < layout.cells.size(); room++) {
            rooms.add(room(layout.cells.get(room).storey(), room));
        }
        layout.doorways.forEach(this::doorway);
        layout.shafts.forEach(this::shaft);
        for (int room = 0; room < rooms.size(); room++) {
            new RoomFurnishing(rooms.get(room), room, random, kit, entities).furnish(room == 0);
        }
        return kit.level(name, rooms, entities, List.of(), List.of());
    }

    private RoomBuilder room(int storey, int room) {
        var floor = -storey * STOREY + random.nextInt(3);
        var ceiling = floor - 8 - random.nextInt(5);
        var builder = new RoomBuilder(layout.originX(room), layout.originZ(room), layout.numX(room),
                layout.numZ(room), floor, ceiling, FLOORS[random.nextInt(FLOORS.length)],
                WALLS[random.nextInt(WALLS.length)], Tile.CEILING);
        builder.ambient(0x1000 + random.nextInt(0x0A00));
        return builder;
    }

    /** Each room's border sectors along the doorway open into the other, whose first row of sectors lies there. */
    private void doorway(TownLayout.Doorway doorway) {
        var near = rooms.get(doorway.room());
        var far = rooms.get(doorway.other());
        for (int along = doorway.start(); along < doorway.start() + doorway.width(); along++) {
            if (doorway.eastward()) {
                near.doorwayInto(doorway.other(), far, near.originX + near.numX - 1, along);
                far.doorwayInto(doorway.room(), near, far.originX, along);
            } else {
                near.doorwayInto(doorway.other(), far, along, near.originZ + near.numZ - 1);
                far.doorwayInto(doorway.room(), near, along, far.originZ);
            }
        }
    }

    /**
     * §3.2.3: the lower room's ceiling rises to the upper room's floor over the shaft, and the sectors
     * there name each other as the room above and the room below.
     */
    private void shaft(TownLayout.Shaft shaft) {
        var lower = rooms.get(shaft.lower());
        var upper = rooms.get(shaft.upper());
        for (int x = shaft.x(); x < shaft.x() + shaft.size(); x++) {
            for (int z = shaft.z(); z < shaft.z() + shaft.size(); z++) {
                var below = lower.sectorAt(x, z);
                var above = upper.sectorAt(x, z);
                below.ceiling = above.floor;
                below.roomAbove = shaft.upper();
                above.roomBelow = shaft.lower();
            }
        }
    }
}
