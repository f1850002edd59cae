package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.RoomBuilder.SECTOR;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.maker.demo.SectorMesh.Side;

/** A room's portals (§3.2.2): one per doorway opening in its walls, one over an opening in its floor or ceiling. */
final class PortalBuilder {
    /** A run of a doorway's edge, to be merged into one portal. */
    record PortalEdge(int room, Side side, int[] left, int[] right, int top, int bottom) {}

    private PortalBuilder() {}

    /** Joins the doorway edges that continue each other into one portal per opening (§3.2.2). */
    static void mergeWallPortals(List<PortalEdge> edges, List<Portal> portals) {
        var remaining = new ArrayList<>(edges);
        remaining.sort(Comparator.comparingInt((PortalEdge e) -> e.room()).thenComparing(PortalEdge::side)
                .thenComparingInt(e -> e.left()[0] + e.left()[1]));
        while (!remaining.isEmpty()) {
            var run = remaining.remove(0);
            var merged = true;
            while (merged) {
                merged = false;
                for (var iterator = remaining.iterator(); iterator.hasNext(); ) {
                    var next = iterator.next();
                    var sameOpening = next.room() == run.room() && next.side() == run.side()
                            && next.top() == run.top() && next.bottom() == run.bottom();
                    if (sameOpening && Arrays.equals(next.left(), run.right())) {
                        run = new PortalEdge(run.room(), run.side(), run.left(), next.right(), run.top(), run.bottom());
                        iterator.remove();
                        merged = true;
                    } else if (sameOpening && Arrays.equals(next.right(), run.left())) {
                        run = new PortalEdge(run.room(), run.side(), next.left(), run.right(), run.top(), run.bottom());
                        iterator.remove();
                        merged = true;
                    }
                }
            }
            // The normal points into this room (away from the one beyond); the corners run as a face seen
            // from inside: top-left, top-right, bottom-right, bottom-left.
            var side = run.side();
            var normal = new Vertex(-side.dx, 0, -side.dz);
            portals.add(new Portal(run.room(), normal, List.of(
                    new Vertex(run.left()[0], run.top(), run.left()[1]),
                    new Vertex(run.right()[0], run.top(), run.right()[1]),
                    new Vertex(run.right()[0], run.bottom(), run.right()[1]),
                    new Vertex(run.left()[0], run.bottom(), run.left()[1]))));
        }
    }

    /**
     * One horizontal portal over the sectors whose floor (or ceiling) opens into another room. As in the
     * corpus levels, its corners run the other way round from a face seen from inside.
     */
    static void verticalPortals(RoomBuilder room, List<Portal> portals) {
        for (var below : new boolean[] {true, false}) {
            var target = -1;
            int minX = room.numX;
            int minZ = room.numZ;
            int maxX = -1;
            int maxZ = -1;
            var count = 0;
            var y = 0;
            for (int x = 0; x < room.numX; x++) {
                for (int z = 0; z < room.numZ; z++) {
                    var plan = room.sector(x, z);
                    var beyond = below ? plan.roomBelow : plan.roomAbove;
                    if (beyond == Sector.NO_ROOM) {
                        continue;
                    }
                    if (target >= 0 && beyond != target) {
                        throw new IllegalStateException("one room opens into two rooms " + (below ? "below" : "above"));
                    }
                    target = beyond;
                    y = below ? plan.floorY(0, 0) : plan.ceilingY();
                    minX = Math.min(minX, x);
                    minZ = Math.min(minZ, z);
                    maxX = Math.max(maxX, x);
                    maxZ = Math.max(maxZ, z);
                    count++;
                }
            }
            if (target < 0) {
                continue;
            }
            if (count != (maxX - minX + 1) * (maxZ - minZ + 1)) {
                throw new IllegalStateException("the opening " + (below ? "below" : "above") + " is not a rectangle");
            }
            var x0 = minX * SECTOR;
            var x1 = (maxX + 1) * SECTOR;
            var z0 = minZ * SECTOR;
            var z1 = (maxZ + 1) * SECTOR;
            if (below) {
                // The floor face's corners (top-left first, north up) reversed; the normal points up (-Y).
                portals.add(new Portal(target, new Vertex(0, -1, 0), List.of(new Vertex(x1, y, z1),
                        new Vertex(x0, y, z1), new Vertex(x0, y, z0), new Vertex(x1, y, z0))));
            } else {
                // The ceiling face's corners reversed; the normal points down (+Y).
                portals.add(new Portal(target, new Vertex(0, 1, 0), List.of(new Vertex(x1, y, z0),
                        new Vertex(x0, y, z0), new Vertex(x0, y, z1), new Vertex(x1, y, z1))));
            }
        }
    }
}
