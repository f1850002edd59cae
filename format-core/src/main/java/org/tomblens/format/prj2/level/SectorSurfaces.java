package org.tomblens.format.prj2.level;

import static org.tomblens.format.prj2.CornerHeights.Corner.XNZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XNZP;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZN;
import static org.tomblens.format.prj2.CornerHeights.Corner.XPZP;

import java.util.List;
import org.tomblens.format.prj2.CornerHeights;
import org.tomblens.format.prj2.CornerHeights.Corner;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;
import org.tomblens.format.prj2.SectorFaces;
import org.tomblens.format.prj2.SectorSurface;

/**
 * The floors and ceilings of a room's sectors (see {@link SectorGeometry}): one quad when flat or evenly sloped,
 * else two triangles cut along the diagonal the sector chooses; a diagonal split keeps a flat triangle at the
 * height of the corner opposite the cut one, and in a wall sector the cut triangle is solid.
 */
final class SectorSurfaces {
    /** The diagonal x = z (xnzn to xpzp) cuts a sector into these two triangles, in the editor's drawing order. */
    private static final Corner[] XNZP_TRIANGLE = {XNZN, XNZP, XPZP};
    private static final Corner[] XPZN_TRIANGLE = {XPZP, XPZN, XNZN};
    /** The other diagonal (xnzp to xpzn) cuts it into these two. */
    private static final Corner[] XPZP_TRIANGLE = {XNZP, XPZP, XPZN};
    private static final Corner[] XNZN_TRIANGLE = {XPZN, XNZN, XNZP};
    /** A quad's corners, and which texture coordinate each takes (the editor's quads start at the second). */
    private static final Corner[] QUAD = {XNZP, XPZP, XPZN, XNZN};
    private static final int[] QUAD_TEXTURE_CORNERS = {1, 2, 3, 0};

    private final ProjectRoom room;
    private final RoomPortals portals;
    private final List<RoomFace> faces;

    SectorSurfaces(ProjectRoom room, RoomPortals portals, List<RoomFace> faces) {
        this.room = room;
        this.portals = portals;
        this.faces = faces;
    }

    /** The floor, then the ceiling, of sector (x, z). */
    void build(int x, int z) {
        floor(x, z);
        ceiling(x, z);
    }

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
        return new RoomFace.Point((x + corner.dx()) * SectorGeometry.SECTOR, y,
                (z + corner.dz()) * SectorGeometry.SECTOR, textureCorner);
    }

    private void add(int face, FaceKind kind, int x, int z, RoomFace.Point... points) {
        faces.add(new RoomFace(face, kind, x, z, List.of(points)));
    }
}
