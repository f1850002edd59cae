package org.tomblens.format.wad2;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.chunk.AnimatedTextureSet;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.testing.ProjectBytes;

/**
 * Libraries written here as Tomb Editor wrote them (format-core/docs/wad2-format.md): the sounds inside the file of
 * 2018–2019, and a Tomb Engine library's animated texture sets. Every byte is read, with no warning.
 */
class LibraryChunkVersionsTest {
    @Test
    void theSoundsOf2018AreReadWithTheFixedIdThatPlaysThem() {
        var wave = data().chunk("W2Wav", data().chunk("W2Index", data().leb(0)).chunk("W2WavName", data()
                .text("DOOR_01")).chunk("W2WavData", data().text("RIFF").s32(0)).end());
        // Sound info 5: volume 0.8, range 10, pitch 1.25, chance 0.5, looped, named "Door", sample 0.
        var info = data().chunk("W2Sound", data().chunk("W2Index", data().leb(5)).chunk("W2Vol", data().f32(0.8f))
                .chunk("W2Ran", data().f32(10)).chunk("W2Pit", data().f32(1.25f)).chunk("W2Cha", data().f32(0.5f))
                .chunk("W2NoPan", data().bool(true)).chunk("W2Loop", data().u8(3))
                .chunk("W2Name", data().text("Door")).chunk("W2SamplePtr", data().leb(0)).end());
        var fixed = data().chunk("W2FixedSound", data().chunk("W2Id", data().leb(107)).chunk("W2Sound", data()
                .leb(5)).end());
        var wad = read(data().chunk("W2SuggestedGameVersion", data().leb(4))
                .chunk("W2WaveSamples", wave.end()).chunk("W2Sounds2", info.end())
                .chunk("W2FixedSounds", fixed.end()).chunk("W2AdditionalSoundInfos", data().end()).end());
        assertEquals(List.of(new Wad2SoundInfo(107, "Door", 80, 10, 50, 25, true, false, false, "Looped",
                List.of("DOOR_01"), false)), wad.sounds());
    }

    @Test
    void aTombEngineLibraryKeepsItsAnimatedTextureSets() {
        var frame = data().leb(0);
        for (var corner : new float[] {0, 0, 32, 0, 32, 32, 0, 32}) {
            frame.f32(corner);
        }
        var set = data().chunk("W2AnimatedTextureSetName", data().text("River"))
                .chunk("W2AnimatedTextureSetType", data().leb(3)).chunk("W2AnimatedTextureSetFps", data().f32(15))
                .chunk("W2AnimatedTextureSetTenUvRotateDirection", data().f32(90))
                .chunk("W2AnimatedTextureSetTenUvRotateSpeed", data().f32(0.5f))
                .chunk("W2Frames", data().chunk("W2Frame", frame.leb(2)).end()).end();
        var wad = read(data().chunk("W2SuggestedGameVersion", data().leb(18))
                .chunk("W2AnimatedTextureSets", data().chunk("W2AnimatedTextureSet", set).end()).end());
        var corners = List.of(new Vector2(0, 0), new Vector2(32, 0), new Vector2(32, 32), new Vector2(0, 32));
        assertEquals(List.of(new AnimatedTextureSet("River", 3, 15, 0, 90, 0.5,
                List.of(new AnimatedTextureSet.Frame(0, corners, 2)))), wad.animatedTextureSets());
    }

    private static Wad2 read(ProjectBytes tree) {
        var bytes = data().text("WAD2").s32(0).bytes(tree.toArray()).toArray();
        var wad = Wad2Reader.read(bytes, "versions.wad2");
        assertEquals(List.of(), wad.warnings());
        assertEquals(List.of(), wad.skipped());
        assertEquals(bytes.length, wad.census().accountedBytes());
        return wad;
    }
}
