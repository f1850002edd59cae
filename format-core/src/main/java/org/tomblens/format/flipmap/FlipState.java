package org.tomblens.format.flipmap;

import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/**
 * Which flip groups of an open level are on, and so which room stands in each place: a room with an
 * alternate is replaced by it while its flip group is on (TR1–TR3 have one group for all rooms; TR4+ group
 * by {@code alternateGroup}, §3.4.4). Rooms that are some room's alternate are never shown on their own.
 */
public final class FlipState {
    private static final int GROUPS = 256;

    private final List<Room> rooms;
    private final boolean perGroup;
    private final boolean[] isAlternate;
    private final boolean[] groupOn = new boolean[GROUPS];
    private final int[] active;

    public FlipState(List<Room> rooms, GameVersion version) {
        this.rooms = rooms;
        this.perGroup = version.atLeast(GameVersion.TR4);
        this.isAlternate = new boolean[rooms.size()];
        this.active = new int[rooms.size()];
        for (var room : rooms) {
            if (room.hasAlternate() && room.alternateRoom() < rooms.size()) {
                isAlternate[room.alternateRoom()] = true;
            }
        }
        recompute();
    }

    /** The flip group a room belongs to (0 for every room before TR4). */
    public int groupOf(int room) {
        return perGroup ? rooms.get(room).alternateGroup() : 0;
    }

    /** The distinct groups that have at least one room with an alternate, in ascending order. */
    public int[] groups() {
        var seen = new boolean[GROUPS];
        for (int i = 0; i < rooms.size(); i++) {
            if (rooms.get(i).hasAlternate()) {
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
        return isAlternate[room];
    }

    /** The room drawn in place of {@code room}: itself, or its alternate while its group is on. */
    public int active(int room) {
        return active[room];
    }

    /** True when {@code room} is drawn now: a base room not flipped away, or an alternate flipped in. */
    public boolean isShown(int room) {
        if (!isAlternate[room]) {
            return active[room] == room;
        }
        for (int base = 0; base < rooms.size(); base++) {
            if (active[base] == room && base != room) {
                return true;
            }
        }
        return false;
    }

    private void recompute() {
        for (int i = 0; i < rooms.size(); i++) {
            var room = rooms.get(i);
            active[i] = room.hasAlternate() && room.alternateRoom() < rooms.size() && groupOn[groupOf(i) & 0xFF]
                    ? room.alternateRoom() : i;
        }
    }
}
