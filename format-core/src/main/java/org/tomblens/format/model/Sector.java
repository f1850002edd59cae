package org.tomblens.format.model;

/**
 * One 1024x1024 sector of a room's floor plan (§3.2.3), as stored.
 *
 * @param floorDataIndex index into the level's FloorData words (0: none)
 * @param boxIndex raw box word: TR1/TR2 the box (0xFFFF none); TR3+ box in bits 4..14, material in bits 0..3
 * @param roomBelow room under the floor, 255 for none
 * @param floor floor height in clicks of 256 units (signed; -127 = 0x81 marks a wall)
 * @param roomAbove room over the ceiling, 255 for none
 * @param ceiling ceiling height in clicks (signed)
 */
public record Sector(int floorDataIndex, int boxIndex, int roomBelow, int floor, int roomAbove, int ceiling) {
    public static final int NO_ROOM = 255;
    public static final int WALL_HEIGHT = -127;

    public boolean hasRoomBelow() {
        return roomBelow != NO_ROOM;
    }

    public boolean hasRoomAbove() {
        return roomAbove != NO_ROOM;
    }

    /** Floor height in TR units. */
    public int floorY() {
        return floor * 256;
    }

    /** Ceiling height in TR units. */
    public int ceilingY() {
        return ceiling * 256;
    }
}
