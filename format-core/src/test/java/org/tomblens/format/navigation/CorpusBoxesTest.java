package org.tomblens.format.navigation;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.read.LayoutWalker;
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
        assertEquals(List.of(), map.warnings());
        var words = level.navigation().overlaps();
        // §7.3 and real files: TR4/TR5 entries keep the box in bits 0–10 and flags in 11–14.
        var boxBits = level.version().isChunked() ? 0x7FF : 0x7FFF;
        for (var box : map.boxes()) {
            var at = level.navigation().boxes().get(box.index()).overlapIndex() & 0x3FFF;
            if (at == 0x3FFF) {
                assertEquals(0, box.overlaps().length, "box " + box.index() + " joins no box");
            }
            for (int i = 0; i < box.overlaps().length; i++, at++) {
                assertEquals(words.unsigned(at) & boxBits, box.overlaps()[i], "box " + box.index());
                assertEquals(words.unsigned(at) & 0x7FFF & ~boxBits, box.overlapFlags()[i], "box " + box.index());
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

    static Stream<Path> tr4AndTr5Levels() {
        return Corpus.levels().stream().filter(level -> Corpus.version(level).isChunked())
                .filter(level -> !level.endsWith(Corpus.ENCRYPTED));
    }

    /**
     * TR4/TR5 overlap words read from the level's bytes at the places an independent walk of its layout finds: each
     * box's list, from its start (bits 0–13 of its last word; 0x3FFF and 2047 for none) to the end bit, names the box
     * in bits 0–10 and carries bits 11–14 as its flags, all kept in {@code overlaps} and {@code overlapFlags}.
     */
    @ParameterizedTest
    @MethodSource("tr4AndTr5Levels")
    void tr4AndTr5ListsKeepEveryEntryWithItsFlagsAsTheBytesHoldThem(Path path) throws Exception {
        var layout = LayoutWalker.layout(Files.readAllBytes(path), Corpus.version(path).ordinal() + 1);
        var data = ByteBuffer.wrap(layout.data()).order(ByteOrder.LITTLE_ENDIAN);
        var boxCount = layout.counts().get("boxes").intValue();
        var map = BoxMap.of(CorpusCache.level(path));
        assertEquals(boxCount, map.boxes().size());
        for (int b = 0; b < boxCount; b++) {
            // tr2_box (§7.3): four sector bytes, TrueFloor, then the overlap word at byte 6.
            var start = data.getShort(layout.starts().get("boxes") + 8 * b + 6) & 0x3FFF;
            var boxes = new ArrayList<Integer>();
            var flags = new ArrayList<Integer>();
            for (int at = start; start != 0x3FFF && start != 0x7FF; at++) {
                var word = data.getShort(layout.starts().get("overlaps") + 2 * at) & 0xFFFF;
                boxes.add(word & 0x7FF);
                flags.add(word & 0x7800);
                if ((word & 0x8000) != 0) {
                    break;
                }
            }
            var box = map.boxes().get(b);
            assertEquals(boxes, Arrays.stream(box.overlaps()).boxed().toList(), "box " + b);
            assertEquals(flags, Arrays.stream(box.overlapFlags()).boxed().toList(), "box " + b);
        }
        assertEquals(List.of(), map.warnings());
    }
}
