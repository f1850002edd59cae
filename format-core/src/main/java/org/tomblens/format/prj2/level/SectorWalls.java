package org.tomblens.format.prj2.level;

import static org.tomblens.format.prj2.CornerHeights.Corner.XNZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XNZP;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZP;

import java.util.List;
import org.tomblens.format.prj2.CornerHeights;
import org.tomblens.format.prj2.CornerHeights.Corner;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.ProjectSector;
import org.tomblens.format.prj2.SectorFaces.Wall;

/**
 * The wall faces of a room's sectors (see {@link SectorGeometry}): on each edge of a sector, the faces seen from its
 * neighbour, and along a diagonal split, the faces between its two triangles. The room's outer ring builds the
 * faces facing inwards, through a wall portal against the adjoining room's heights.
 */
final class SectorWalls {
    /** A sector edge: the neighbour's offset, the wall its faces belong to, and its two corners in drawing order. */
    private enum Edge {
        POSITIVE_Z(0, 1, Wall.POSITIVE_Z, XPZP, XNZP),
        NEGATIVE_Z(0, -1, Wall.NEGATIVE_Z, XNZN, XPZN),
        POSITIVE_X(1, 0, Wall.POSITIVE_X, XPZN, XPZP),
        NEGATIVE_X(-1, 0, Wall.NEGATIVE_X, XNZP, XNZN);

        final int dx;
        final int dz;
        final Wall wall;
        final Corner a;
        final Corner b;

        Edge(int dx, int dz, Wall wall, Corner a, Corner b) {
            this.dx = dx;
            this.dz = dz;
            this.wall = wall;
            this.a = a;
            this.b = b;
        }

        boolean touches(Corner corner) {
            return corner == a || corner == b;
        }

        Edge opposite() {
            return values()[ordinal() ^ 1];
        }

        /** The neighbour's corner at the same point as {@code corner}. */
        Corner across(Corner corner) {
            var flipX = dx != 0;
            return corner((flipX ? 1 - corner.dx() : corner.dx()), flipX ? corner.dz() : 1 - corner.dz());
        }
    }

    private final Prj2Project project;
    private final ProjectRoom room;
    private final RoomPortals portals;
    private final List<RoomFace> faces;

    SectorWalls(Prj2Project project, ProjectRoom room, RoomPortals portals, List<RoomFace> faces) {
        this.project = project;
        this.room = room;
        this.portals = portals;
        this.faces = faces;
    }

    /** The walls of sector (x, z): on its four edges, then along its diagonal splits. */
    void build(int x, int z) {
        for (var edge : Edge.values()) {
            edge(x, z, edge);
        }
        diagonals(x, z);
    }

    /** The faces on {@code edge} of sector (x, z), seen from the neighbour across it. */
    private void edge(int x, int z, Edge edge) {
        var nx = x + edge.dx;
        var nz = z + edge.dz;
        var border = room.isBorder(x, z);
        // An inner sector builds the faces towards inner neighbours; those towards the outer ring are the ring's,
        // and a ring sector builds only the faces facing into the room.
        if (room.sector(nx, nz) == null || room.isBorder(nx, nz) || border && !isInward(x, z, edge)) {
            return;
        }
        var sector = room.sector(x, z);
        var neighbour = room.sector(nx, nz);
        if (solidTowards(neighbour, edge.opposite())) {
            return;
        }
        var heights = WallHeights.alongEdge(sector, edge.a, edge.b);
        var a = WallHeights.edgeHeights(neighbour.floor(), edge.across(edge.a), edge.across(edge.b));
        heights.floorA = a[0];
        heights.floorB = a[1];
        var c = WallHeights.edgeHeights(neighbour.ceiling(), edge.across(edge.a), edge.across(edge.b));
        heights.ceilingA = c[0];
        heights.ceilingB = c[1];
        boolean middle;
        if (border) {
            middle = throughWallPortal(x, z, edge, heights);
        } else {
            middle = sector.isWall() && touchesSolid(sector, edge);
        }
        var floorCut = sector.floor().cutCorner();
        var ceilingCut = sector.ceiling().cutCorner();
        wall(x, z, edge.wall, edge.a, edge.b, heights, true, true, middle,
                floorCut.isPresent() && !edge.touches(floorCut.get()),
                ceilingCut.isPresent() && !edge.touches(ceilingCut.get()));
    }

    /** The one edge of a ring sector that faces into the room. */
    private boolean isInward(int x, int z, Edge edge) {
        return switch (edge) {
            case POSITIVE_Z -> z == 0;
            case NEGATIVE_Z -> z == room.sectorsZ() - 1;
            case POSITIVE_X -> x == 0;
            case NEGATIVE_X -> x == room.sectorsX() - 1;
        };
    }

    /** A wall sector whose solid part reaches {@code side}: it has no diagonal split, or its cut corner is there. */
    private static boolean solidTowards(ProjectSector sector, Edge side) {
        return sector.isWall() && touchesSolid(sector, side);
    }

    private static boolean touchesSolid(ProjectSector sector, Edge side) {
        var cut = sector.floor().cutCorner();
        return cut.isEmpty() || side.touches(cut.get());
    }

    /**
     * A ring sector's own heights give way, through a wall portal, to the adjoining room's: the floor step rises
     * to the higher of the two floors, the ceiling step drops to the lower ceiling, and the adjoining sector's
     * subdivisions take the place of the ring sector's. Returns whether the sector shows a solid middle: it has
     * no portal, the portal has faces, or the sector behind it is a wall.
     */
    private boolean throughWallPortal(int x, int z, Edge edge, WallHeights heights) {
        var portal = portals.wall(x, z);
        if (portal == null) {
            return true;
        }
        var other = project.room(portal.adjoiningRoom());
        var facing = other == null ? null : other.sector(x + room.x() - other.x(), z + room.z() - other.z());
        if (facing != null) {
            var shift = other.y() - room.y();
            var floor = WallHeights.edgeHeights(facing.floor(), edge.a, edge.b);
            var ceiling = WallHeights.edgeHeights(facing.ceiling(), edge.a, edge.b);
            heights.qaA = Math.max(heights.floorA, floor[0] + shift);
            heights.qaB = Math.max(heights.floorB, floor[1] + shift);
            heights.wsA = Math.min(heights.ceilingA, ceiling[0] + shift);
            heights.wsB = Math.min(heights.ceilingB, ceiling[1] + shift);
            replaceSplits(heights.floorSplits, facing.floorSubdivisions(), edge, shift);
            replaceSplits(heights.ceilingSplits, facing.ceilingSubdivisions(), edge, shift);
        }
        return portal.opacity() != ProjectObject.Portal.OPACITY_NONE || facing != null && solidTowards(facing, edge);
    }

    private static void replaceSplits(List<int[]> splits, List<CornerHeights> with, Edge edge, int shift) {
        for (int i = 0; i < with.size(); i++) {
            var split = new int[] {with.get(i).at(edge.a) + shift, with.get(i).at(edge.b) + shift};
            if (i < splits.size()) {
                splits.set(i, split);
            } else {
                splits.add(split);
            }
        }
    }

    /** The walls along a sector's diagonal split: a diagonal wall, or the step between a split's two triangles. */
    private void diagonals(int x, int z) {
        var sector = room.sector(x, z);
        var anyWall = room.isBorder(x, z) || sector.isWall();
        var wall = !room.isBorder(x, z) && sector.isWall();
        var floorCut = sector.floor().cutCorner();
        if (floorCut.isPresent()) {
            var cut = floorCut.get();
            // The diagonal runs between the cut corner's neighbours round the sector.
            var heights = WallHeights.alongDiagonal(sector, cut.previous(), cut.next());
            var opposite = cut.opposite();
            heights.floorA = heights.floorB = sector.floor().heights().at(opposite);
            var ceiling = sector.ceiling().heights();
            heights.ceilingA = anyWall ? ceiling.at(opposite) : ceiling.at(cut.previous());
            heights.ceilingB = anyWall ? ceiling.at(opposite) : ceiling.at(cut.next());
            wall(x, z, Wall.DIAGONAL, cut.previous(), cut.next(), heights, true, wall, wall, false, false);
        }
        var ceilingCut = sector.ceiling().cutCorner();
        if (ceilingCut.isPresent() && !wall) {
            var cut = ceilingCut.get();
            var heights = WallHeights.alongDiagonal(sector, cut.previous(), cut.next());
            var opposite = cut.opposite();
            var floor = sector.floor().heights();
            heights.floorA = anyWall ? floor.at(opposite) : floor.at(cut.previous());
            heights.floorB = anyWall ? floor.at(opposite) : floor.at(cut.next());
            heights.ceilingA = heights.ceilingB = sector.ceiling().heights().at(opposite);
            wall(x, z, Wall.DIAGONAL, cut.previous(), cut.next(), heights, false, true, false, false, false);
        }
    }

    /**
     * The faces of one wall line from corner {@code a} to corner {@code b} of sector (x, z): the floor part (step
     * and subdivisions), the ceiling part, and the middle.
     *
     * @param diagonalFloorPart the edge lies in the flat triangle of the sector's diagonal floor split
     */
    private void wall(int x, int z, Wall wall, Corner a, Corner b, WallHeights h, boolean floorPart,
                      boolean ceilingPart, boolean middlePart, boolean diagonalFloorPart, boolean diagonalCeilingPart) {
        var anyWall = room.isBorder(x, z) || room.sector(x, z).isWall();
        var line = new WallLine(faces, x, z, wall, a, b, h, anyWall, diagonalFloorPart, diagonalCeilingPart);
        if (floorPart) {
            line.floorPart();
        }
        if (ceilingPart) {
            line.ceilingPart();
        }
        if (middlePart) {
            line.middle();
        }
    }

    /** The corner at offset (dx, dz) of a sector. */
    private static Corner corner(int dx, int dz) {
        return dz == 1 ? (dx == 0 ? XNZP : XPZP) : (dx == 0 ? XNZN : XPZN);
    }
}
