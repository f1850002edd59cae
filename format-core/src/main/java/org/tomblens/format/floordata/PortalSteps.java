package org.tomblens.format.floordata;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.tomblens.format.model.Room;

/**
 * How many portals (§3.2.2) lie between one room and every other, breadth first through the rooms that stand
 * in each place under the flip maps that are on. The arrays are made once; measuring allocates nothing.
 */
final class PortalSteps {
    private final int roomCount;
    private final int[] firstPortal;
    private final int[] adjoining;
    private final int[] steps;
    private final int[] queue;

    PortalSteps(List<Room> rooms) {
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
    void measureFrom(int from, IntUnaryOperator active) {
        Arrays.fill(steps, Integer.MAX_VALUE);
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
    }

    /** Portals from the room last measured from to {@code room}; {@link Integer#MAX_VALUE} when unreachable. */
    int to(int room) {
        return steps[room];
    }
}
