package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.tomblens.format.prj2.CornerHeights.Corner;
import org.tomblens.format.prj2.SectorFaces;
import org.tomblens.format.prj2.SectorFaces.Wall;

/** One wall line of a sector and the faces along it; the parts narrow the steps' heights as they go. */
final class WallLine {
    /** How a try at one wall face went: drawn, not drawn, or not drawn and nothing further along will be. */
    private enum Outcome { DRAWN, SKIPPED, STOP }

    private final List<RoomFace> faces;
    private final int x;
    private final int z;
    private final Wall wall;
    private final int[] ends;
    private final WallHeights h;
    private final boolean anyWall;
    private final boolean diagonalFloorPart;
    private final boolean diagonalCeilingPart;

    /**
     * The line from corner {@code a} to corner {@code b} of sector (x, z).
     *
     * @param faces where the faces go
     * @param anyWall the sector is in the room's outer ring or a wall
     * @param diagonalFloorPart the edge lies in the flat triangle of the sector's diagonal floor split
     */
    WallLine(List<RoomFace> faces, int x, int z, Wall wall, Corner a, Corner b, WallHeights h, boolean anyWall,
             boolean diagonalFloorPart, boolean diagonalCeilingPart) {
        this.faces = faces;
        this.x = x;
        this.z = z;
        this.wall = wall;
        this.ends = new int[] {(x + a.dx()) * SectorGeometry.SECTOR, (z + a.dz()) * SectorGeometry.SECTOR,
                (x + b.dx()) * SectorGeometry.SECTOR, (z + b.dz()) * SectorGeometry.SECTOR};
        this.h = h;
        this.anyWall = anyWall;
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
            add(face, FaceKind.WALL, point(0, topA, 1), point(1, topB, 2), point(1, bottomB, 3),
                    point(0, bottomA, 0));
        } else if (bottomA != topA) {
            add(face, FaceKind.WALL, point(0, topA, 0), point(1, topB, 1), point(0, bottomA, 2));
        } else if (bottomB != topB) {
            add(face, FaceKind.WALL, point(0, topA, 0), point(1, topB, 1), point(1, bottomB, 2));
        }
    }

    /**
     * A face hanging from (topA, topB) down to (bottomA, bottomB): a quad, or a triangle where one end meets;
     * false when neither end goes down.
     */
    private boolean hanging(int face, FaceKind kind, int topA, int topB, int bottomA, int bottomB) {
        if (topA > bottomA && topB > bottomB) {
            add(face, kind, point(0, topA, 1), point(1, topB, 2), point(1, bottomB, 3), point(0, bottomA, 0));
        } else if (topA == bottomA && topB > bottomB) {
            add(face, kind, point(0, bottomA, 0), point(1, topB, 1), point(1, bottomB, 2));
        } else if (topA > bottomA && topB == bottomB) {
            add(face, kind, point(0, topA, 0), point(1, bottomB, 1), point(0, bottomA, 2));
        } else {
            return false;
        }
        return true;
    }

    /** The point at end {@code end} of the line (0: a, 1: b) and height {@code y}. */
    private RoomFace.Point point(int end, int y, int textureCorner) {
        return new RoomFace.Point(ends[2 * end], y, ends[2 * end + 1], textureCorner);
    }

    private void add(int face, FaceKind kind, RoomFace.Point... points) {
        faces.add(new RoomFace(face, kind, x, z, List.of(points)));
    }
}
