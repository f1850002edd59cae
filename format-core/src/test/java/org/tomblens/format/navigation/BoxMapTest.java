package org.tomblens.format.navigation;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Box;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Words;

/** Maps written here word by word after §7.3, decoded back: bounds, flags, overlap lists and both zone sets. */
class BoxMapTest {
    private static final int END = 0x8000;

    /**
     * Three TR2 boxes in sectors: box 0 plain, box 1 blocked, box 2 blockable and blocked. Overlaps: box 0 joins
     * 1 and 2, box 1 joins 0, box 2 joins 0 and 1. Zones: type t, flip f, box b holds 100 f + 10 t + b.
     */
    @Test
    void aTr2MapDecodesBoundsFlagsListsAndZones() {
        var boxes = List.of(new Box(1, 3, 2, 5, -256, 0), new Box(3, 4, 2, 3, 0, 0x4000 | 2),
                new Box(4, 6, 1, 2, 512, 0xC000 | 3));
        var overlaps = words(1, 2 | END, 0 | END, 0, 1 | END);
        var map = BoxMap.of(new Navigation(boxes, overlaps, zones(3, 5)), GameVersion.TR2, 0, 0);

        assertEquals(ZoneType.of(GameVersion.TR2), map.zoneTypes());
        assertEquals(List.of(ZoneType.GROUND1, ZoneType.GROUND2, ZoneType.GROUND3, ZoneType.GROUND4, ZoneType.FLY),
                map.zoneTypes());
        var first = map.boxes().get(0);
        assertEquals(2048, first.xMin());
        assertEquals(5120, first.xMax());
        assertEquals(1024, first.zMin());
        assertEquals(3072, first.zMax());
        assertEquals(-256, first.floor());
        assertFalse(first.blocked());
        assertFalse(first.blockable());
        assertArrayEquals(new int[] {1, 2}, first.overlaps());
        assertTrue(map.boxes().get(1).blocked());
        assertFalse(map.boxes().get(1).blockable());
        assertArrayEquals(new int[] {0}, map.boxes().get(1).overlaps());
        assertTrue(map.boxes().get(2).blocked());
        assertTrue(map.boxes().get(2).blockable());
        assertArrayEquals(new int[] {0, 1}, map.boxes().get(2).overlaps());
        for (var box : map.boxes()) {
            for (int t = 0; t < 5; t++) {
                assertEquals(10 * t + box.index(), box.zone(t, false));
                assertEquals(100 + 10 * t + box.index(), box.zone(t, true));
            }
        }
        assertEquals(List.of(), map.warnings());
    }

    /** TR1 stores world units and three zone types: two ground zones and the fly zone. */
    @Test
    void aTr1MapKeepsWorldUnitsAndThreeZoneTypes() {
        var boxes = List.of(new Box(1024, 3072, 5120, 6144, 0, 0), new Box(3072, 4096, 5120, 6144, -512, 1));
        var map = BoxMap.of(new Navigation(boxes, words(1 | END, 0 | END), zones(2, 3)), GameVersion.TR1, 0, 0);

        assertEquals(List.of(ZoneType.GROUND1, ZoneType.GROUND2, ZoneType.FLY), map.zoneTypes());
        var second = map.boxes().get(1);
        assertEquals(5120, second.xMin());
        assertEquals(6144, second.xMax());
        assertEquals(3072, second.zMin());
        assertEquals(4096, second.zMax());
        assertArrayEquals(new int[] {0}, second.overlaps());
        assertEquals(20 + 1, second.zone(2, false), "fly, normal");
        assertEquals(100 + 20 + 1, second.zone(2, true), "fly, flipped");
    }

    /** A level reaching 3 sectors left of the origin: bytes 253..255 are sectors -3..-1, the rest count up from 0. */
    @Test
    void sectorBytesOfALevelLeftOfTheOriginAreTheSectorsThere() {
        var boxes = List.of(new Box(0, 2, 253, 1, 0, 0x3FFF));
        var map = BoxMap.of(new Navigation(boxes, Words.EMPTY, zones(1, 5)), GameVersion.TR2, -3, 0);
        assertEquals(-3 * 1024, map.boxes().get(0).xMin());
        assertEquals(1024, map.boxes().get(0).xMax());
        assertEquals(0, map.boxes().get(0).zMin());
        assertArrayEquals(new int[0], map.boxes().get(0).overlaps(), "0x3FFF: no list");
    }

    /**
     * TR4: box 0 joins box 2 by a jump (0x0800) and box 1 by a walk; box 1 joins box 0 with flag 0x2000. Read with
     * the 15-bit box of earlier versions, 0x0802 would name box 2050, which the level lacks.
     */
    @Test
    void tr4OverlapEntriesKeepTheirBoxAndTheirFlags() {
        var boxes = List.of(new Box(0, 1, 0, 1, 0, 0), new Box(0, 1, 1, 2, 0, 2), new Box(0, 1, 2, 3, 0, 0x7FF));
        var overlaps = words(0x0800 | 2, 1 | END, 0x2000 | END);
        var map = BoxMap.of(new Navigation(boxes, overlaps, zones(3, 5)), GameVersion.TR4, 0, 0);

        assertArrayEquals(new int[] {2, 1}, map.boxes().get(0).overlaps());
        assertArrayEquals(new int[] {0x0800, 0}, map.boxes().get(0).overlapFlags());
        assertArrayEquals(new int[] {0}, map.boxes().get(1).overlaps());
        assertArrayEquals(new int[] {0x2000}, map.boxes().get(1).overlapFlags());
        assertEquals(PathBox.JUMP, map.boxes().get(0).linkFlags(2));
        assertEquals(0, map.boxes().get(0).linkFlags(1));
        assertArrayEquals(new int[0], map.boxes().get(2).overlaps(), "2047: no list in TR3 and later");
        assertEquals("2(jump) 1", map.boxes().get(0).overlapWords());
        assertEquals("0(0x2000)", map.boxes().get(1).overlapWords());
        assertEquals(List.of(), map.warnings());
    }

    @Test
    void beforeTr4TheBoxTakesAllFifteenBitsAndNoEntryHasFlags() {
        var boxes = new ArrayList<Box>();
        for (int b = 0; b < 2100; b++) {
            boxes.add(new Box(0, 1, 0, 1, 0, b == 0 ? 0 : 0x3FFF));
        }
        var map = BoxMap.of(new Navigation(boxes, words(2050 | END), Words.own(new short[2100 * 10])),
                GameVersion.TR3, 0, 0);
        assertArrayEquals(new int[] {2050}, map.boxes().get(0).overlaps());
        assertArrayEquals(new int[] {0}, map.boxes().get(0).overlapFlags());
    }

    @Test
    void listsThatBreakTheRulesAreDecodedAsFarAsTheyGoWithAWarning() {
        var boxes = List.of(new Box(0, 1, 0, 1, 0, 0), new Box(0, 1, 1, 2, 0, 9), new Box(0, 1, 2, 3, 0, 3));
        // Box 0: joins 1, then a box 7 the level lacks, then 2 with the end bit. Box 1 starts past the list.
        // Box 2: joins 0 and runs off the end with no end bit.
        var overlaps = words(1, 7, 2 | END, 0);
        var map = BoxMap.of(new Navigation(boxes, overlaps, Words.own(new short[4])), GameVersion.TR2, 0, 0);

        assertArrayEquals(new int[] {1, 2}, map.boxes().get(0).overlaps());
        assertArrayEquals(new int[0], map.boxes().get(1).overlaps());
        assertArrayEquals(new int[] {0}, map.boxes().get(2).overlaps());
        var paths = map.warnings().stream().map(warning -> warning.path()).toList();
        assertTrue(paths.contains("boxes[0].overlaps[1]"), paths.toString());
        assertTrue(paths.contains("boxes[1].overlaps"), paths.toString());
        assertTrue(paths.contains("boxes[2].overlaps"), paths.toString());
        assertTrue(paths.contains("zones"), "the zones are cut short: " + paths);
        assertEquals(0, map.boxes().get(2).zone(4, true), "a zone past the stored words reads 0");
    }

    private static Words words(int... values) {
        var words = new short[values.length];
        for (int i = 0; i < values.length; i++) {
            words[i] = (short) values[i];
        }
        return Words.own(words);
    }

    /** Whole arrays per flip state and type: word (flip × types + type) × boxes + box holds 100 flip + 10 type + box. */
    private static Words zones(int boxes, int types) {
        var values = new ArrayList<Integer>();
        for (int flip = 0; flip < 2; flip++) {
            for (int type = 0; type < types; type++) {
                for (int box = 0; box < boxes; box++) {
                    values.add(100 * flip + 10 * type + box);
                }
            }
        }
        return words(values.stream().mapToInt(Integer::intValue).toArray());
    }
}
