package org.tomblens.format.prj2;

import java.util.Optional;

/**
 * A sector's floor or ceiling ([PRJ2] {@code SectorFloorWorldUnits} and the older click-based chunks, converted
 * to world units).
 *
 * @param splitXEqualsZ bit 0 of the flags: a surface that is not flat is cut along the diagonal x = z (from the
 *                      xnzn to the xpzp corner) rather than the other one
 * @param diagonalSplit bits 1.. of the flags, [PRJ2] {@code DiagonalSplit}: 0 none, else the corner whose triangle
 *                      is cut off (see {@link #cutCorner()})
 */
public record SectorSurface(CornerHeights heights, boolean splitXEqualsZ, int diagonalSplit) {
    public static final SectorSurface FLAT_ZERO = new SectorSurface(CornerHeights.ZERO, false, 0);

    /**
     * The corner whose triangle a diagonal split cuts off: 1 XnZp, 2 XpZp, 3 XpZn, 4 XnZn. The rest of the
     * sector is a flat triangle at the height of the opposite corner; in a wall sector the cut triangle is the
     * solid part. Empty when the surface has no diagonal split (or a code [PRJ2] does not list).
     */
    public Optional<CornerHeights.Corner> cutCorner() {
        return switch (diagonalSplit) {
            case 1 -> Optional.of(CornerHeights.Corner.XNZP);
            case 2 -> Optional.of(CornerHeights.Corner.XPZP);
            case 3 -> Optional.of(CornerHeights.Corner.XPZN);
            case 4 -> Optional.of(CornerHeights.Corner.XNZN);
            default -> Optional.empty();
        };
    }

    public boolean hasDiagonalSplit() {
        return cutCorner().isPresent();
    }
}
