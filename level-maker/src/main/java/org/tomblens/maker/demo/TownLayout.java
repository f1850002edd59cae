package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Where a town's rooms stand and how they join: storeys of one grid of cells, one room to a cell, the
 * rooms of a storey joined into a maze (a spanning tree and some loops) by doorways, and some rooms open
 * into the room above them. Columns and rows have their own widths, so rooms come in many sizes. All
 * positions are in world sectors; a room's interior is its cell, its wall ring lies on its neighbours'
 * first interior sectors, so that neighbours overlap by two rows of sectors as {@link RoomBuilder} joins them.
 */
final class TownLayout {
    static final int STOREYS = 3;
    /** Interior sectors along a column or row. */
    private static final int MIN_SPAN = 3;
    private static final int MAX_SPAN = 8;
    private static final int MAX_DOORWAY = 3;
    /** Of the neighbours a maze leaves apart, how many a doorway joins all the same: loops, as real levels have. */
    private static final double LOOPS = 0.2;
    /** How many rooms open into the room above them. */
    private static final double SHAFTS = 0.25;

    /** The place of a room: its storey and its column and row of the grid. */
    record Cell(int storey, int column, int row) {}

    /**
     * A doorway between two rooms of one storey, {@code other} east of {@code room} ({@code eastward}) or
     * north of it, spanning world sectors [start, start + width) along their shared edge.
     */
    record Doorway(int room, int other, boolean eastward, int start, int width) {}

    /** An opening from room {@code lower} into room {@code upper} over world sectors [x, x + size) x [z, z + size). */
    record Shaft(int lower, int upper, int x, int z, int size) {}

    final List<Cell> cells = new ArrayList<>();
    final List<Doorway> doorways = new ArrayList<>();
    final List<Shaft> shafts = new ArrayList<>();
    private final Map<Cell, Integer> rooms = new HashMap<>();
    private final int[] columnStart;
    private final int[] columnWidth;
    private final int[] rowStart;
    private final int[] rowDepth;
    private final Random random;

    /** {@code roomCount} rooms over {@link #STOREYS} storeys, the last storey holding what remains. */
    TownLayout(int roomCount, Random random) {
        this.random = random;
        var perStorey = (roomCount + STOREYS - 1) / STOREYS;
        var columns = (int) Math.ceil(Math.sqrt(perStorey));
        var rows = (perStorey + columns - 1) / columns;
        columnWidth = spans(columns);
        rowDepth = spans(rows);
        columnStart = starts(columnWidth);
        rowStart = starts(rowDepth);
        for (int storey = 0; storey < STOREYS; storey++) {
            for (int cell = 0; cell < perStorey && cells.size() < roomCount; cell++) {
                var placed = new Cell(storey, cell % columns, cell / columns);
                rooms.put(placed, cells.size());
                cells.add(placed);
            }
        }
        for (int storey = 0; storey < STOREYS; storey++) {
            maze(storey);
        }
        shafts();
    }

    /** World sector X of the room's west wall, its origin. */
    int originX(int room) {
        return columnStart[cells.get(room).column()] - 1;
    }

    int originZ(int room) {
        return rowStart[cells.get(room).row()] - 1;
    }

    /** Sectors along X, wall ring included. */
    int numX(int room) {
        return columnWidth[cells.get(room).column()] + 2;
    }

    int numZ(int room) {
        return rowDepth[cells.get(room).row()] + 2;
    }

    private int[] spans(int count) {
        var spans = new int[count];
        for (int i = 0; i < count; i++) {
            spans[i] = MIN_SPAN + random.nextInt(MAX_SPAN - MIN_SPAN + 1);
        }
        return spans;
    }

    /** The first interior sector of each span; sector 0 is the first span's wall. */
    private static int[] starts(int[] spans) {
        var starts = new int[spans.length];
        var next = 1;
        for (int i = 0; i < spans.length; i++) {
            starts[i] = next;
            next += spans[i];
        }
        return starts;
    }

    /**
     * Joins a storey's rooms by a depth-first walk that visits its neighbours in a random order (every
     * room reachable, one way between any two), then joins some of the neighbours it left apart.
     */
    private void maze(int storey) {
        var first = rooms.get(new Cell(storey, 0, 0));
        if (first == null) {
            return;
        }
        var visited = new boolean[cells.size()];
        var stack = new ArrayList<Integer>(List.of(first));
        visited[first] = true;
        while (!stack.isEmpty()) {
            var room = stack.get(stack.size() - 1);
            var unvisited = new ArrayList<Integer>();
            for (var neighbour : neighbours(room)) {
                if (!visited[neighbour]) {
                    unvisited.add(neighbour);
                }
            }
            if (unvisited.isEmpty()) {
                stack.remove(stack.size() - 1);
                continue;
            }
            var next = unvisited.get(random.nextInt(unvisited.size()));
            visited[next] = true;
            join(room, next);
            stack.add(next);
        }
        var apart = new ArrayList<int[]>();
        for (int room = 0; room < cells.size(); room++) {
            if (cells.get(room).storey() == storey) {
                for (var neighbour : neighbours(room)) {
                    if (room < neighbour && !joined(room, neighbour)) {
                        apart.add(new int[] {room, neighbour});
                    }
                }
            }
        }
        for (var pair : apart) {
            if (random.nextDouble() < LOOPS) {
                join(pair[0], pair[1]);
            }
        }
    }

    /** The rooms east, north, west and south of {@code room} on its storey. */
    private List<Integer> neighbours(int room) {
        var cell = cells.get(room);
        var found = new ArrayList<Integer>(4);
        for (var step : new int[][] {{1, 0}, {0, 1}, {-1, 0}, {0, -1}}) {
            var other = rooms.get(new Cell(cell.storey(), cell.column() + step[0], cell.row() + step[1]));
            if (other != null) {
                found.add(other);
            }
        }
        return found;
    }

    /** Rooms are numbered row by row, so a doorway's west or south room has the smaller number. */
    private boolean joined(int a, int b) {
        for (var doorway : doorways) {
            if (doorway.room() == Math.min(a, b) && doorway.other() == Math.max(a, b)) {
                return true;
            }
        }
        return false;
    }

    /** A doorway of one to three sectors somewhere along the edge the two rooms share. */
    private void join(int a, int b) {
        var first = cells.get(a);
        var second = cells.get(b);
        var eastward = first.row() == second.row();
        var ordered = eastward ? first.column() < second.column() : first.row() < second.row();
        var cell = ordered ? first : second;
        var edgeStart = eastward ? rowStart[cell.row()] : columnStart[cell.column()];
        var edgeLength = eastward ? rowDepth[cell.row()] : columnWidth[cell.column()];
        var width = 1 + random.nextInt(Math.min(MAX_DOORWAY, edgeLength));
        var start = edgeStart + random.nextInt(edgeLength - width + 1);
        doorways.add(new Doorway(ordered ? a : b, ordered ? b : a, eastward, start, width));
    }

    /**
     * Some rooms open into the room above through a square of one or two sectors, kept off the ring of
     * sectors next to the walls (where doorways arrive); every pair of storeys gets at least one.
     */
    private void shafts() {
        for (int storey = 0; storey + 1 < STOREYS; storey++) {
            var candidates = new ArrayList<Integer>();
            for (int room = 0; room < cells.size(); room++) {
                var cell = cells.get(room);
                if (cell.storey() == storey && rooms.containsKey(new Cell(storey + 1, cell.column(), cell.row()))) {
                    candidates.add(room);
                }
            }
            var opened = 0;
            for (var room : candidates) {
                if (random.nextDouble() < SHAFTS || opened == 0 && room.equals(candidates.get(candidates.size() - 1))) {
                    shaft(room);
                    opened++;
                }
            }
        }
    }

    private void shaft(int lower) {
        var cell = cells.get(lower);
        var upper = rooms.get(new Cell(cell.storey() + 1, cell.column(), cell.row()));
        // Interior sectors 1 .. span - 2 of the cell lie off the ring next to the walls.
        var freeX = columnWidth[cell.column()] - 2;
        var freeZ = rowDepth[cell.row()] - 2;
        var size = Math.min(1 + random.nextInt(2), Math.min(freeX, freeZ));
        var x = columnStart[cell.column()] + 1 + random.nextInt(freeX - size + 1);
        var z = rowStart[cell.row()] + 1 + random.nextInt(freeZ - size + 1);
        shafts.add(new Shaft(lower, upper, x, z, size));
    }
}
