package org.tomblens.format.floordata;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.tomblens.format.model.Room;

/**
 * How many portals (§3.2.2) lie between one room and every other, breadth first through the rooms that stand
 * in each place under the flip maps that are on, whichever way the portals face; and so which rooms are joined to
 * it at all. The arrays are made once; measuring allocates nothing.
 */
public final class PortalSteps {
    private final int roomCount;
    private final int[] firstPortal;
    private final int[] adjoining;
    private final int[] steps;
    private final int[] queue;

    private int reached;

    public PortalSteps(List<Room> rooms) {
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
        steps = new int[roomCount];
        queue = new int[roomCount];
    }

    /** Measures from {@code from} (-1: from nowhere, every room unreachable). */
    public void measureFrom(int from, IntUnaryOperator active) {
        Arrays.fill(steps, Integer.MAX_VALUE);
        reached = 0;
        if (from < 0 || from >= roomCount) {
            return;
        }
        var head = 0;
        var size = 0;
        steps[from] = 0;
        queue[size++] = from;
        while (head < size) {
            var room = queue[head++];
            for (int p = firstPortal[room]; p < firstPortal[room + 1]; p++) {
                var target = adjoining[p];
                if (target < 0 || target >= roomCount) {
                    continue;
                }
                target = active.applyAsInt(target);
                if (steps[target] == Integer.MAX_VALUE) {
                    steps[target] = steps[room] + 1;
                    queue[size++] = target;
                }
            }
        }
        reached = size;
    }

    /** Portals from the room last measured from to {@code room}; {@link Integer#MAX_VALUE} when unreachable. */
    public int to(int room) {
        return steps[room];
    }

    /** Whether {@code room} is joined to the room last measured from (or is it). */
    public boolean reaches(int room) {
        return room >= 0 && room < roomCount && steps[room] != Integer.MAX_VALUE;
    }

    /** How many rooms the last measure reached, the one measured from included. */
    public int count() {
        return reached;
    }

    /** The {@code i}-th room reached, nearest first. */
    public int room(int i) {
        return queue[i];
    }
}
