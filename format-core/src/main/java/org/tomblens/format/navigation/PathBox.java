package org.tomblens.format.navigation;

/**
 * One box of the level's map (§7.3), in world units for every version: a floor rectangle at one height.
 *
 * @param xMin the stored bound in world units (TR1 stores world units, later versions sectors, × 1024 here)
 * @param floor the height of its floor as stored (TR units, Y down)
 * @param blocked bit 14 of the overlap word: closed to creatures (a shut door, a pushable block)
 * @param blockable bit 15: can be closed, and is closed to large creatures
 * @param overlaps the boxes it joins, in stored order, without the list's end bit
 * @param overlapFlags for each of {@code overlaps}, the flag bits stored with it (TR4/TR5 bits 11–14, 0x0800 a
 *                     step only creatures that jump take; 0 for none and in earlier versions)
 * @param zones per zone type of the version ({@link ZoneType#of}), the zone in the normal and in the flipped state
 */
public record PathBox(int index, long xMin, long xMax, long zMin, long zMax, int floor, boolean blocked,
                      boolean blockable, int[] overlaps, int[] overlapFlags, int[][] zones) {
    /** TR4/TR5: the overlap flag of a link that only creatures able to jump take. */
    public static final int JUMP = 0x0800;

    /** Its zone of {@code type} (one its version stores), in the normal or the flipped state. */
    public int zone(int typeIndex, boolean flipped) {
        return zones[typeIndex][flipped ? 1 : 0];
    }

    /**
     * The flags of its link to box {@code other}: 0 for a link any creature walks, or when it has no such link; else
     * the bits, {@link #JUMP} among them when only creatures that jump take it (other bits, which retail TR4 levels
     * also hold, say other creatures' abilities).
     */
    public int linkFlags(int other) {
        for (int i = 0; i < overlaps.length; i++) {
            if (overlaps[i] == other) {
                return overlapFlags[i];
            }
        }
        return 0;
    }

    /** The boxes it joins as words, a flagged link with its flags in brackets: {@code 12 35(jump)}. */
    public String overlapWords() {
        var words = new StringBuilder();
        for (int i = 0; i < overlaps.length; i++) {
            words.append(i == 0 ? "" : " ").append(overlaps[i]);
            if (overlapFlags[i] != 0) {
                words.append('(').append(flagWords(overlapFlags[i])).append(')');
            }
        }
        return words.toString();
    }

    /** Overlap flags in words: "jump" for {@link #JUMP}, the other bits in hex, "" for none. */
    public static String flagWords(int flags) {
        var others = flags & ~JUMP;
        var jump = (flags & JUMP) != 0 ? "jump" : "";
        return others == 0 ? jump : (jump.isEmpty() ? "" : jump + " ") + String.format("0x%04X", others);
    }
}
