package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.prj2.CornerHeights.Corner;
import org.tomblens.format.prj2.ProjectSector;
import org.tomblens.format.prj2.SectorSurface;

/**
 * The heights along one wall line, at its two ends a and b: the sector's floor step (qa) and ceiling step (ws),
 * its subdivisions, and the neighbour's floor and ceiling. The floor and ceiling parts narrow the steps as they go.
 */
final class WallHeights {
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

    /**
     * A surface's heights at the ends of an edge: its corners', unless a diagonal split leaves the edge in the flat
     * triangle (the edge does not touch the cut corner), which lies at the height of the corner opposite the cut.
     */
    static int[] edgeHeights(SectorSurface surface, Corner a, Corner b) {
        var cut = surface.cutCorner();
        var heights = surface.heights();
        if (cut.isPresent() && a != cut.get() && b != cut.get()) {
            var flat = heights.at(cut.get().opposite());
            return new int[] {flat, flat};
        }
        return new int[] {heights.at(a), heights.at(b)};
    }
}
