package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.testing.DreamcastSeed;
import org.tomblens.format.testing.FuzzTarget;

/**
 * TR5's Dreamcast levels fuzzed from a small one written from the layout: read, then prepared as the viewer
 * prepares them, their samples decoded too.
 */
class DreamcastLevelFuzzTest {
    static final FuzzTarget DREAMCAST = new FuzzTarget("dreamcast", DreamcastSeed::seeds, "fuzz.trc",
            PlayStationLevelFuzzTest::prepare);

    @FuzzTest
    void dreamcastLevels(byte[] input) {
        DREAMCAST.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        DREAMCAST.replayRegressions();
    }

    /**
     * The seed reads as written: TR5 on the Dreamcast, one 16-bit room page, Lara's type 3 and the weather 1, one
     * room whose four vertices are a sector's corners at y = -1024, its quad on them, one sector, one object texture.
     */
    @Test
    void theSeedReadsAsTheLevelItWasWrittenAs() {
        var level = LevelReader.read(DreamcastSeed.bytes(), "SEED5.TRC");
        assertEquals(GameVersion.TR5, level.version());
        assertEquals(LevelLayout.DREAMCAST, level.layout());
        assertEquals(List.of(), level.warnings());
        assertEquals(List.of(1, 1), List.of(level.textures().roomPages(), level.textures().pages16().size()));
        assertEquals(List.of(3, 1), List.of(level.laraType(), level.weather()));
        var room = level.rooms().get(0);
        assertEquals(List.of(0f, 1024f, 0f, 1024f), room.vertices().stream().map(v -> v.x()).toList());
        assertEquals(List.of(0f, 0f, 1024f, 1024f), room.vertices().stream().map(v -> v.z()).toList());
        assertEquals(List.of(-1024f, -1024f, -1024f, -1024f), room.vertices().stream().map(v -> v.y()).toList());
        assertEquals(List.of(new Face(0, 1, 3, 2, 0, 0)), room.quads());
        assertEquals(1, room.sectors().size());
        assertEquals(1, level.texturing().objectTextures().size());
    }

    /** The seed with its page kept as a record of half a page reads as the same level, its one page blank. */
    @Test
    void theRecordSeedReadsAsTheSameLevel() {
        var seeds = DreamcastSeed.seeds();
        var level = LevelReader.read(seeds.get(0).bytes(), "SEED5.TRC");
        var records = LevelReader.read(seeds.get(1).bytes(), "JOBY5.TRC");
        assertEquals(List.of(), records.warnings());
        assertEquals(level.textures().pages16(), records.textures().pages16());
        assertEquals(level.rooms(), records.rooms());
        assertEquals(List.of(3, 1), List.of(records.laraType(), records.weather()));
    }
}
