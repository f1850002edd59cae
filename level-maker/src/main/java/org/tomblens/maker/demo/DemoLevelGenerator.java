package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.FloorDataBuilder.*;
import static org.tomblens.maker.demo.LevelKit.entity;

import java.util.List;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.SoundSource;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.FloorDataBuilder.Act;
import org.tomblens.maker.demo.FloorDataBuilder.CameraAction;
import org.tomblens.maker.demo.FloorDataBuilder.ClimbableWalls;
import org.tomblens.maker.demo.FloorDataBuilder.KillLara;
import org.tomblens.maker.demo.FloorDataBuilder.Trigger;
import org.tomblens.maker.demo.RoomMeshDraft.Corner;
import org.tomblens.maker.write.LevelWriter;

/**
 * Builds TombLens's demo level, a small TR2 level made entirely by code, so that every fact in it is
 * known by construction. World sectors are 1024 units; X runs east, Z north, Y down; heights in clicks
 * of 256.
 *
 * <pre>
 *  Z (world sectors)
 *  18 ┌───────────┐
 *     │  SHRINE   │  rooms 3 and 4 (its flip-map alternate, the ruined shrine with a lava pit)
 *  12 └──┬─────┬──┘
 *        │CORR.│      room 2: a corridor that climbs two slopes to the shrine
 *   7 ┌──┴─────┴──┐
 *     │   HALL    │   room 0, with an opening down into room 1, the pool (water)
 *   0 └───────────┘
 *     0           7 X
 * </pre>
 *
 * <ul>
 *   <li>Room 0, hall: world sectors x 0..6, z 0..7; floor 0, ceiling -12 clicks. Lara starts at
 *       (2560, 0, 1536) facing north. Sectors (3..4, 3..4) open into the pool (RoomBelow 1, floor +1
 *       click), with a horizontal portal and cut-out grate railings on their north and south edges. The
 *       west wall beside sectors (1, 2..4) shows a ladder and is climbable; sector (1, 5) is a plinth that
 *       rises one click from west to east (floor slant X +1). Sector (2, 6) is the key
 *       trigger of the keyhole on the north wall; it opens the double door into the corridor (doorway
 *       sectors (3..4, 7)). Pillars, an urn, plants and two torch flames stand about.</li>
 *   <li>Room 1, pool: world x 2..5, z 2..5 under the hall's opening; a water room (flag 0x1) from
 *       +1 down to +13 clicks, its ceiling sectors RoomAbove 0. A small medipack lies on its floor.</li>
 *   <li>Room 2, corridor: world x 2..5, z 6..13. Its local sector (1, 2) is a pad that opens the door;
 *       local rows 3 and 4 slope up two clicks each (floor slant Z +2); local sector (2, 5) is a trigger
 *       that activates the goon, cuts to camera 0 and looks at the goon.</li>
 *   <li>Room 3, shrine: world x 1..7, z 12..18, floor -4, ceiling -16 clicks; its alternate is room 4.
 *       The masked goon waits at local (2, 4); the wall switch on the east wall is worked from local
 *       (5, 3), whose switch trigger toggles flip map 0.</li>
 *   <li>Room 4, ruined shrine: the same place in moss and iron, with a lava pit at local (3, 2..3) two
 *       clicks deep whose sectors kill Lara, and its own copy of the switch trigger.</li>
 * </ul>
 */
public final class DemoLevelGenerator {
    /** The name the demo is written and read under. */
    public static final String FILE_NAME = "tomblens-demo.tr2";

    static final int HALL = 0;
    static final int POOL = 1;
    static final int CORRIDOR = 2;
    static final int SHRINE = 3;
    static final int RUINED_SHRINE = 4;

    /** Entity indices (§5.5) that trigger actions name; {@link #entities()} lists them in this order. */
    static final int ENTITY_DOOR = 1;
    static final int ENTITY_KEYHOLE = 2;
    static final int ENTITY_GOON = 4;
    static final int ENTITY_SWITCH = 5;

    private static final int SECTOR = RoomBuilder.SECTOR;
    private static final int CLICK = RoomBuilder.CLICK;

    private final LevelKit kit = new LevelKit();

    private DemoLevelGenerator() {}

    /** The demo level's model. */
    public static Level generate() {
        return new DemoLevelGenerator().level();
    }

    /** The demo level as the bytes of a TR2 file. */
    public static byte[] generateBytes() {
        return LevelWriter.write(generate());
    }

    private Level level() {
        var plans = List.of(hall(), pool(), corridor(), shrine(), ruinedShrine());
        var cameras = List.of(new FixedCamera(4600, -2600, 12800, CORRIDOR, 0));
        var soundSources = List.of(new SoundSource(4096, 0, 4096, LevelKit.SOUND_WATER, 0xC0));
        return kit.level(FILE_NAME, plans, entities(), cameras, soundSources);
    }

    /** In order: Lara, the door, the keyhole, the key, the goon, the switch, the medipack. */
    private static List<Entity> entities() {
        return List.of(
                entity(DemoModels.LARA, HALL, 2560, 0, 1536, 0),
                entity(DemoModels.DOOR_1, CORRIDOR, 4096, 0, 7680, 0),
                entity(DemoModels.KEYHOLE_1, HALL, 2560, 0, 6656, 0),
                entity(DemoModels.KEY_1, HALL, 4608, 0, 5632, 0),
                entity(DemoModels.MASKED_GOON, SHRINE, 3584, -1024, 16896, -32768),
                entity(DemoModels.WALL_SWITCH, SHRINE, 6656, -1024, 15872, 16384),
                entity(DemoModels.SMALL_MEDIPACK, POOL, 3584, 13 * CLICK, 3584, 0));
    }

    // --- the rooms ---

    private RoomBuilder hall() {
        var hall = new RoomBuilder(0, 0, 7, 8, 0, -12, Tile.FLAGSTONE, Tile.SANDSTONE, Tile.CEILING);
        hall.ambient(0x1500);
        hall.doorway(3, 7, CORRIDOR, 0, -8);
        hall.doorway(4, 7, CORRIDOR, 0, -8);
        for (int x = 3; x <= 4; x++) {
            for (int z = 3; z <= 4; z++) {
                var opening = hall.sector(x, z);
                opening.roomBelow = POOL;
                opening.floor = 1;
            }
        }
        // A plinth rising from the floor at its west edge to one click at its east edge: its steps down
        // to the north and south are triangles.
        var plinth = hall.sector(1, 5);
        plinth.floor = -1;
        plinth.slopeX = 1;
        for (int z = 2; z <= 4; z++) {
            hall.sector(0, z).wallTile = Tile.LADDER;
            hall.sector(1, z).functions.add(new ClimbableWalls(CLIMB_NEGATIVE_X));
        }
        hall.sector(2, 6).functions.add(new Trigger(KEY, 0, true, FULL_MASK,
                List.of(new Act(OBJECT, ENTITY_KEYHOLE), new Act(OBJECT, ENTITY_DOOR))));
        // Grate railings along the opening's north and south edges, seen from both sides.
        for (var z : new int[] {3 * SECTOR, 5 * SECTOR}) {
            for (var x : new int[] {3 * SECTOR, 4 * SECTOR}) {
                hall.decoration(Tile.GRATE, true, new Corner(x, -512, z, 0, 0.5), new Corner(x + SECTOR, -512, z, 1, 0.5),
                        new Corner(x + SECTOR, 0, z, 1, 1), new Corner(x, 0, z, 0, 1));
            }
        }
        hall.light(6000, -1900, 2560, 0x1400, 4096);
        hall.light(6000, -1900, 5632, 0x1400, 4096);
        hall.light(1400, -2200, 3584, 0x0A00, 3072);
        hall.sprite(5990, -1900, 2560, kit.flameSprite);
        hall.sprite(5990, -1900, 5632, kit.flameSprite);
        hall.sprite(1250, 0, 6950, kit.plantSprite);
        hall.sprite(5900, 0, 4100, kit.plantSprite);
        hall.staticMesh(1536, 0, 1536, 0, 0x0C00, DemoModels.PILLAR);
        hall.staticMesh(5632, 0, 1536, 0, 0x0C00, DemoModels.PILLAR);
        hall.staticMesh(5632, 0, 6656, 0x4000, 0x0A00, DemoModels.URN);
        return hall;
    }

    private RoomBuilder pool() {
        var pool = new RoomBuilder(2, 2, 4, 4, 13, 1, Tile.WATER_0, Tile.MOSSY, Tile.CEILING);
        pool.flags(Room.FLAG_WATER);
        pool.ambient(0x1400);
        for (int x = 1; x <= 2; x++) {
            for (int z = 1; z <= 2; z++) {
                pool.sector(x, z).roomAbove = HALL;
            }
        }
        pool.light(3400, 2600, 3400, 0x1200, 2800);
        pool.staticMesh(4608, 13 * CLICK, 4608, 0, 0x0800, DemoModels.URN);
        return pool;
    }

    private RoomBuilder corridor() {
        var corridor = new RoomBuilder(2, 6, 4, 8, 0, -12, Tile.PLANKS, Tile.BRICK, Tile.CEILING);
        corridor.ambient(0x1700);
        for (int x = 1; x <= 2; x++) {
            corridor.doorway(x, 0, HALL, 0, -12);
            corridor.doorway(x, 7, SHRINE, -4, -16);
            corridor.sector(x, 1).ceiling = -8;
            var lower = corridor.sector(x, 3);
            lower.floor = -2;
            lower.slopeZ = 2;
            var upper = corridor.sector(x, 4);
            upper.floor = -4;
            upper.slopeZ = 2;
            corridor.sector(x, 5).floor = -4;
            corridor.sector(x, 6).floor = -4;
        }
        corridor.sector(1, 2).functions.add(new Trigger(PAD, 0, false, FULL_MASK, List.of(new Act(OBJECT, ENTITY_DOOR))));
        corridor.sector(2, 5).functions.add(new Trigger(TRIGGER, 0, false, FULL_MASK, List.of(new Act(OBJECT, ENTITY_GOON),
                new CameraAction(0, 4, true, 0), new Act(LOOK_AT, ENTITY_GOON))));
        corridor.light(4096, -2200, 10240, 0x0E00, 4096);
        return corridor;
    }

    /** The shrine and its alternate share their outline, doorway and switch trigger. */
    private static RoomBuilder shrineOutline(Tile floor, Tile wall) {
        var shrine = new RoomBuilder(1, 12, 7, 7, -4, -16, floor, wall, Tile.CEILING);
        shrine.doorway(2, 0, CORRIDOR, -4, -12);
        shrine.doorway(3, 0, CORRIDOR, -4, -12);
        shrine.sector(5, 3).functions.add(new Trigger(SWITCH, 0, false, FULL_MASK,
                List.of(new Act(OBJECT, ENTITY_SWITCH), new Act(FLIP_MAP, 0))));
        return shrine;
    }

    private RoomBuilder shrine() {
        var shrine = shrineOutline(Tile.PLANKS, Tile.BRICK);
        shrine.alternateRoom(RUINED_SHRINE);
        shrine.ambient(0x1300);
        shrine.light(3600, -2400, 16400, 0x1400, 4500);
        shrine.staticMesh(2560, -4 * CLICK, 17920, 0, 0x0C00, DemoModels.CRATE);
        shrine.staticMesh(6656, -4 * CLICK, 17920, 0x4000, 0x0C00, DemoModels.CRATE);
        shrine.sprite(6900, -4 * CLICK, 13400, kit.plantSprite);
        return shrine;
    }

    private RoomBuilder ruinedShrine() {
        var ruin = shrineOutline(Tile.METAL, Tile.MOSSY);
        ruin.ambient(0x1A00);
        for (int z = 2; z <= 3; z++) {
            var pit = ruin.sector(3, z);
            pit.floor = -2;
            pit.floorTile = Tile.LAVA;
            pit.functions.add(new KillLara());
        }
        ruin.light(4608, -800, 15360, 0x1800, 3500);
        ruin.sprite(4400, -2 * CLICK, 14800, kit.flameSprite);
        ruin.sprite(4800, -2 * CLICK, 15900, kit.flameSprite);
        ruin.staticMesh(2560, -4 * CLICK, 17920, 0, 0x0C00, DemoModels.URN);
        ruin.staticMesh(6656, -4 * CLICK, 17920, 0x4000, 0x0C00, DemoModels.CRATE);
        return ruin;
    }
}
