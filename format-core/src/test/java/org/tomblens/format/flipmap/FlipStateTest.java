package org.tomblens.format.flipmap;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/**
 * Four rooms: 0 and 1 have alternates 2 and 3, in alternate groups 1 and 2 (§3.4.4: TR4+ flip by group,
 * TR1–TR3 all rooms at once).
 */
class FlipStateTest {
    private static Room room(int alternateRoom, int alternateGroup) {
        return new Room(0, 0, 0, 0, 0, List.of(), List.of(), List.of(), List.of(), List.of(), 0, 0, List.of(), 0, 0,
                0, List.of(), List.of(), alternateRoom, 0, 0, 0, alternateGroup, List.of());
    }

    private static final List<Room> ROOMS = List.of(room(2, 1), room(3, 2), room(-1, 0), room(-1, 0));

    @Test
    void withEveryGroupOffTheBaseRoomsStandInTheirPlacesAndTheAlternatesAreHidden() {
        var flips = new FlipState(ROOMS, GameVersion.TR4);
        assertFalse(flips.anyOn());
        assertEquals(List.of(0, 1, 2, 3), List.of(flips.active(0), flips.active(1), flips.active(2), flips.active(3)));
        assertEquals(List.of(true, true, false, false),
                List.of(flips.isShown(0), flips.isShown(1), flips.isShown(2), flips.isShown(3)));
        assertTrue(flips.isAlternate(2) && flips.isAlternate(3) && !flips.isAlternate(0));
    }

    @Test
    void fromTr4OnAGroupFlipsOnlyItsOwnRooms() {
        var flips = new FlipState(ROOMS, GameVersion.TR4);
        assertArrayEquals(new int[] {1, 2}, flips.groups());
        flips.set(2, true);
        assertTrue(flips.anyOn() && flips.isOn(2) && !flips.isOn(1));
        assertEquals(List.of(0, 3), List.of(flips.active(0), flips.active(1)));
        assertEquals(List.of(true, false, false, true),
                List.of(flips.isShown(0), flips.isShown(1), flips.isShown(2), flips.isShown(3)));
        flips.reset();
        assertFalse(flips.anyOn());
        assertEquals(1, flips.active(1));
    }

    @Test
    void beforeTr4OneGroupFlipsEveryRoom() {
        var flips = new FlipState(ROOMS, GameVersion.TR3);
        assertArrayEquals(new int[] {0}, flips.groups());
        assertEquals(0, flips.groupOf(1));
        flips.set(0, true);
        assertEquals(List.of(2, 3), List.of(flips.active(0), flips.active(1)));
        assertEquals(List.of(false, false, true, true),
                List.of(flips.isShown(0), flips.isShown(1), flips.isShown(2), flips.isShown(3)));
    }

    /**
     * The engines flip rooms in index order, swapping each with its alternate and clearing the alternate's own
     * link: of two rooms that name each other, the lower-numbered is the base. Exactly one of the two stands in
     * the place, whichever way the map is.
     */
    @Test
    void ofTwoRoomsThatNameEachOtherTheLowerIsTheBaseAndOneOfThemIsShown() {
        var rooms = List.of(room(-1, 0), room(2, 0), room(1, 0));
        var flips = new FlipState(rooms, GameVersion.TR1);
        assertEquals(List.of(-1, -1, 1), List.of(flips.baseOf(0), flips.baseOf(1), flips.baseOf(2)));
        assertEquals(List.of(true, true, false), List.of(flips.isShown(0), flips.isShown(1), flips.isShown(2)));
        flips.set(0, true);
        assertEquals(List.of(2, 2), List.of(flips.active(1), flips.active(2)));
        assertEquals(List.of(true, false, true), List.of(flips.isShown(0), flips.isShown(1), flips.isShown(2)));
    }
}
