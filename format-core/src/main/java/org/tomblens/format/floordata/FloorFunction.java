package org.tomblens.format.floordata;

import java.util.List;
import java.util.Optional;

/**
 * One entry of a sector's FloorData chain (§4.4): a setup word, whose low five bits are the function in
 * every version, then the function's own words.
 *
 * <p>{@link #kind()} tells the entries apart where a switch is wanted (Java 17 switches over enums, not
 * sealed types); {@link FloorDataDescriptions} words an entry for people.
 */
public sealed interface FloorFunction {
    /** Which function this is. */
    FunctionKind kind();

    /** Bit 15 of the setup word: the chain ends after this entry. */
    boolean end();

    /** The function code, bits 0..4 of the setup word. */
    default int code() {
        return kind().code();
    }

    /** A stable lower-case identifier of the function, e.g. {@code floor_slant}. */
    default String name() {
        return kind().id();
    }

    /** How many FloorData words the entry takes, its setup word included. */
    default int wordCount() {
        return 1;
    }

    /** §4.4.1: an entity arriving here moves into {@code room}, whose sectors overlap this one. */
    record Portal(boolean end, int room) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.PORTAL;
        }

        @Override
        public int wordCount() {
            return 2;
        }
    }

    /**
     * §4.4.2–4.4.3: the floor (0x02) or ceiling (0x03) slopes; the next word holds the X slope in its low
     * byte and the Z slope in its high byte, signed, in clicks of 256 units across the sector.
     */
    record Slant(boolean end, Surface surface, int xSlope, int zSlope) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return surface == Surface.FLOOR ? FunctionKind.FLOOR_SLANT : FunctionKind.CEILING_SLANT;
        }

        @Override
        public int wordCount() {
            return 2;
        }
    }

    /**
     * §4.4.4: a trigger. The TriggerSetup word gives the timer (bits 0..7, signed from TR4 on), the one-shot
     * flag (bit 8) and the mask (bits 9..13); switch, key and pickup triggers then name their reference
     * entity; the action list follows.
     *
     * @param typeCode the SubFunction, bits 8..14 of the setup word (see {@link #type()})
     * @param reference the switch, keyhole or pickup entity, {@link #NO_REFERENCE} for other types
     */
    record Trigger(boolean end, int typeCode, int timer, boolean once, int mask, int reference,
                   List<TriggerAction> actions) implements FloorFunction {
        public static final int NO_REFERENCE = -1;

        public Trigger {
            actions = List.copyOf(actions);
        }

        /** The trigger type, empty for a code no game defines. */
        public Optional<TriggerType> type() {
            return TriggerType.of(typeCode);
        }

        public boolean hasReference() {
            return reference != NO_REFERENCE;
        }

        @Override
        public FunctionKind kind() {
            return FunctionKind.TRIGGER;
        }

        @Override
        public int wordCount() {
            var words = 2 + (hasReference() ? 1 : 0);
            for (var action : actions) {
                words += action.wordCount();
            }
            return words;
        }
    }

    /** §4.4.5: Lara dies here. */
    record KillLara(boolean end) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.KILL_LARA;
        }
    }

    /**
     * §4.4.6 (TR2+): the walls Lara can climb, as the SubFunction's bits: {@link #PLUS_Z}, {@link #PLUS_X},
     * {@link #MINUS_Z}, {@link #MINUS_X}.
     */
    record ClimbableWalls(boolean end, int walls) implements FloorFunction {
        public static final int PLUS_Z = 0x1;
        public static final int PLUS_X = 0x2;
        public static final int MINUS_Z = 0x4;
        public static final int MINUS_X = 0x8;

        public boolean climbable(int wall) {
            return (walls & wall) != 0;
        }

        @Override
        public FunctionKind kind() {
            return FunctionKind.CLIMBABLE_WALLS;
        }
    }

    /**
     * §4.4.7 (TR3+): the floor or ceiling is two triangles split along a diagonal, one of which may be a
     * vertical portal to the room below or above. The function word carries two signed 5-bit height
     * adjustments; the extra word the four corner values, named as §4.4.7 names them.
     *
     * @param portal the corner whose triangle is a portal, null when both triangles are solid
     * @param h1 bits 5..9 of the function word: added, in clicks, to the triangle of the split's
     *           {@link Split#second()} corner
     * @param h2 bits 10..14: added to the triangle of {@link Split#first()}
     * @param c00 ΔC00, bits 4..7 of the extra word
     * @param c01 ΔC01, bits 8..11
     * @param c10 ΔC10, bits 0..3
     * @param c11 ΔC11, bits 12..15
     */
    record Triangulation(boolean end, Surface surface, Split split, Corner portal, int h1, int h2,
                         int c00, int c01, int c10, int c11) implements FloorFunction {

        public Triangulation {
            if (portal != null && portal != split.first() && portal != split.second()) {
                throw new IllegalArgumentException(portal + " is not a triangle of split " + split);
            }
        }

        /** The diagonal a sector is split along, and the corners that name its two triangles. */
        public enum Split {
            /** Along the diagonal from corner 01 to corner 10: triangles at 00 and 11 (0x07, 0x09 …). */
            DIAGONAL_01_10(Corner.C00, Corner.C11),
            /** Along the diagonal from corner 00 to corner 11: triangles at 01 and 10 (0x08, 0x0A …). */
            DIAGONAL_00_11(Corner.C01, Corner.C10);

            private final Corner first;
            private final Corner second;

            Split(Corner first, Corner second) {
                this.first = first;
                this.second = second;
            }

            /** The corner of the triangle that takes {@code h2}. */
            public Corner first() {
                return first;
            }

            /** The corner of the triangle that takes {@code h1}. */
            public Corner second() {
                return second;
            }

            /**
             * The triangle holding the point {@code (dx, dz)} units into the sector (0..1023 each), points
             * on the diagonal counting as the first triangle's, as the engines count them.
             */
            public Corner triangleAt(int dx, int dz) {
                var inFirst = this == DIAGONAL_01_10 ? dx <= 1024 - dz : dx <= dz;
                return inFirst ? first : second;
            }
        }

        // §4.4.7, in code order: 0x07..0x0A have both triangles solid; from 0x0B each group has a pair, the
        // portal at the first triangle then at the second. Floor groups come before ceiling groups.
        private static final Split[] SPLITS = {
                Split.DIAGONAL_01_10, Split.DIAGONAL_00_11, Split.DIAGONAL_01_10, Split.DIAGONAL_00_11};

        /** The entry for function {@code code} (0x07..0x12). */
        public static Triangulation of(boolean end, int code, int h1, int h2, int c00, int c01, int c10, int c11) {
            if (code < 0x07 || code > 0x12) {
                throw new IllegalArgumentException("not a triangulation function: " + code);
            }
            var group = code <= 0x0A ? code - 0x07 : (code - 0x0B) / 2;
            var split = SPLITS[group];
            var portal = code <= 0x0A ? null : (code - 0x0B) % 2 == 0 ? split.first() : split.second();
            var surface = group < 2 ? Surface.FLOOR : Surface.CEILING;
            return new Triangulation(end, surface, split, portal, h1, h2, c00, c01, c10, c11);
        }

        /** The height adjustment, in clicks, of the triangle at {@code triangle}. */
        public int heightDelta(Corner triangle) {
            return triangle == split.first() ? h2 : h1;
        }

        /** The ΔC value of {@code corner}. */
        public int corner(Corner corner) {
            return switch (corner) {
                case C00 -> c00;
                case C01 -> c01;
                case C10 -> c10;
                case C11 -> c11;
            };
        }

        public boolean hasPortal() {
            return portal != null;
        }

        @Override
        public FunctionKind kind() {
            return surface == Surface.FLOOR ? FunctionKind.FLOOR_TRIANGULATION : FunctionKind.CEILING_TRIANGULATION;
        }

        @Override
        public int code() {
            var group = (surface == Surface.FLOOR ? 0 : 2) + (split == Split.DIAGONAL_01_10 ? 0 : 1);
            if (portal == null) {
                return 0x07 + group;
            }
            return 0x0B + 2 * group + (portal == split.first() ? 0 : 1);
        }

        @Override
        public int wordCount() {
            return 2;
        }
    }

    /** §4.4.8 (TR3+): Lara can monkeyswing under this ceiling. */
    record Monkeyswing(boolean end) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.MONKEYSWING;
        }
    }

    /** §4.4.9–4.4.10, TR3: a minecart turns here (0x14 left, 0x15 right; both in one sector: it stops). */
    record MinecartTurn(boolean end, boolean left) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return left ? FunctionKind.MINECART_LEFT : FunctionKind.MINECART_RIGHT;
        }
    }

    /** §4.4.9, TR4/TR5 (0x14): the sector's trigger waits for an active trigger triggerer entity here. */
    record TriggerTriggerer(boolean end) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.TRIGGER_TRIGGERER;
        }
    }

    /** §4.4.10, TR4/TR5 (0x15): a mechanical beetle turns to the mapper entity here and rolls on. */
    record MechanicalBeetle(boolean end) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.MECHANICAL_BEETLE;
        }
    }

    /**
     * A function code the level's version does not define (TRNG plugins add some). Its length is unknown,
     * so the chain cannot be read past it.
     *
     * @param word the whole setup word
     */
    record Unknown(boolean end, int code, int word) implements FloorFunction {
        @Override
        public FunctionKind kind() {
            return FunctionKind.UNKNOWN;
        }
    }
}
