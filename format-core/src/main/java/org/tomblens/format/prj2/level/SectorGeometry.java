package org.tomblens.format.prj2.level;

import static org.tomblens.format.prj2.CornerHeights.Corner.XNZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XNZP;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZP;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.tomblens.format.prj2.CornerHeights;
import org.tomblens.format.prj2.CornerHeights.Corner;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.ProjectSector;
import org.tomblens.format.prj2.SectorFaces;
import org.tomblens.format.prj2.SectorFaces.Wall;
import org.tomblens.format.prj2.SectorSurface;

/**
 * A room's faces built from its sectors the way Tomb Editor builds them:
 * <ul>
 * <li>each open sector's floor and ceiling: one quad when flat or evenly sloped, else two triangles cut along the
 *     diagonal the sector chooses; a diagonal split keeps a flat triangle at the height of the corner opposite
 *     the cut one, and in a wall sector the cut triangle is solid;</li>
 * <li>on each edge of a sector, the faces seen from its neighbour: the floor step (QA) from the neighbour's floor
 *     up to this sector's floor, then the floor subdivisions below it, the ceiling step (WS) and subdivisions,
 *     and for a wall the middle between the neighbour's floor and ceiling; likewise along a diagonal split.</li>
 * </ul>
 * The room's outer ring of sectors is wall: it builds the faces facing inwards, through a wall portal against
 * the adjoining room's heights. Faces are in the editor's space (Y up, world units from the room's origin).
 */
final class SectorGeometry {
    static final int SECTOR = 1024;

    /** The diagonal x = z (xnzn to xpzp) cuts a sector into these two triangles, in the editor's drawing order. */
    private static final Corner[] XNZP_TRIANGLE = {XNZN, XNZP, XPZP};
    private static final Corner[] XPZN_TRIANGLE = {XPZP, XPZN, XNZN};
    /** The other diagonal (xnzp to xpzn) cuts it into these two. */
    private static final Corner[] XPZP_TRIANGLE = {XNZP, XPZP, XPZN};
    private static final Corner[] XNZN_TRIANGLE = {XPZN, XNZN, XNZP};
    /** A quad's corners, and which texture coordinate each takes (the editor's quads start at the second). */
    private static final Corner[] QUAD = {XNZP, XPZP, XPZN, XNZN};
    private static final int[] QUAD_TEXTURE_CORNERS = {1, 2, 3, 0};

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

    /**
     * The heights along one wall line, at its two ends a and b: the sector's floor step (qa) and ceiling step (ws),
     * its subdivisions, and the neighbour's floor and ceiling. The floor and ceiling parts narrow the steps as they go.
     */
    private static final class WallHeights {
        int qaA, qaB, wsA, wsB, floorA, floorB, ceilingA, ceilingB;
        final List<int[]> floorSplits = new ArrayList<>();
        final List<int[]> ceilingSplits = new ArrayList<>();

        private WallHeights(int[] qa, int[] ws, ProjectSector sector, Corner a, Corner b) {
            qaA = qa[0];
            qaB = qa[1];
            wsA = ws[0];
            wsB = ws[1];
            sector.floorSubdivisions().forEach(s -> floorSplits.add(new int[] {s.at(a), s.at(b)}));
            sector.ceilingSubdivisions().forEach(s -> ceilingSplits.add(new int[] {s.at(a), s.at(b)}));
        }

        /** The sector's own heights along its edge from corner a to corner b (see {@link #edgeHeights}). */
        static WallHeights alongEdge(ProjectSector sector, Corner a, Corner b) {
            return new WallHeights(edgeHeights(sector.floor(), a, b), edgeHeights(sector.ceiling(), a, b), sector, a,
                    b);
        }

        /** The sector's own heights along a diagonal from corner a to corner b: the corners' own heights. */
        static WallHeights alongDiagonal(ProjectSector sector, Corner a, Corner b) {
            var floor = sector.floor().heights();
            var ceiling = sector.ceiling().heights();
            return new WallHeights(new int[] {floor.at(a), floor.at(b)}, new int[] {ceiling.at(a), ceiling.at(b)},
                    sector, a, b);
        }
    }

    /** How a try at one wall face went: drawn, not drawn, or not drawn and nothing further along will be. */
    private enum Outcome { DRAWN, SKIPPED, STOP }

    private final Prj2Project project;
    private final ProjectRoom room;
    private final RoomPortals portals;
    private final List<RoomFace> faces = new ArrayList<>();

    private SectorGeometry(Prj2Project project, ProjectRoom room, RoomPortals portals) {
        this.project = project;
        this.room = room;
        this.portals = portals;
    }

    /** The faces of {@code room}, sector by sector (x, then z). */
    static List<RoomFace> build(Prj2Project project, ProjectRoom room, RoomPortals portals) {
        var geometry = new SectorGeometry(project, room, portals);
        for (int x = 0; x < room.sectorsX(); x++) {
            for (int z = 0; z < room.sectorsZ(); z++) {
                if (!isRoomCorner(room, x, z)) {
                    geometry.sector(x, z);
                }
            }
        }
        return geometry.faces;
    }

    private static boolean isRoomCorner(ProjectRoom room, int x, int z) {
        return (x == 0 || x == room.sectorsX() - 1) && (z == 0 || z == room.sectorsZ() - 1);
    }

    private void sector(int x, int z) {
        for (var edge : Edge.values()) {
            edge(x, z, edge);
        }
        diagonals(x, z);
        floor(x, z);
        ceiling(x, z);
    }

    // --- walls ---

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
        var a = edgeHeights(neighbour.floor(), edge.across(edge.a), edge.across(edge.b));
        heights.floorA = a[0];
        heights.floorB = a[1];
        var c = edgeHeights(neighbour.ceiling(), edge.across(edge.a), edge.across(edge.b));
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
            var floor = edgeHeights(facing.floor(), edge.a, edge.b);
            var ceiling = edgeHeights(facing.ceiling(), edge.a, edge.b);
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
     * A surface's heights at the ends of an edge: its corners', unless a diagonal split leaves the edge in the flat
     * triangle (the edge does not touch the cut corner), which lies at the height of the corner opposite the cut.
     */
    private static int[] edgeHeights(SectorSurface surface, Corner a, Corner b) {
        var cut = surface.cutCorner();
        var heights = surface.heights();
        if (cut.isPresent() && a != cut.get() && b != cut.get()) {
            var flat = heights.at(cut.get().opposite());
            return new int[] {flat, flat};
        }
        return new int[] {heights.at(a), heights.at(b)};
    }

    /**
     * The faces of one wall line from corner {@code a} to corner {@code b} of sector (x, z): the floor part (step
     * and subdivisions), the ceiling part, and the middle.
     *
     * @param diagonalFloorPart the edge lies in the flat triangle of the sector's diagonal floor split
     */
    private void wall(int x, int z, Wall wall, Corner a, Corner b, WallHeights h, boolean floorPart,
                      boolean ceilingPart, boolean middlePart, boolean diagonalFloorPart, boolean diagonalCeilingPart) {
        var line = new WallLine(x, z, wall, a, b, h, diagonalFloorPart, diagonalCeilingPart);
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

    /** One wall line of a sector and the faces along it; the parts narrow the steps' heights as they go. */
    private final class WallLine {
        private final int x;
        private final int z;
        private final Wall wall;
        private final int[] ends;
        private final WallHeights h;
        private final boolean anyWall;
        private final boolean diagonalFloorPart;
        private final boolean diagonalCeilingPart;

        WallLine(int x, int z, Wall wall, Corner a, Corner b, WallHeights h, boolean diagonalFloorPart,
                 boolean diagonalCeilingPart) {
            this.x = x;
            this.z = z;
            this.wall = wall;
            this.ends = new int[] {(x + a.dx()) * SECTOR, (z + a.dz()) * SECTOR, (x + b.dx()) * SECTOR,
                    (z + b.dz()) * SECTOR};
            this.h = h;
            this.anyWall = room.isBorder(x, z) || room.sector(x, z).isWall();
            this.diagonalFloorPart = diagonalFloorPart;
            this.diagonalCeilingPart = diagonalCeilingPart;
        }

        /** The floor step hanging from this sector's floor to the neighbour's, then the subdivisions below it. */
        void floorPart() {
            var part = new Part(1, h.qaA, h.qaB, h.floorA, h.floorB, h.ceilingA, h.ceilingB, h.floorSplits,
                    diagonalFloorPart);
            part.build(SectorFaces.floorStep(wall), i -> SectorFaces.floorSubdivision(wall, i), FaceKind.FLOOR_STEP);
            h.qaA = part.stepA;
            h.qaB = part.stepB;
        }

        /** The ceiling step rising from this sector's ceiling to the neighbour's, then the subdivisions above it. */
        void ceilingPart() {
            var part = new Part(-1, h.wsA, h.wsB, h.ceilingA, h.ceilingB, h.floorA, h.floorB, h.ceilingSplits,
                    diagonalCeilingPart);
            part.build(SectorFaces.ceilingStep(wall), i -> SectorFaces.ceilingSubdivision(wall, i),
                    FaceKind.CEILING_STEP);
            h.wsA = -part.stepA;
            h.wsB = -part.stepB;
        }

        /**
         * A floor or ceiling part. The ceiling part is the floor part upside down: with its heights negated, the
         * ceiling step hangs over the neighbour's ceiling (the "base") below the neighbour's floor (the "cap"),
         * and a face rising from the step to the ceiling is the face hanging from the ceiling to the step.
         */
        private final class Part {
            private final int sign;
            private int stepA;
            private int stepB;
            private final int baseA;
            private final int baseB;
            private final int capA;
            private final int capB;
            private final List<int[]> splits = new ArrayList<>();
            private final boolean diagonalPart;

            /** @param sign 1 for the floor part, -1 for the ceiling part: the heights given are negated */
            Part(int sign, int stepA, int stepB, int baseA, int baseB, int capA, int capB, List<int[]> splits,
                 boolean diagonalPart) {
                this.sign = sign;
                this.stepA = sign * stepA;
                this.stepB = sign * stepB;
                this.baseA = sign * baseA;
                this.baseB = sign * baseB;
                this.capA = sign * capA;
                this.capB = sign * capB;
                splits.forEach(split -> this.splits.add(new int[] {sign * split[0], sign * split[1]}));
                this.diagonalPart = diagonalPart;
            }

            void build(int stepFace, IntUnaryOperator splitFace, FaceKind kind) {
                // Decided once, before the step is narrowed: a step wholly beyond the neighbour's other surface.
                var stepBeyondCap = stepA >= capA && stepB >= capB;
                var step = new int[] {stepA, stepB};
                var outcome = face(stepFace, kind, step, -1, stepBeyondCap);
                stepA = step[0];
                stepB = step[1];
                for (int i = 0; i < splits.size() && outcome != Outcome.STOP; i++) {
                    outcome = face(splitFace.applyAsInt(i), kind, splits.get(i).clone(), i, stepBeyondCap);
                }
            }

            /**
             * One face, from {@code start} down to the base or the next subdivision.
             *
             * @param split the subdivision it starts at, -1 for the step
             */
            private Outcome face(int code, FaceKind kind, int[] start, int split, boolean stepBeyondCap) {
                var inVoid = start[0] < baseA || start[1] < baseB || start[0] == baseA && start[1] == baseB;
                if (inVoid && anyWall && !diagonalPart) {
                    return Outcome.STOP;
                }
                var eitherBeyondCap = start[0] > capA || start[1] > capB;
                var bothBeyondCap = start[0] >= capA && start[1] >= capB;
                // A wall shows nothing beyond the neighbour's other surface: its face stops there.
                if (eitherBeyondCap && (anyWall || stepBeyondCap) && !diagonalPart || bothBeyondCap) {
                    start[0] = capA;
                    start[1] = capB;
                }
                if (start[0] > stepA || start[1] > stepB) {
                    start[0] = stepA;
                    start[1] = stepB;
                }
                var endA = baseA;
                var endB = baseB;
                if (split + 1 < splits.size()) {
                    var next = splits.get(split + 1);
                    if ((diagonalPart || stepBeyondCap) && (next[0] > stepA || next[1] > stepB)) {
                        return Outcome.SKIPPED;
                    }
                    if (next[0] >= baseA && next[1] >= baseB) {
                        endA = next[0];
                        endB = next[1];
                    }
                }
                if (start[0] <= endA && start[1] <= endB) {
                    return Outcome.SKIPPED;
                }
                if (emit(code, kind, start[0], start[1], endA, endB)) {
                    return Outcome.DRAWN;
                }
                // Where the step and the surface it meets cross, an open sector's step reaches to the farthest point.
                var isStep = start[0] == stepA && start[1] == stepB;
                if (!isStep || anyWall && !diagonalPart) {
                    return Outcome.SKIPPED;
                }
                var lowest = Math.min(Math.min(start[0], start[1]), Math.min(endA, endB));
                return emit(code, kind, start[0], start[1], lowest, lowest) ? Outcome.DRAWN : Outcome.SKIPPED;
            }

            /** The face from (startA, startB) to (endA, endB) in the part's terms, drawn the right way up. */
            private boolean emit(int code, FaceKind kind, int startA, int startB, int endA, int endB) {
                return sign > 0 ? hanging(code, kind, startA, startB, endA, endB)
                        : hanging(code, kind, -endA, -endB, -startA, -startB);
            }
        }

        /** The solid middle: from the higher of the step and the neighbour's floor to the lower of the ceilings. */
        void middle() {
            if (h.qaA < h.floorA || h.qaB < h.floorB) {
                h.qaA = h.floorA;
                h.qaB = h.floorB;
            }
            if (h.wsA > h.ceilingA || h.wsB > h.ceilingB) {
                h.wsA = h.ceilingA;
                h.wsB = h.ceilingB;
            }
            var bottomA = Math.max(h.qaA, h.floorA);
            var bottomB = Math.max(h.qaB, h.floorB);
            var topA = Math.min(h.wsA, h.ceilingA);
            var topB = Math.min(h.wsB, h.ceilingB);
            var face = SectorFaces.middle(wall);
            if (bottomA != topA && bottomB != topB) {
                add(face, FaceKind.WALL, x, z, point(0, topA, 1), point(1, topB, 2), point(1, bottomB, 3),
                        point(0, bottomA, 0));
            } else if (bottomA != topA) {
                add(face, FaceKind.WALL, x, z, point(0, topA, 0), point(1, topB, 1), point(0, bottomA, 2));
            } else if (bottomB != topB) {
                add(face, FaceKind.WALL, x, z, point(0, topA, 0), point(1, topB, 1), point(1, bottomB, 2));
            }
        }

        /**
         * A face hanging from (topA, topB) down to (bottomA, bottomB): a quad, or a triangle where one end meets;
         * false when neither end goes down.
         */
        private boolean hanging(int face, FaceKind kind, int topA, int topB, int bottomA, int bottomB) {
            if (topA > bottomA && topB > bottomB) {
                add(face, kind, x, z, point(0, topA, 1), point(1, topB, 2), point(1, bottomB, 3), point(0, bottomA, 0));
            } else if (topA == bottomA && topB > bottomB) {
                add(face, kind, x, z, point(0, bottomA, 0), point(1, topB, 1), point(1, bottomB, 2));
            } else if (topA > bottomA && topB == bottomB) {
                add(face, kind, x, z, point(0, topA, 0), point(1, bottomB, 1), point(0, bottomA, 2));
            } else {
                return false;
            }
            return true;
        }

        /** The point at end {@code end} of the line (0: a, 1: b) and height {@code y}. */
        private RoomFace.Point point(int end, int y, int textureCorner) {
            return new RoomFace.Point(ends[2 * end], y, ends[2 * end + 1], textureCorner);
        }
    }

    // --- floors and ceilings ---

    private void floor(int x, int z) {
        var portal = portals.floor(x, z);
        surface(x, z, room.sector(x, z).floor(), portal, SectorFaces.FLOOR, SectorFaces.FLOOR_TRIANGLE_2,
                FaceKind.FLOOR);
    }

    private void ceiling(int x, int z) {
        var portal = portals.ceiling(x, z);
        surface(x, z, room.sector(x, z).ceiling(), portal, SectorFaces.CEILING, SectorFaces.CEILING_TRIANGLE_2,
                FaceKind.CEILING);
    }

    /**
     * A floor or ceiling: none in the outer ring, over an open portal, or in a wall without a diagonal split.
     * Ceilings are built as floors, then turned to face down.
     */
    private void surface(int x, int z, SectorSurface surface, ProjectObject.Portal portal, int first, int second,
                         FaceKind kind) {
        var sector = room.sector(x, z);
        if (room.isBorder(x, z) || portal != null && portal.opacity() == ProjectObject.Portal.OPACITY_NONE) {
            return;
        }
        var cut = surface.cutCorner();
        if (sector.isWall() && cut.isEmpty()) {
            return;
        }
        var heights = surface.heights();
        if (cut.isPresent()) {
            // The diagonal through the cut corner's neighbours; the flat triangle lies at the opposite corner's height.
            var corner = cut.get();
            var xEqualsZ = corner == XPZN || corner == XNZP;
            var firstTriangle = xEqualsZ ? XNZP_TRIANGLE : XPZP_TRIANGLE;
            var secondTriangle = xEqualsZ ? XPZN_TRIANGLE : XNZN_TRIANGLE;
            var flat = heights.at(corner.opposite());
            for (var face : new int[] {first, second}) {
                var triangle = face == first ? firstTriangle : secondTriangle;
                var cutTriangle = contains(triangle, corner);
                if (!(cutTriangle && sector.isWall())) {
                    triangle(x, z, face, kind, triangle, heights, cutTriangle ? null : flat);
                }
            }
        } else if (isPlane(heights)) {
            var points = new RoomFace.Point[4];
            for (int i = 0; i < 4; i++) {
                points[i] = corner(x, z, QUAD[i], heights.at(QUAD[i]), QUAD_TEXTURE_CORNERS[i]);
            }
            add(first, kind, x, z, kind == FaceKind.CEILING ? turned(points) : points);
        } else if (surface.splitXEqualsZ()) {
            triangle(x, z, second, kind, XNZP_TRIANGLE, heights, null);
            triangle(x, z, first, kind, XPZN_TRIANGLE, heights, null);
        } else {
            triangle(x, z, first, kind, XPZP_TRIANGLE, heights, null);
            triangle(x, z, second, kind, XNZN_TRIANGLE, heights, null);
        }
    }

    /** Whether four corners lie in one plane ([PRJ2] "IsQuad2": equal slopes along both axes). */
    static boolean isPlane(CornerHeights h) {
        return h.xpzp() - h.xpzn() == h.xnzp() - h.xnzn() && h.xpzp() - h.xnzp() == h.xpzn() - h.xnzn();
    }

    /** A triangle at its corners' heights, or all at {@code flat} when given. */
    private void triangle(int x, int z, int face, FaceKind kind, Corner[] corners, CornerHeights heights,
                          Integer flat) {
        var points = new RoomFace.Point[3];
        for (int i = 0; i < 3; i++) {
            points[i] = corner(x, z, corners[i], flat != null ? flat : heights.at(corners[i]), i);
        }
        add(face, kind, x, z, kind == FaceKind.CEILING ? turned(points) : points);
    }

    /** The same face seen from below: its first and third corners swap (for a quad, its second and fourth). */
    private static RoomFace.Point[] turned(RoomFace.Point[] points) {
        var turned = points.clone();
        if (points.length == 3) {
            turned[0] = points[2];
            turned[2] = points[0];
        } else {
            turned[1] = points[3];
            turned[3] = points[1];
        }
        return turned;
    }

    private static boolean contains(Corner[] triangle, Corner corner) {
        return triangle[0] == corner || triangle[1] == corner || triangle[2] == corner;
    }

    private static RoomFace.Point corner(int x, int z, Corner corner, int y, int textureCorner) {
        return new RoomFace.Point((x + corner.dx()) * SECTOR, y, (z + corner.dz()) * SECTOR, textureCorner);
    }

    /** The corner at offset (dx, dz) of a sector. */
    private static Corner corner(int dx, int dz) {
        return dz == 1 ? (dx == 0 ? XNZP : XPZP) : (dx == 0 ? XNZN : XPZN);
    }

    private void add(int face, FaceKind kind, int x, int z, RoomFace.Point... points) {
        faces.add(new RoomFace(face, kind, x, z, List.of(points)));
    }
}
