package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.FloorDataBuilder.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Sector;
import org.tomblens.maker.demo.FloorDataBuilder.Act;
import org.tomblens.maker.demo.FloorDataBuilder.Trigger;

/**
 * Fills one room of a town whose doorways and shafts are already open: pillars, one-click ramps, a lamp
 * and torches, statics and plants, and the entities that stand in it with the triggers that wake them.
 * Everything stands off the ring of sectors next to the walls that doorways arrive at, or on free
 * sectors of it, so no room is cut in two.
 */
final class RoomFurnishing {
    private static final int SECTOR = RoomBuilder.SECTOR;
    private static final int CLICK = RoomBuilder.CLICK;
    private static final int QUARTER_TURN = 16384;
    /** The demo's pillar static is 12 clicks tall. */
    private static final int PILLAR_HEIGHT = 12;
    private static final int[] STATICS = {DemoModels.CRATE, DemoModels.URN, DemoModels.PILLAR};

    private final RoomBuilder room;
    private final int index;
    private final Random random;
    private final LevelKit kit;
    private final List<Entity> entities;
    /** Local sectors with a flat floor, no function and nothing on them yet, in a random order. */
    private final List<int[]> free = new ArrayList<>();

    /** Furnishes {@code room}, room {@code index}, adding its entities to {@code entities}. */
    RoomFurnishing(RoomBuilder room, int index, Random random, LevelKit kit, List<Entity> entities) {
        this.room = room;
        this.index = index;
        this.random = random;
        this.kit = kit;
        this.entities = entities;
    }

    void furnish(boolean laraStartsHere) {
        pillarsAndRamp();
        lamp();
        torches();
        findFreeSectors();
        if (laraStartsHere) {
            place(DemoModels.LARA, 0);
        }
        var goon = random.nextDouble() < 0.6 ? place(DemoModels.MASKED_GOON, randomAngle()) : -1;
        if (goon >= 0 && random.nextDouble() < 0.5) {
            wakeGoonFrom(goon);
        }
        if (goon >= 0 && random.nextDouble() < 0.25) {
            wallSwitch(goon);
        }
        if (random.nextDouble() < 0.3) {
            place(DemoModels.SMALL_MEDIPACK, 0);
        }
        if (random.nextDouble() < 0.1) {
            place(DemoModels.KEY_1, 0);
        }
        statics();
        if (random.nextDouble() < 0.5) {
            plant();
        }
    }

    /**
     * In rooms of five sectors or more each way, pillars on every other sector away from the walls, never
     * side by side; in rooms of four or more, a ramp one click high.
     */
    private void pillarsAndRamp() {
        var insideX = room.numX - 2;
        var insideZ = room.numZ - 2;
        if (insideX >= 5 && insideZ >= 5) {
            for (int x = 2; x <= room.numX - 3; x += 2) {
                for (int z = 2; z <= room.numZ - 3; z += 2) {
                    var plan = room.sector(x, z);
                    if (plain(plan) && random.nextDouble() < 0.3) {
                        plan.wall = true;
                    }
                }
            }
        }
        if (insideX >= 4 && insideZ >= 4 && random.nextDouble() < 0.5) {
            var plan = room.sector(2 + random.nextInt(insideX - 2), 2 + random.nextInt(insideZ - 2));
            if (plain(plan)) {
                // §4.4.2: the floor value is the ramp's highest point; the slope lowers one side to the floor around.
                plan.floor -= 1;
                var slope = random.nextBoolean() ? 1 : -1;
                if (random.nextBoolean()) {
                    plan.slopeX = slope;
                } else {
                    plan.slopeZ = slope;
                }
            }
        }
    }

    private static boolean plain(SectorPlan plan) {
        return plan.open() && plan.roomBelow == Sector.NO_ROOM && plan.roomAbove == Sector.NO_ROOM
                && plan.slopeX == 0 && plan.slopeZ == 0 && plan.functions.isEmpty();
    }

    /** The ring of sectors next to the walls keeps the room's own heights: its corner sector tells them. */
    private SectorPlan heights() {
        return room.sector(1, 1);
    }

    /** A lamp under the middle of the ceiling reaching most of the room. */
    private void lamp() {
        var ceilingY = heights().ceilingY();
        var reach = Math.max(room.numX, room.numZ) * SECTOR * 3 / 4;
        room.light(room.worldX() + room.numX * SECTOR / 2, ceilingY + 384, room.worldZ() + room.numZ * SECTOR / 2,
                0x0E00 + random.nextInt(0x0600), reach);
    }

    /** Up to two torches (a light and a flame) on the west or east wall, where it is not a doorway. */
    private void torches() {
        var count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            var east = random.nextBoolean();
            var z = 1 + random.nextInt(room.numZ - 2);
            if (!room.sector(east ? room.numX - 1 : 0, z).wall) {
                continue;
            }
            var x = room.worldX() + (east ? (room.numX - 1) * SECTOR - 96 : SECTOR + 96);
            var y = Math.max(heights().floorY(0, 0) - 1900, heights().ceilingY() + 256);
            var worldZ = room.worldZ() + z * SECTOR + SECTOR / 2;
            room.light(x, y, worldZ, 0x1400, 4096);
            room.sprite(x, y, worldZ, kit.flameSprite);
        }
    }

    private void findFreeSectors() {
        for (int x = 1; x <= room.numX - 2; x++) {
            for (int z = 1; z <= room.numZ - 2; z++) {
                if (plain(room.sector(x, z))) {
                    free.add(new int[] {x, z});
                }
            }
        }
        Collections.shuffle(free, random);
    }

    private int randomAngle() {
        return random.nextInt(4) * QUARTER_TURN - 2 * QUARTER_TURN;
    }

    /** An entity in the middle of a free sector; its index, or -1 when the room is full. */
    private int place(int type, int angle) {
        if (free.isEmpty()) {
            return -1;
        }
        var sector = free.remove(free.size() - 1);
        return add(type, sector, angle);
    }

    private int add(int type, int[] sector, int angle) {
        var plan = room.sector(sector[0], sector[1]);
        entities.add(LevelKit.entity(type, index, centreX(sector), plan.floor * CLICK, centreZ(sector), angle));
        return entities.size() - 1;
    }

    private int centreX(int[] sector) {
        return room.worldX() + sector[0] * SECTOR + SECTOR / 2;
    }

    private int centreZ(int[] sector) {
        return room.worldZ() + sector[1] * SECTOR + SECTOR / 2;
    }

    /** §4.5.1: a plain trigger on a free sector that activates the goon when Lara steps on it. */
    private void wakeGoonFrom(int goon) {
        if (!free.isEmpty()) {
            var sector = free.remove(free.size() - 1);
            room.sector(sector[0], sector[1]).functions.add(new Trigger(TRIGGER, 0, false, FULL_MASK,
                    List.of(new Act(OBJECT, goon))));
        }
    }

    /**
     * §4.5.3: a switch on the east wall, worked from the sector in front of it, whose trigger names the
     * switch first and then wakes the goon. The demo's switch model sits half a sector ahead of its entity.
     */
    private void wallSwitch(int goon) {
        for (var sector : free) {
            if (sector[0] == room.numX - 2 && room.sector(room.numX - 1, sector[1]).wall) {
                free.remove(sector);
                var entity = add(DemoModels.WALL_SWITCH, sector, QUARTER_TURN);
                room.sector(sector[0], sector[1]).functions.add(new Trigger(SWITCH, 0, false, FULL_MASK,
                        List.of(new Act(OBJECT, entity), new Act(OBJECT, goon))));
                return;
            }
        }
    }

    /** Up to two statics; the pillar only where the ceiling is high enough for it. */
    private void statics() {
        var count = random.nextInt(3);
        var tall = heights().floor - heights().ceiling >= PILLAR_HEIGHT;
        for (int i = 0; i < count && !free.isEmpty(); i++) {
            var id = STATICS[random.nextInt(tall ? STATICS.length : STATICS.length - 1)];
            var sector = free.remove(free.size() - 1);
            var floorY = room.sector(sector[0], sector[1]).floor * CLICK;
            room.staticMesh(centreX(sector), floorY, centreZ(sector), random.nextInt(4) * QUARTER_TURN & 0xFFFF,
                    0x0A00 + random.nextInt(0x0400), id);
        }
    }

    private void plant() {
        if (!free.isEmpty()) {
            var sector = free.remove(free.size() - 1);
            room.sprite(centreX(sector), room.sector(sector[0], sector[1]).floor * CLICK, centreZ(sector),
                    kit.plantSprite);
        }
    }
}
