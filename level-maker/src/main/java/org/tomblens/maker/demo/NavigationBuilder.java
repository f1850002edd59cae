package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.IntPredicate;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Sector;

/**
 * The AI's map (§7.3) for the demo: every open sector of a room belongs to a box, a rectangle of
 * sectors with one floor; boxes that touch and whose floors differ by a step or less (or that meet in
 * water) overlap; zones number the groups of boxes joined by overlaps.
 */
final class NavigationBuilder {
    /** A step of two clicks or less joins two boxes. */
    private static final int MAX_STEP = 512;
    /** Bit 15 ends a box's overlap list (§7.3.1). */
    private static final int END = 0x8000;

    private record Placed(Box box, int room) {}

    private final List<Placed> boxes = new ArrayList<>();
    private final Map<Integer, Integer> alternates = new HashMap<>();
    private final Set<Integer> waterRooms = new HashSet<>();

    /**
     * Cuts the open sectors of {@code room} into boxes and marks each sector with its box. Sectors of
     * the same floor and slope are joined greedily: down a column first, then across while whole columns
     * match. Doorways and openings into a room below belong to no box (the room beyond holds them).
     */
    void addRoom(int roomIndex, RoomBuilder room) {
        if (room.alternate() >= 0) {
            alternates.put(roomIndex, room.alternate());
        }
        if (room.water()) {
            waterRooms.add(roomIndex);
        }
        for (int x = 0; x < room.numX; x++) {
            for (int z = 0; z < room.numZ; z++) {
                var plan = room.sector(x, z);
                if (!boxable(plan) || plan.box != RoomBuilder.NO_BOX) {
                    continue;
                }
                var depth = 1;
                while (z + depth < room.numZ && joins(plan, room.sector(x, z + depth))) {
                    depth++;
                }
                var width = 1;
                while (x + width < room.numX && columnJoins(room, plan, x + width, z, depth)) {
                    width++;
                }
                var index = boxes.size();
                for (int i = 0; i < width; i++) {
                    for (int j = 0; j < depth; j++) {
                        room.sector(x + i, z + j).box = index;
                    }
                }
                var zMin = room.originZ + z;
                var xMin = room.originX + x;
                boxes.add(new Placed(new Box(zMin, zMin + depth, xMin, xMin + width, plan.floor * RoomBuilder.CLICK, 0),
                        roomIndex));
            }
        }
    }

    private static boolean boxable(SectorPlan plan) {
        return plan.open() && plan.roomBelow == Sector.NO_ROOM;
    }

    private static boolean joins(SectorPlan first, SectorPlan other) {
        return boxable(other) && other.box == RoomBuilder.NO_BOX && other.floor == first.floor
                && other.slopeX == first.slopeX && other.slopeZ == first.slopeZ;
    }

    private static boolean columnJoins(RoomBuilder room, SectorPlan first, int x, int z, int depth) {
        for (int j = 0; j < depth; j++) {
            if (!joins(first, room.sector(x, z + j))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The boxes with their overlap lists and zones. A room and its flip-map alternate never stand at the
     * same time, so their boxes do not overlap; in water a swimmer crosses any height difference. Zones
     * are stored normal then flipped: in the normal set the alternates' boxes have zone 0, in the flipped
     * set the rooms they replace.
     */
    Navigation build() {
        var overlaps = new WordList();
        var neighbours = new ArrayList<List<Integer>>();
        var result = new ArrayList<Box>();
        for (int i = 0; i < boxes.size(); i++) {
            var list = new ArrayList<Integer>();
            for (int j = 0; j < boxes.size(); j++) {
                if (i != j && overlap(boxes.get(i), boxes.get(j))) {
                    list.add(j);
                }
            }
            neighbours.add(list);
            var box = boxes.get(i).box();
            result.add(new Box(box.zMin(), box.zMax(), box.xMin(), box.xMax(), box.trueFloor(), overlaps.size()));
            for (int k = 0; k < list.size(); k++) {
                overlaps.add(list.get(k) | (k == list.size() - 1 ? END : 0));
            }
        }
        var normal = zones(neighbours, alternates::containsValue);
        var flipped = zones(neighbours, alternates::containsKey);
        var zoneWords = new WordList();
        // §7.3.1: four ground zones and a fly zone, normal then flipped; each is one word per box.
        for (var set : List.of(normal, normal, normal, normal, normal, flipped, flipped, flipped, flipped, flipped)) {
            set.forEach(zoneWords::add);
        }
        return new Navigation(result, overlaps.toWords(), zoneWords.toWords());
    }

    private boolean overlap(Placed a, Placed b) {
        if (Objects.equals(alternates.get(a.room()), b.room()) || Objects.equals(alternates.get(b.room()), a.room())) {
            return false;
        }
        var boxA = a.box();
        var boxB = b.box();
        var touchX = boxA.xMax() == boxB.xMin() || boxB.xMax() == boxA.xMin();
        var touchZ = boxA.zMax() == boxB.zMin() || boxB.zMax() == boxA.zMin();
        var spanX = Math.min(boxA.xMax(), boxB.xMax()) > Math.max(boxA.xMin(), boxB.xMin());
        var spanZ = Math.min(boxA.zMax(), boxB.zMax()) > Math.max(boxA.zMin(), boxB.zMin());
        var touching = touchX && spanZ || touchZ && spanX;
        var swim = waterRooms.contains(a.room()) || waterRooms.contains(b.room());
        return touching && (swim || Math.abs(boxA.trueFloor() - boxB.trueFloor()) <= MAX_STEP);
    }

    /** Zone = 1 + the number of the group of overlapping boxes; 0 for boxes of rooms {@code absent} says. */
    private List<Integer> zones(List<List<Integer>> neighbours, IntPredicate absent) {
        var zone = new int[boxes.size()];
        var next = 1;
        for (int start = 0; start < boxes.size(); start++) {
            if (zone[start] != 0 || absent.test(boxes.get(start).room())) {
                continue;
            }
            var stack = new ArrayList<Integer>(List.of(start));
            zone[start] = next;
            while (!stack.isEmpty()) {
                var box = stack.remove(stack.size() - 1);
                for (var other : neighbours.get(box)) {
                    if (zone[other] == 0 && !absent.test(boxes.get(other).room())) {
                        zone[other] = next;
                        stack.add(other);
                    }
                }
            }
            next++;
        }
        var list = new ArrayList<Integer>();
        for (var value : zone) {
            list.add(value);
        }
        return list;
    }
}
