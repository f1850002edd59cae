package org.tomblens.format.floordata;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * The room a moving viewpoint (the viewer's camera) is in, kept from one position to the next the way the
 * engines keep an entity's: followed from the room it was in through doorways and floor and ceiling links
 * ({@link RoomFinder#follow}). A viewpoint that jumps (a fly-to), leaves the rooms or starts afresh is found
 * again among the shown rooms whose open space holds it: the one the fewest portals away from where it was
 * (or from the room it was placed in), so that of two rooms in one place — a train and the track it stands
 * on, a room over a room — the one joined to where the viewpoint came from wins; the smaller breaks a tie.
 *
 * <p>Scratch space is allocated once: updating allocates nothing.
 */
public final class RoomTracker {
    /** How far a viewpoint may stray above a ceiling or below a floor and still count as in the room. */
    public static final float SLACK = 128f;
    private static final int NONE = -1;

    private final RoomFinder finder;
    private final int roomCount;
    private final int[] firstPortal;
    private final int[] adjoining;
    private final int[] distance;
    private final int[] queue;
    private final double[] volume;
    /** The last room the viewpoint was inside: where following starts. */
    private int last = NONE;
    private int current = NONE;

    public RoomTracker(RoomFinder finder) {
        this.finder = finder;
        var rooms = finder.level().rooms();
        roomCount = rooms.size();
        firstPortal = new int[roomCount + 1];
        var portals = 0;
        for (int r = 0; r < roomCount; r++) {
            firstPortal[r] = portals;
            portals += rooms.get(r).portals().size();
        }
        firstPortal[roomCount] = portals;
        adjoining = new int[portals];
        var p = 0;
        for (var room : rooms) {
            for (var portal : room.portals()) {
                adjoining[p++] = portal.adjoiningRoom();
            }
        }
        distance = new int[roomCount];
        queue = new int[roomCount];
        volume = new double[roomCount];
        for (int r = 0; r < roomCount; r++) {
            var room = rooms.get(r);
            volume[r] = (double) room.numXSectors() * room.numZSectors() * Math.max(1, room.yBottom() - room.yTop());
        }
    }

    /** Starts afresh from {@code room}, where the viewpoint was just placed (-1 when that is not known). */
    public void place(int room) {
        last = room >= 0 && room < roomCount ? room : NONE;
        current = last;
    }

    /** The room found by the last update, or -1 when the viewpoint was in none. */
    public int room() {
        return current;
    }

    /**
     * Finds the room holding (x, y, z) under the flip state {@code active} (see {@link RoomFinder#follow}) and
     * remembers it; -1 when the point is in no shown room's open space.
     */
    public int update(IntUnaryOperator active, float x, float y, float z) {
        var followed = last >= 0 ? finder.follow(last, active, x, y, z) : NONE;
        if (followed >= 0 && finder.holds(followed, x, y, z, SLACK)) {
            last = followed;
            current = followed;
            return current;
        }
        var from = followed >= 0 ? followed : last;
        measureDistances(from, active);
        var best = NONE;
        for (int r = 0; r < roomCount; r++) {
            if (isShown(r, active) && finder.holds(r, x, y, z, SLACK) && (best < 0 || distance[r] < distance[best]
                    || distance[r] == distance[best] && volume[r] < volume[best])) {
                best = r;
            }
        }
        if (best >= 0) {
            last = best;
        }
        current = best;
        return current;
    }

    /** True when {@code room} stands in its place now: a base room not flipped away, or an alternate flipped in. */
    private boolean isShown(int room, IntUnaryOperator active) {
        var base = finder.baseOf(room);
        return base >= 0 ? active.applyAsInt(base) == room : active.applyAsInt(room) == room;
    }

    /** Portal steps from {@code from} to every room (a large number for the unreachable), breadth first. */
    private void measureDistances(int from, IntUnaryOperator active) {
        Arrays.fill(distance, Integer.MAX_VALUE);
        if (from < 0) {
            return;
        }
        var head = 0;
        var size = 0;
        distance[from] = 0;
        queue[size++] = from;
        while (head < size) {
            var room = queue[head++];
            for (int p = firstPortal[room]; p < firstPortal[room + 1]; p++) {
                var target = adjoining[p];
                if (target < 0 || target >= roomCount) {
                    continue;
                }
                target = active.applyAsInt(target);
                if (distance[target] == Integer.MAX_VALUE) {
                    distance[target] = distance[room] + 1;
                    queue[size++] = target;
                }
            }
        }
    }
}
