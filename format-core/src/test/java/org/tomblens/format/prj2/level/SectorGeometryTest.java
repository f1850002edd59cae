package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.prj2.Prj2Project;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.testing.ProjectBytes;

/**
 * Room geometry of projects the test writes, compared face by face with corners worked out by hand from the
 * editor's rules: floors at their heights, a step face where a floor stands above its neighbour's, split at a
 * subdivision, a diagonal split's flat triangle and step, and the outer ring's walls from the neighbour's floor
 * up to its ceiling. Corners are (x, y up, z) in world units from the room's origin, then the texture corner.
 */
class SectorGeometryTest {
    private static final int[] CEILING = {1024, 1024, 1024, 1024};

    /**
     * A room of 5 x 3 sectors (its inner row x = 1..3, z = 1), every ceiling at 1024: (1, 1) flat at 0; (2, 1)
     * flat at 512 with a subdivision at 256; (3, 1) split diagonally, its xpzn corner's triangle raised to 768 and
     * the rest flat at the xnzp corner's 0. The ring is flat at 0.
     */
    private static Prj2Project stepsAndDiagonal() {
        var sectors = data();
        for (int x = 0; x < 5; x++) {
            for (int z = 0; z < 3; z++) {
                int[] floor = {0, 0, 0, 0};
                var flags = 0;
                int[][] subdivisions = {};
                if (x == 2 && z == 1) {
                    floor = new int[] {512, 512, 512, 512};
                    subdivisions = new int[][] {{256, 256, 256, 256}};
                } else if (x == 3 && z == 1) {
                    floor = new int[] {0, 768, 768, 768};
                    flags = 3 << 1;
                }
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 5, 0, flags, floor, CEILING, subdivisions));
            }
        }
        return read(5, 3, sectors);
    }

    private static Prj2Project read(int sectorsX, int sectorsZ, ProjectBytes sectors) {
        var room = data().leb(sectorsX).leb(sectorsZ).chunk("TeI", data().leb(0)).chunk("TeSecs", sectors.end()).end();
        var tree = data().chunk("TeSettings", data().chunk("TeGameVersion", data().leb(4)).end())
                .chunk("TeRooms", data().chunk("TeRoom", room).end()).end();
        return Prj2Reader.read(ProjectBytes.file(tree), "synthetic.prj2");
    }

    private static List<RoomFace> faces(Prj2Project project) {
        var room = project.rooms().get(0);
        return SectorGeometry.build(project, room, RoomPortals.of(room));
    }

    /** A face from its corners given as (x, y, z, texture corner) runs. */
    private static RoomFace face(int code, FaceKind kind, int sectorX, int sectorZ, int... corners) {
        var points = new ArrayList<RoomFace.Point>();
        for (int i = 0; i < corners.length; i += 4) {
            points.add(new RoomFace.Point(corners[i], corners[i + 1], corners[i + 2], corners[i + 3]));
        }
        return new RoomFace(code, kind, sectorX, sectorZ, points);
    }

    @Test
    void floorsStepsASubdivisionADiagonalSplitAndTheRingWallsAreWhereTheHeightsPutThem() {
        var expected = List.of(
                // The ring: each wall from the inner neighbour's floor up to its ceiling (middle faces 10–13).
                face(13, FaceKind.WALL, 0, 1, 1024, 1024, 1024, 1, 1024, 1024, 2048, 2, 1024, 0, 2048, 3, 1024, 0, 1024, 0),
                face(10, FaceKind.WALL, 1, 0, 2048, 1024, 1024, 1, 1024, 1024, 1024, 2, 1024, 0, 1024, 3, 2048, 0, 1024, 0),
                // (1, 1): a flat floor at 0 and the ceiling at 1024, turned to face down.
                face(25, FaceKind.FLOOR, 1, 1, 1024, 0, 2048, 1, 2048, 0, 2048, 2, 2048, 0, 1024, 3, 1024, 0, 1024, 0),
                face(27, FaceKind.CEILING, 1, 1, 1024, 1024, 2048, 1, 1024, 1024, 1024, 0, 2048, 1024, 1024, 3,
                        2048, 1024, 2048, 2),
                face(11, FaceKind.WALL, 1, 2, 1024, 1024, 2048, 1, 2048, 1024, 2048, 2, 2048, 0, 2048, 3, 1024, 0, 2048, 0),
                // Beside the raised (2, 1) the ring wall starts at its floor, 512.
                face(10, FaceKind.WALL, 2, 0, 3072, 1024, 1024, 1, 2048, 1024, 1024, 2, 2048, 512, 1024, 3,
                        3072, 512, 1024, 0),
                // (2, 1) stands 512 above both neighbours: towards +X the step from 512 to the subdivision at 256
                // (face 3), then the subdivision down to the neighbour's 0 (face 8); towards -X faces 2 and 7.
                face(3, FaceKind.FLOOR_STEP, 2, 1, 3072, 512, 1024, 1, 3072, 512, 2048, 2, 3072, 256, 2048, 3,
                        3072, 256, 1024, 0),
                face(8, FaceKind.FLOOR_STEP, 2, 1, 3072, 256, 1024, 1, 3072, 256, 2048, 2, 3072, 0, 2048, 3,
                        3072, 0, 1024, 0),
                face(2, FaceKind.FLOOR_STEP, 2, 1, 2048, 512, 2048, 1, 2048, 512, 1024, 2, 2048, 256, 1024, 3,
                        2048, 256, 2048, 0),
                face(7, FaceKind.FLOOR_STEP, 2, 1, 2048, 256, 2048, 1, 2048, 256, 1024, 2, 2048, 0, 1024, 3,
                        2048, 0, 2048, 0),
                face(25, FaceKind.FLOOR, 2, 1, 2048, 512, 2048, 1, 3072, 512, 2048, 2, 3072, 512, 1024, 3,
                        2048, 512, 1024, 0),
                face(27, FaceKind.CEILING, 2, 1, 2048, 1024, 2048, 1, 2048, 1024, 1024, 0, 3072, 1024, 1024, 3,
                        3072, 1024, 2048, 2),
                face(11, FaceKind.WALL, 2, 2, 2048, 1024, 2048, 1, 3072, 1024, 2048, 2, 3072, 512, 2048, 3,
                        2048, 512, 2048, 0),
                // Beside the raised triangle of (3, 1) (its -Z edge touches the cut xpzn corner) the wall starts at 768.
                face(10, FaceKind.WALL, 3, 0, 4096, 1024, 1024, 1, 3072, 1024, 1024, 2, 3072, 768, 1024, 3,
                        4096, 768, 1024, 0),
                // (3, 1): the step along the diagonal from xpzp (4096, 2048) to xnzn (3072, 1024), from the raised
                // triangle's 768 down to the flat triangle's 0 (face 4); the flat triangle at 0; the raised one.
                face(4, FaceKind.FLOOR_STEP, 3, 1, 4096, 768, 2048, 1, 3072, 768, 1024, 2, 3072, 0, 1024, 3,
                        4096, 0, 2048, 0),
                face(25, FaceKind.FLOOR, 3, 1, 3072, 0, 1024, 0, 3072, 0, 2048, 1, 4096, 0, 2048, 2),
                face(26, FaceKind.FLOOR, 3, 1, 4096, 768, 2048, 0, 4096, 768, 1024, 1, 3072, 768, 1024, 2),
                face(27, FaceKind.CEILING, 3, 1, 3072, 1024, 2048, 1, 3072, 1024, 1024, 0, 4096, 1024, 1024, 3,
                        4096, 1024, 2048, 2),
                // Its +Z edge lies in the flat triangle: the ring wall there starts at 0.
                face(11, FaceKind.WALL, 3, 2, 3072, 1024, 2048, 1, 4096, 1024, 2048, 2, 4096, 0, 2048, 3,
                        3072, 0, 2048, 0),
                // Its +X edge touches the cut corner: the ring wall starts at 768.
                face(12, FaceKind.WALL, 4, 1, 4096, 1024, 2048, 1, 4096, 1024, 1024, 2, 4096, 768, 1024, 3,
                        4096, 768, 2048, 0));
        assertEquals(expected, faces(stepsAndDiagonal()));
    }

    /** One open sector (1, 1) in a 3 x 3 room, its floor's xnzp corner raised to 256: not a plane. */
    private static List<RoomFace> warpedFloor(boolean splitXEqualsZ) {
        var sectors = data();
        for (int x = 0; x < 3; x++) {
            for (int z = 0; z < 3; z++) {
                var centre = x == 1 && z == 1;
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 3, 0, centre && splitXEqualsZ ? 1 : 0,
                        centre ? new int[] {256, 0, 0, 0} : new int[4], CEILING));
            }
        }
        return faces(read(3, 3, sectors)).stream().filter(f -> f.kind() == FaceKind.FLOOR).toList();
    }

    @Test
    void aFloorThatIsNotAPlaneIsCutAlongTheDiagonalItsSectorChooses() {
        // Along xnzp-xpzn: the xpzp corner's triangle (face 25), then the xnzn corner's (face 26).
        assertEquals(List.of(
                face(25, FaceKind.FLOOR, 1, 1, 1024, 256, 2048, 0, 2048, 0, 2048, 1, 2048, 0, 1024, 2),
                face(26, FaceKind.FLOOR, 1, 1, 2048, 0, 1024, 0, 1024, 0, 1024, 1, 1024, 256, 2048, 2)),
                warpedFloor(false));
        // Along x = z (xnzn-xpzp): the xnzp corner's triangle is the second face (26), the xpzn corner's the first.
        assertEquals(List.of(
                face(26, FaceKind.FLOOR, 1, 1, 1024, 0, 1024, 0, 1024, 256, 2048, 1, 2048, 0, 2048, 2),
                face(25, FaceKind.FLOOR, 1, 1, 2048, 0, 2048, 0, 2048, 0, 1024, 1, 1024, 0, 1024, 2)),
                warpedFloor(true));
    }

    @Test
    void aWallSectorInsideTheRoomShowsItsMiddleToEachOpenNeighbourAndHasNoFloor() {
        // 3 x 4: (1, 1) open at 0, (1, 2) a wall; the wall's -Z side faces (1, 1) from 0 to 1024.
        var sectors = data();
        for (int x = 0; x < 3; x++) {
            for (int z = 0; z < 4; z++) {
                var wall = x == 1 && z == 2 ? 1 : 0;
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 3, wall, 0, new int[4], CEILING));
            }
        }
        var faces = faces(read(3, 4, sectors));
        var ofWall = faces.stream().filter(f -> f.sectorX() == 1 && f.sectorZ() == 2).toList();
        assertEquals(List.of(face(11, FaceKind.WALL, 1, 2, 1024, 1024, 2048, 1, 2048, 1024, 2048, 2, 2048, 0, 2048, 3,
                1024, 0, 2048, 0)), ofWall);
        assertTrue(faces.stream().noneMatch(f -> f.sectorX() == 1 && f.sectorZ() == 3),
                "the ring sector behind the wall shows nothing: its only inner neighbour is solid");
    }

    @Test
    void aLowerCeilingShowsItsStepUpToTheNeighboursCeilingSplitAtItsSubdivision() {
        // 4 x 3: (1, 1) with its ceiling at 1024; (2, 1) with its ceiling at 768 and a ceiling subdivision at 896.
        var sectors = data();
        for (int x = 0; x < 4; x++) {
            for (int z = 0; z < 3; z++) {
                var sector = ProjectBytes.sector(x, z, 4, 0, 0, new int[4], CEILING);
                if (x == 2 && z == 1) {
                    var ceiling = data().leb(0).leb(768).leb(768).leb(768).leb(768);
                    var split = data().leb(1).leb(896).leb(896).leb(896).leb(896);
                    sector = data().s32(2 + 4).chunk(8, ceiling).chunk(10, split).end();
                }
                sectors.chunk("TeS", sector);
            }
        }
        var steps = faces(read(4, 3, sectors)).stream()
                .filter(f -> f.kind() == FaceKind.CEILING_STEP && f.sectorX() == 2).toList();
        // Towards -X (corners xnzp (2048, 2048) then xnzn (2048, 1024)): the step from 768 up to the subdivision
        // (face 17, Wall_NegativeX_Ceiling1), then from the subdivision up to the neighbour's 1024 (face 22).
        assertEquals(List.of(
                face(17, FaceKind.CEILING_STEP, 2, 1, 2048, 896, 2048, 1, 2048, 896, 1024, 2, 2048, 768, 1024, 3,
                        2048, 768, 2048, 0),
                face(22, FaceKind.CEILING_STEP, 2, 1, 2048, 1024, 2048, 1, 2048, 1024, 1024, 2, 2048, 896, 1024, 3,
                        2048, 896, 2048, 0)), steps);
    }
}
