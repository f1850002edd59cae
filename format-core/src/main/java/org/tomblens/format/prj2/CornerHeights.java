package org.tomblens.format.prj2;

/**
 * A sector surface's four corner heights in world units, Tomb Editor's Y up, relative to the room's Y, in
 * [PRJ2]'s order: {@code xnzp, xpzp, xpzn, xnzn} (x/z negative or positive).
 */
public record CornerHeights(int xnzp, int xpzp, int xpzn, int xnzn) {
    public static final CornerHeights ZERO = new CornerHeights(0, 0, 0, 0);

    /** The height at {@code corner}. */
    public int at(Corner corner) {
        return switch (corner) {
            case XNZP -> xnzp;
            case XPZP -> xpzp;
            case XPZN -> xpzn;
            case XNZN -> xnzn;
        };
    }

    public int max() {
        return Math.max(Math.max(xnzp, xpzp), Math.max(xpzn, xnzn));
    }

    public int min() {
        return Math.min(Math.min(xnzp, xpzp), Math.min(xpzn, xnzn));
    }

    /** A sector's corners, in [PRJ2]'s order; each knows its offset in sectors from the sector's origin. */
    public enum Corner {
        XNZP(0, 1), XPZP(1, 1), XPZN(1, 0), XNZN(0, 0);

        private static final Corner[] ORDER = values();

        private final int dx;
        private final int dz;

        Corner(int dx, int dz) {
            this.dx = dx;
            this.dz = dz;
        }

        /** 0 on the sector's -X side, 1 on its +X side. */
        public int dx() {
            return dx;
        }

        /** 0 on the sector's -Z side, 1 on its +Z side. */
        public int dz() {
            return dz;
        }

        /** The corner after this one going round the sector in [PRJ2]'s order. */
        public Corner next() {
            return ORDER[(ordinal() + 1) % 4];
        }

        /** The corner before this one. */
        public Corner previous() {
            return ORDER[(ordinal() + 3) % 4];
        }

        /** The corner across the sector. */
        public Corner opposite() {
            return ORDER[(ordinal() + 2) % 4];
        }
    }
}
