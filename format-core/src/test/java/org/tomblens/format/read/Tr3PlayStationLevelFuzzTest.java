package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.Tr3PlayStationSeed;

/**
 * TR3 PlayStation levels fuzzed from a small one written from the layout: read, then prepared as the viewer
 * prepares them, their samples decoded too.
 */
class Tr3PlayStationLevelFuzzTest {
    static final FuzzTarget TR3_PLAYSTATION = new FuzzTarget("tr3-playstation", Tr3PlayStationSeed::seeds,
            "fuzz3.psx", PlayStationLevelFuzzTest::prepare);

    @FuzzTest
    void tr3PlayStationLevels(byte[] input) {
        TR3_PLAYSTATION.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        TR3_PLAYSTATION.replayRegressions();
    }

    /**
     * The seed reads as written: one room whose roomlet's vertices unpack to the corners of a sector 1024 under
     * y = -1024 (y is the room's top plus 0 quarter-sectors), white; its triangle and its quad (strip order turned
     * round) name the room texture after the one object texture; one mesh; one sample of the nibbles 1 and 2.
     */
    @Test
    void theSeedReadsAsTheLevelItWasWrittenAs() {
        var level = LevelReader.read(Tr3PlayStationSeed.bytes(), "SEED3.PSX");
        assertEquals(LevelLayout.PLAYSTATION, level.layout());
        var room = level.rooms().get(0);
        assertEquals(List.of(0f, 1024f, 0f, 1024f), room.vertices().stream().map(v -> v.x()).toList());
        assertEquals(List.of(0f, 0f, 1024f, 1024f), room.vertices().stream().map(v -> v.z()).toList());
        assertEquals(List.of(-1024f, -1024f, -1024f, -1024f), room.vertices().stream().map(v -> v.y()).toList());
        assertEquals(0x7FFF, room.vertices().get(0).colour());
        assertEquals(List.of(Face.triangle(0, 1, 2, 1, 0)), room.triangles());
        assertEquals(List.of(new Face(0, 1, 2, 3, 1, 0)), room.quads());
        assertEquals(2, level.texturing().objectTextures().size());
        assertEquals(1, level.meshes().size());
        assertEquals(List.of(Face.triangle(0, 1, 2, 0, 0)), level.meshes().get(0).texturedTriangles());
        assertEquals(List.of(0, 0, 0), level.meshes().get(0).shades());
        var sample = (Sample.Decoded) SampleBank.of(level).all().get(0);
        var pcm = sample.pcm().samples();
        assertEquals(List.of(28, 1, 2), List.of(pcm.size(), (int) pcm.get(0), (int) pcm.get(1)));
    }
}
