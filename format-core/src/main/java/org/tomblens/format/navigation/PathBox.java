package org.tomblens.format.navigation;

/**
 * One box of the level's map (§7.3), in world units for every version: a floor rectangle at one height.
 *
 * @param xMin the stored bound in world units (TR1 stores world units, later versions sectors, × 1024 here)
 * @param floor the height of its floor as stored (TR units, Y down)
 * @param blocked bit 14 of the overlap word: closed to creatures (a shut door, a pushable block)
 * @param blockable bit 15: can be closed, and is closed to large creatures
 * @param overlaps the boxes it joins, in stored order, without the list's end bit
 * @param zones per zone type of the version ({@link ZoneType#of}), the zone in the normal and in the flipped state
 */
public record PathBox(int index, long xMin, long xMax, long zMin, long zMax, int floor, boolean blocked,
                      boolean blockable, int[] overlaps, int[][] zones) {

    /** Its zone of {@code type} (one its version stores), in the normal or the flipped state. */
    public int zone(int typeIndex, boolean flipped) {
        return zones[typeIndex][flipped ? 1 : 0];
    }
}
