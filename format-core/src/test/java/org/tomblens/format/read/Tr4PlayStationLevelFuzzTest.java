package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.Tr4PlayStationSeed;

/**
 * TR4 PlayStation levels (and TR5's, which share the layout) fuzzed from a small one written from the layout: read,
 * then prepared as the viewer prepares them, their samples decoded too.
 */
class Tr4PlayStationLevelFuzzTest {
    static final FuzzTarget TR4_PLAYSTATION = new FuzzTarget("tr4-playstation", Tr4PlayStationSeed::seeds,
            "fuzz4.psx", PlayStationLevelFuzzTest::prepare);

    @FuzzTest
    void tr4PlayStationLevels(byte[] input) {
        TR4_PLAYSTATION.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        TR4_PLAYSTATION.replayRegressions();
    }

    /**
     * The seed reads as written: one room whose roomlet's vertices unpack to the corners of a sector 1024 under
     * y = -1024, white; its triangle and its quad (strip order turned round) name the room texture after the one
     * object texture; its light's hot spot and fall-off 128 and 256; one mesh; no models; one sample of the
     * nibbles 1 and 2.
     */
    @Test
    void theSeedReadsAsTheLevelItWasWrittenAs() {
        var level = LevelReader.read(Tr4PlayStationSeed.bytes(), "SEED4.PSX");
        assertEquals(GameVersion.TR4, level.version());
        assertEquals(LevelLayout.PLAYSTATION, level.layout());
        var room = level.rooms().get(0);
        assertEquals(List.of(0f, 1024f, 0f, 1024f), room.vertices().stream().map(v -> v.x()).toList());
        assertEquals(List.of(0f, 0f, 1024f, 1024f), room.vertices().stream().map(v -> v.z()).toList());
        assertEquals(List.of(-1024f, -1024f, -1024f, -1024f), room.vertices().stream().map(v -> v.y()).toList());
        assertEquals(0x7FFF, room.vertices().get(0).colour());
        assertEquals(List.of(Face.triangle(0, 1, 2, 1, 0)), room.triangles());
        assertEquals(List.of(new Face(0, 1, 2, 3, 1, 0)), room.quads());
        var light = (RoomLight.Tr4) room.lights().get(0);
        assertEquals(List.of(1, 0xFFFFFF, 128f, 256f), List.of(light.type(), light.rgb(), light.in(), light.out()));
        assertEquals(2, level.texturing().objectTextures().size());
        assertEquals(1, level.meshes().size());
        assertEquals(List.of(Face.triangle(0, 1, 2, 0, 0)), level.meshes().get(0).texturedTriangles());
        assertEquals(List.of(), level.animation().models());
        assertEquals(List.of(), level.warnings());
        var pcm = ((Sample.Decoded) SampleBank.of(level).all().get(0)).pcm().samples();
        assertEquals(List.of(28, 1, 2), List.of(pcm.size(), (int) pcm.get(0), (int) pcm.get(1)));
    }

    /** The seed in the demo disc's layout without offsets reads as the same level. */
    @Test
    void theEarlySeedReadsAsTheSameLevel() {
        var retail = LevelReader.read(Tr4PlayStationSeed.bytes(), "SEED4.PSX");
        var early = LevelReader.read(Tr4PlayStationSeed.early(), "OPSM4.PSX");
        assertEquals(LevelLayout.PLAYSTATION_DEMO, early.layout());
        assertEquals(retail.rooms(), early.rooms());
        assertEquals(retail.meshes(), early.meshes());
        assertEquals(retail.texturing(), early.texturing());
        assertEquals(retail.sound(), early.sound());
        assertEquals(List.of(), early.warnings());
    }
}
