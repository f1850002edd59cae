package org.tomblens.format.navigation;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** Every corpus level's map decodes without a warning, its boxes lie in its rooms, and its zones read right. */
class CorpusBoxesTest {
    private static final int SECTOR = 1024;
    private static final int CLICK = 256;

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    /** Each box's list, read from the overlap words by hand, is the decoded one; every list has its end bit. */
    @ParameterizedTest
    @MethodSource("levels")
    void everyListEndsAtItsEndBitAndNamesBoxesOfTheLevel(Path path) {
        var level = CorpusCache.level(path);
        var map = BoxMap.of(level);
        assertEquals(level.navigation().boxes().size(), map.boxes().size());
        assertEquals(java.util.List.of(), map.warnings());
        var words = level.navigation().overlaps();
        for (var box : map.boxes()) {
            var at = level.navigation().boxes().get(box.index()).overlapIndex() & 0x3FFF;
            if (at == 0x3FFF) {
                assertEquals(0, box.overlaps().length, "box " + box.index() + " joins no box");
            }
            for (int i = 0; i < box.overlaps().length; i++, at++) {
                assertEquals(words.unsigned(at) & 0x7FFF, box.overlaps()[i], "box " + box.index());
                assertTrue(box.overlaps()[i] < map.boxes().size());
                assertEquals(i == box.overlaps().length - 1, (words.unsigned(at) & 0x8000) != 0, "box " + box.index());
            }
        }
    }

    /**
     * A box is floor the level's rooms hold: each sector of its rectangle (which may reach through portals into
     * the next room) lies inside some room's sector grid.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void everySectorOfEveryBoxLiesInARoom(Path path) {
        var level = CorpusCache.level(path);
        for (var box : BoxMap.of(level).boxes()) {
            for (var x = box.xMin(); x < box.xMax(); x += SECTOR) {
                for (var z = box.zMin(); z < box.zMax(); z += SECTOR) {
                    var sectorX = x;
                    var sectorZ = z;
                    assertTrue(level.rooms().stream().anyMatch(room -> room.x() <= sectorX
                                    && sectorX + SECTOR <= room.x() + (long) room.numXSectors() * SECTOR
                                    && room.z() <= sectorZ && sectorZ + SECTOR <= room.z() + (long) room.numZSectors() * SECTOR),
                            "box " + box.index() + ": sector at " + x + ", " + z);
                }
            }
        }
    }

    /**
     * The zones are whole arrays per type and flip state: read so, boxes that a creature steps between (joined
     * by an overlap, floors a click apart at most) mostly share their first ground zone (85 % to 100 % of such pairs in the corpus), as zones are
     * made to; read as per-box records they would share it by chance.
     */
    @ParameterizedTest
    @MethodSource("levels")
    void boxesAStepApartShareTheirFirstGroundZone(Path path) {
        var level = CorpusCache.level(path);
        var map = BoxMap.of(level);
        var pairs = 0;
        var shared = 0;
        for (var box : map.boxes()) {
            for (var other : box.overlaps()) {
                var next = map.boxes().get(other);
                if (Math.abs(next.floor() - box.floor()) <= CLICK) {
                    pairs++;
                    shared += next.zone(0, false) == box.zone(0, false) ? 1 : 0;
                }
            }
        }
        if (pairs >= 20) {
            assertTrue(shared >= 0.8 * pairs, shared + " of " + pairs + " pairs share their zone");
        }
        assertEquals(level.version() == GameVersion.TR1 ? 3 : 5, map.zoneTypes().size());
    }

}
