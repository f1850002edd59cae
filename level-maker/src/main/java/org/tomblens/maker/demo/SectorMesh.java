package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.RoomBuilder.SECTOR;

import java.util.List;
import org.tomblens.format.model.Sector;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.PortalBuilder.PortalEdge;
import org.tomblens.maker.demo.RoomMeshDraft.Corner;

/** The faces one open sector of a room's plan shows, for the room's mesh. */
final class SectorMesh {
    /**
     * The four sides of a sector, with the corners of the shared edge as seen from inside the sector
     * looking out: {@code left} and {@code right} in this sector's corners, the same points in the
     * neighbour's corners, and the inward normal.
     */
    enum Side {
        NORTH(0, 1, new int[] {0, 1}, new int[] {1, 1}, new int[] {0, 0}, new int[] {1, 0}),
        SOUTH(0, -1, new int[] {1, 0}, new int[] {0, 0}, new int[] {1, 1}, new int[] {0, 1}),
        EAST(1, 0, new int[] {1, 1}, new int[] {1, 0}, new int[] {0, 1}, new int[] {0, 0}),
        WEST(-1, 0, new int[] {0, 0}, new int[] {0, 1}, new int[] {1, 0}, new int[] {1, 1});

        final int dx;
        final int dz;
        final int[] left;
        final int[] right;
        final int[] neighbourLeft;
        final int[] neighbourRight;

        Side(int dx, int dz, int[] left, int[] right, int[] neighbourLeft, int[] neighbourRight) {
            this.dx = dx;
            this.dz = dz;
            this.left = left;
            this.right = right;
            this.neighbourLeft = neighbourLeft;
            this.neighbourRight = neighbourRight;
        }
    }

    private SectorMesh() {}

    /**
     * Adds the faces of open sector (x, z) of {@code room} to {@code mesh}: its floor and ceiling unless another room
     * lies beyond them, the walls round it, and the steps up to higher floors and down from lower ceilings facing
     * it; the edges it shares with doorways go to {@code portalEdges}. Walls outside the plan wear
     * {@code defaultWall}.
     */
    static void build(RoomBuilder room, Tile defaultWall, RoomMeshDraft mesh, List<PortalEdge> portalEdges, int x,
                      int z) {
        var plan = room.sector(x, z);
        var x0 = x * SECTOR;
        var z0 = z * SECTOR;
        var x1 = x0 + SECTOR;
        var z1 = z0 + SECTOR;
        if (plan.roomBelow == Sector.NO_ROOM) {
            // Seen from above with north up: right is +X.
            mesh.face(plan.floorTile, false,
                    new Corner(x0, plan.floorY(0, 1), z1, 0, 0), new Corner(x1, plan.floorY(1, 1), z1, 1, 0),
                    new Corner(x1, plan.floorY(1, 0), z0, 1, 1), new Corner(x0, plan.floorY(0, 0), z0, 0, 1));
        }
        if (plan.roomAbove == Sector.NO_ROOM) {
            // Seen from below with north up: right is -X.
            var y = plan.ceilingY();
            mesh.face(plan.ceilingTile, false, new Corner(x1, y, z1, 0, 0), new Corner(x0, y, z1, 1, 0),
                    new Corner(x0, y, z0, 1, 1), new Corner(x1, y, z0, 0, 1));
        }
        for (var side : Side.values()) {
            var nx = x + side.dx;
            var nz = z + side.dz;
            var neighbour = nx < 0 || nz < 0 || nx >= room.numX || nz >= room.numZ ? null : room.sector(nx, nz);
            var left = new int[] {x0 + side.left[0] * SECTOR, z0 + side.left[1] * SECTOR};
            var right = new int[] {x0 + side.right[0] * SECTOR, z0 + side.right[1] * SECTOR};
            var floorLeft = plan.floorY(side.left[0], side.left[1]);
            var floorRight = plan.floorY(side.right[0], side.right[1]);
            var ceiling = plan.ceilingY();
            if (neighbour == null || neighbour.wall) {
                var tile = neighbour == null ? defaultWall : neighbour.wallTile;
                mesh.wall(tile, left, right, ceiling, ceiling, floorLeft, floorRight);
                continue;
            }
            var otherFloorLeft = neighbour.floorY(side.neighbourLeft[0], side.neighbourLeft[1]);
            var otherFloorRight = neighbour.floorY(side.neighbourRight[0], side.neighbourRight[1]);
            var otherCeiling = neighbour.ceilingY();
            if (otherFloorLeft < floorLeft || otherFloorRight < floorRight) {
                // The neighbour's floor is higher: the step up faces this sector.
                mesh.wall(neighbour.wallTile, left, right, Math.min(otherFloorLeft, floorLeft),
                        Math.min(otherFloorRight, floorRight), floorLeft, floorRight);
            }
            if (otherCeiling > ceiling) {
                // The neighbour's ceiling is lower: the wall above the opening faces this sector.
                mesh.wall(neighbour.wallTile, left, right, ceiling, ceiling, otherCeiling, otherCeiling);
            }
            if (neighbour.doorTo >= 0) {
                portalEdges.add(new PortalEdge(neighbour.doorTo, side, left, right, Math.max(ceiling, otherCeiling),
                        Math.min(Math.min(floorLeft, floorRight), Math.min(otherFloorLeft, otherFloorRight))));
            }
        }
    }
}
