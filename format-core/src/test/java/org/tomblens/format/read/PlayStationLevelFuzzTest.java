package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.PlayStationSeed;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * TR1 PlayStation levels fuzzed from small ones written from the layouts of the retail release and the 1996 builds
 * (and real ones where given): read, then prepared as the viewer prepares them, their samples decoded too.
 */
class PlayStationLevelFuzzTest {
    static final FuzzTarget PLAYSTATION = new FuzzTarget("playstation", PlayStationSeed::seeds, "fuzz.psx",
            PlayStationLevelFuzzTest::prepare);

    @FuzzTest
    void playStationLevels(byte[] input) {
        PLAYSTATION.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        PLAYSTATION.replayRegressions();
    }

    /** The seed is a level: one room, one mesh, one sample of the two nibbles 1 and 2 over 28 samples. */
    @Test
    void theSeedReadsAsTheLevelItWasWrittenAs() {
        var level = LevelReader.read(PlayStationSeed.bytes(), "SEED.PSX");
        assertEquals(LevelLayout.PLAYSTATION, level.layout());
        assertEquals(1, level.rooms().size());
        assertEquals(1, level.meshes().size());
        assertEquals(1, level.texturing().objectTextures().size());
        var samples = SampleBank.of(level).all();
        assertEquals(1, samples.size());
        var pcm = ((Sample.Decoded) samples.get(0)).pcm().samples();
        assertEquals(28, pcm.size());
        assertEquals(1, pcm.get(0));
        assertEquals(2, pcm.get(1));
    }

    /** The August 1996 beta's seed is the same level under the variant "beta", without the sound bank. */
    @Test
    void theAugustBetaSeedReadsAsTheSameLevelWithoutSounds() {
        var level = LevelReader.read(PlayStationSeed.augustBetaBytes(), "SEED27.PSX");
        assertEquals(LevelLayout.PLAYSTATION_BETA, level.layout());
        assertEquals(GameVersion.TR1, level.version());
        var retail = LevelReader.read(PlayStationSeed.bytes(), "SEED.PSX");
        assertEquals(retail.rooms(), level.rooms());
        assertEquals(retail.meshes(), level.meshes());
        assertEquals(retail.texturing().objectTextures().size(), level.texturing().objectTextures().size());
        assertEquals(0, SampleBank.of(level).all().size());
    }

    /**
     * The May 1996 build's seed is the same level under the variant "beta": its room, sector and mesh read back,
     * the room's top and bottom those of its one vertex, the mesh centred on the origin; with no animations to skip
     * there is nothing to warn of.
     */
    @Test
    void theMayBuildSeedReadsAsTheSameLevel() {
        var level = LevelReader.read(PlayStationSeed.mayBuildBytes(), "SEED11.PSX");
        assertEquals(LevelLayout.PLAYSTATION_BETA, level.layout());
        var retail = LevelReader.read(PlayStationSeed.bytes(), "SEED.PSX");
        var room = level.rooms().get(0);
        assertEquals(retail.rooms().get(0).vertices(), room.vertices());
        assertEquals(retail.rooms().get(0).sectors(), room.sectors());
        assertEquals(List.of(0, 0, -1), List.of(room.yTop(), room.yBottom(), room.alternateRoom()));
        assertEquals(retail.meshes().get(0), level.meshes().get(0));
        assertEquals(List.of(), level.warnings());
    }

    /** Reads the level, prepares it as the viewer does and decodes its samples. */
    static void prepare(FuzzedFile.File file) {
        var level = LevelReader.read(file.bytes(), file.name());
        ViewerPreparation.prepare(level);
        SampleBank.of(level);
    }
}
