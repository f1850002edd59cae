package org.tomblens.format.sound;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.sound.WaveFiles.concat;
import static org.tomblens.format.sound.WaveFiles.pcm8;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;

/**
 * Where a level's soundtracks are: a TRLE engine folder's {@code audio} files named by number, TR3's
 * {@code CDAUDIO.WAD} (§13: 130 entries of a 260-byte name, a length and an offset; TR2's too, where an install
 * keeps one), and TR1's CD.
 */
class SoundTracksTest {
    private static final byte[] WAV = pcm8(22050, (byte) 10, (byte) 200, (byte) 30, (byte) 250);
    private static final byte[] OTHER_WAV = pcm8(11025, (byte) 90, (byte) 91);

    @Test
    void aTrleEngineFolderHasItsTracksInAudioByNumber(@TempDir Path engine) throws Exception {
        Files.createDirectories(engine.resolve("data"));
        Files.createDirectories(engine.resolve("audio"));
        Files.write(engine.resolve("audio/044_Attack_part_i.wav"), WAV);
        Files.write(engine.resolve("audio/105.ogg"), new byte[] {1});
        Files.write(engine.resolve("audio/106_Theme.MP3"), new byte[] {2});
        Files.write(engine.resolve("audio/107.wma"), new byte[] {3});
        var level = Files.write(engine.resolve("data/level.tr4"), new byte[] {0});

        var tracks = SoundTracks.find(level, GameVersion.TR4, Set.of(105, 44, 7, 106, 107));
        assertEquals(List.of(7, 44, 105, 106, 107), tracks.stream().map(SoundTracks.Track::number).toList());
        assertFalse(tracks.get(0).playable());
        assertTrue(tracks.get(0).where().startsWith("no file 007*"), tracks.get(0).where());
        assertTrue(tracks.get(1).playable());
        assertEquals(WaveReader.decode(Bytes.own(WAV)), tracks.get(1).decode());
        assertEquals("105.ogg", tracks.get(2).where());
        // OGG and MP3 are the viewer's to decode; their bytes are the file's.
        assertEquals(SoundTracks.Track.Encoding.OGG, tracks.get(2).encoding());
        assertArrayEquals(new byte[] {1}, tracks.get(2).bytes());
        assertEquals(SoundTracks.Track.Encoding.MP3, tracks.get(3).encoding());
        assertTrue(tracks.get(3).playable());
        assertThrows(java.io.IOException.class, () -> tracks.get(3).decode());
        assertFalse(tracks.get(4).playable(), "a WMA is listed, not decoded");
    }

    @Test
    void tr3TracksAreTheWavsCdaudioWadPointsAt(@TempDir Path game) throws Exception {
        var indexBytes = SoundTracks.CDAUDIO_ENTRIES * (SoundTracks.CDAUDIO_NAME_BYTES + 8);
        var index = new WaveFiles.Writer();
        for (int entry = 0; entry < SoundTracks.CDAUDIO_ENTRIES; entry++) {
            var name = Arrays.copyOf(("track" + entry + ".wav").getBytes(StandardCharsets.US_ASCII),
                    SoundTracks.CDAUDIO_NAME_BYTES);
            index.bytes(name);
            if (entry == 3) {
                index.u32(WAV.length).u32(indexBytes);
            } else if (entry == 5) {
                index.u32(OTHER_WAV.length).u32(indexBytes + WAV.length);
            } else if (entry == 6) {
                index.u32(1000).u32(indexBytes + WAV.length);     // runs past the end
            } else {
                index.u32(0).u32(0);
            }
        }
        Files.createDirectories(game.resolve("data"));
        Files.write(game.resolve("data/cdaudio.wad"), concat(index.toBytes(), WAV, OTHER_WAV));
        var level = Files.write(game.resolve("data/jungle.tr2"), new byte[] {0});

        var tracks = SoundTracks.find(level, GameVersion.TR3, Set.of(3, 5, 6, 9, 200));
        assertEquals(WaveReader.decode(Bytes.own(WAV)), tracks.get(0).decode());
        assertEquals("track3.wav in CDAUDIO.WAD", tracks.get(0).where());
        assertEquals(WaveReader.decode(Bytes.own(OTHER_WAV)), tracks.get(1).decode());
        assertTrue(tracks.get(2).where().contains("runs past the file's end"), tracks.get(2).where());
        assertTrue(tracks.get(3).where().contains("is empty"), tracks.get(3).where());
        assertTrue(tracks.get(4).where().contains("has no entry 200"), tracks.get(4).where());
        // A TR2 install whose tracks were ripped keeps them the same way.
        assertEquals("track3.wav in CDAUDIO.WAD", SoundTracks.find(level, GameVersion.TR2, Set.of(3)).get(0).where());
    }

    @Test
    void tr1AndTr2TracksWereOnTheGamesCd(@TempDir Path game) throws Exception {
        var level = Files.write(game.resolve("wall.tr2"), new byte[] {0});
        var tr2 = SoundTracks.find(level, GameVersion.TR2, Set.of(33));
        assertTrue(tr2.get(0).where().startsWith("played from the game's CD; CDAUDIO.WAD not found"),
                tr2.get(0).where());
        assertFalse(tr2.get(0).playable());
        var tr1 = SoundTracks.find(level, GameVersion.TR1, Set.of(33));
        assertEquals("played from the game's CD", tr1.get(0).where());
    }
}
