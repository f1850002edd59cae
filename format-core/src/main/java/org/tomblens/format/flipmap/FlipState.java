package org.tomblens.format.flipmap;

import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/**
 * Which flip groups of an open level are on, and so which room stands in each place: a room with an
 * alternate is replaced by it while its flip group is on (TR1–TR3 have one group for all rooms; TR4+ group
 * by {@code alternateGroup}, §3.4.4). Rooms that are some room's alternate are never shown on their own.
 *
 * <p>The engines flip room by room in index order, swapping a room with its alternate and clearing the
 * alternate's own link; so where two rooms name each other (as some levels do), the lower-numbered is the base
 * and the other its alternate ({@link #bases}).
 */
public final class FlipState {
    private static final int GROUPS = 256;

    private final List<Room> rooms;
    private final boolean perGroup;
    /** Per room: the base room it is the alternate of, or -1. */
    private final int[] baseOf;
    private final boolean[] groupOn = new boolean[GROUPS];
    private final int[] active;

    public FlipState(List<Room> rooms, GameVersion version) {
        this.rooms = rooms;
        this.perGroup = version.atLeast(GameVersion.TR4);
        this.baseOf = bases(rooms);
        this.active = new int[rooms.size()];
        recompute();
    }

    /**
     * Per room, the base room it stands in for when flipped, or -1 for a room that is no one's alternate: rooms
     * taken in index order, each one's alternate link counting unless the room is itself an earlier room's
     * alternate; a link to no room, to the room itself, or to a room that is already a base or an alternate is
     * ignored.
     */
    public static int[] bases(List<Room> rooms) {
        var baseOf = new int[rooms.size()];
        Arrays.fill(baseOf, -1);
        var isBase = new boolean[rooms.size()];
        for (int i = 0; i < rooms.size(); i++) {
            var alternate = rooms.get(i).alternateRoom();
            if (baseOf[i] < 0 && alternate >= 0 && alternate < rooms.size() && alternate != i && baseOf[alternate] < 0
                    && !isBase[alternate]) {
                baseOf[alternate] = i;
                isBase[i] = true;
            }
        }
        return baseOf;
    }

    /** The flip group a room belongs to (0 for every room before TR4). */
    public int groupOf(int room) {
        return perGroup ? rooms.get(room).alternateGroup() : 0;
    }

    /** The distinct groups that have at least one room with an alternate, in ascending order. */
    public int[] groups() {
        var seen = new boolean[GROUPS];
        for (int i = 0; i < rooms.size(); i++) {
            if (isBase(i)) {
                seen[groupOf(i) & 0xFF] = true;
            }
        }
        return java.util.stream.IntStream.range(0, GROUPS).filter(g -> seen[g]).toArray();
    }

    public boolean isOn(int group) {
        return groupOn[group & 0xFF];
    }

    /**
     * Whether any group is on: the level counts as flipped. (TR1–TR3 have one group; TR4+ engines keep
     * the state of the flip map toggled last, which a viewer that toggles groups at will reads as this.)
     */
    public boolean anyOn() {
        for (var on : groupOn) {
            if (on) {
                return true;
            }
        }
        return false;
    }

    public void set(int group, boolean on) {
        groupOn[group & 0xFF] = on;
        recompute();
    }

    /** Turns every group off. */
    public void reset() {
        Arrays.fill(groupOn, false);
        recompute();
    }

    /** True for rooms that only ever stand in for another. */
    public boolean isAlternate(int room) {
        return baseOf[room] >= 0;
    }

    /** The room {@code alternate} stands in for, or -1 when it is no one's alternate. */
    public int baseOf(int alternate) {
        return baseOf[alternate];
    }

    /** The room drawn in place of {@code room}: itself, or its alternate while its group is on. */
    public int active(int room) {
        return active[room];
    }

    /** True when {@code room} is drawn now: a base room not flipped away, or an alternate flipped in. */
    public boolean isShown(int room) {
        var base = baseOf[room];
        return base >= 0 ? active[base] == room : active[room] == room;
    }

    private void recompute() {
        for (int i = 0; i < rooms.size(); i++) {
            active[i] = isBase(i) && groupOn[groupOf(i) & 0xFF] ? rooms.get(i).alternateRoom() : i;
        }
    }

    /** True when {@code room}'s alternate link counts: it has an alternate that stands in for it. */
    private boolean isBase(int room) {
        var alternate = rooms.get(room).alternateRoom();
        return alternate >= 0 && alternate < rooms.size() && baseOf[alternate] == room;
    }
}
