package org.tomblens.format.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.RawChunks;
import org.tomblens.format.testing.RawChunks.Found;

/**
 * Tomb Editor's TR4 base library, the one real file of the editor's first layout (a game version before the chunk
 * stream, the sounds and their samples inside the file). What the reader gives is checked against a walk over the
 * raw chunk headers, and against the ids and names of Tomb Editor's TR4 catalogue.
 */
class FirstLayoutWad2Test {
    private static final String BASE = "wad2/te-base-tr4.wad2";

    @Test
    void theBaseLibraryOpensWithNoWarningAndEveryByteAccountedFor() throws IOException {
        var file = Corpus.file(BASE);
        var wad = Wad2Reader.read(file);
        assertEquals(List.of(), wad.warnings());
        assertEquals(List.of(), wad.skipped());
        assertEquals(Files.size(file), wad.census().accountedBytes());
        assertEquals(4, wad.gameVersion(), "code 3 of the first layout (TR1 = 0) is TR4");
        assertEquals(0, wad.soundSystem(), "the sounds are in the file, not in an XML file beside it");
    }

    @Test
    void itsSpritesAndSequencesAreThoseTheRawChunksHold() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file(BASE));
        assertEquals(3, bytes[8], "the first layout's game version, before the stream");
        var wad = Wad2Reader.read(bytes, BASE);
        var sprites = children(bytes, "W2Sprites", "W2Spr");
        assertEquals(sprites.size(), wad.sprites().size());
        for (int i = 0; i < sprites.size(); i++) {
            var at = new int[] {sprites.get(i).dataStart()};
            var width = RawChunks.leb(bytes, at);
            var height = RawChunks.leb(bytes, at);
            assertEquals(width, wad.sprites().get(i).width());
            assertEquals(height, wad.sprites().get(i).height());
            assertEquals(4 * width * height, wad.sprites().get(i).bgra().size(), "sprite " + i);
        }
        var sequences = children(bytes, "W2SpriteSequences", "W2SpriteSeq");
        assertEquals(2, sequences.size());
        var pointers = 0;
        for (int s = 0; s < sequences.size(); s++) {
            var at = new int[] {sequences.get(s).dataStart()};
            assertEquals(RawChunks.leb(bytes, at), wad.spriteSequences().get(s).id());
            var members = all(bytes, at[0], sequences.get(s).dataEnd(), "W2SpritePtr");
            assertEquals(members.size(), wad.spriteSequences().get(s).sprites().size());
            pointers += members.size();
        }
        assertEquals(sprites.size(), pointers, "the two sequences share out every sprite");
        // Tomb Editor's TR4 catalogue: 460 "Sky graphics", 463 "Default sprites"
        assertEquals(List.of(460L, 463L), wad.spriteSequences().stream().map(Wad2SpriteSequence::id).toList());
    }

    @Test
    void everySoundTakesItsNameAndItsSamplesFromTheFile() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file(BASE));
        var wad = Wad2Reader.read(bytes, BASE);
        var samples = new ArrayList<String>();
        for (var wave : children(bytes, "W2WaveSamples", "W2Wav")) {
            var name = RawChunks.find(bytes, wave.dataStart(), wave.dataEnd(), "W2WavName", 0);
            samples.add(new String(bytes, name.dataStart(), name.dataSize(), StandardCharsets.UTF_8));
            var data = RawChunks.find(bytes, wave.dataStart(), wave.dataEnd(), "W2WavData", 0);
            assertEquals("RIFF", new String(bytes, data.dataStart(), 4, StandardCharsets.US_ASCII));
        }
        var sounds = children(bytes, "W2Sounds", "W2Sound");
        assertEquals(sounds.size(), wad.sounds().size());
        for (int s = 0; s < sounds.size(); s++) {
            var sound = wad.sounds().get(s);
            var at = new int[] {sounds.get(s).dataStart()};
            var fields = new long[9];
            for (int f = 0; f < fields.length; f++) {
                fields[f] = RawChunks.leb(bytes, at);
            }
            assertEquals(fields[0], sound.id());
            assertEquals(Math.rint(fields[1] * 100.0 / 255), sound.volume(), "volume, of 255, as a percentage");
            assertEquals(fields[2], sound.rangeInSectors());
            var name = RawChunks.find(bytes, at[0], sounds.get(s).dataEnd(), "W2SoundName", 0);
            assertEquals(new String(bytes, name.dataStart(), name.dataSize(), StandardCharsets.UTF_8), sound.name());
            var expected = new ArrayList<String>();
            for (var pointer : all(bytes, at[0], sounds.get(s).dataEnd(), "W2SamplePtr")) {
                expected.add(samples.get((int) RawChunks.leb(bytes, new int[] {pointer.dataStart()})));
            }
            assertEquals(expected, sound.samples(), sound.name());
            assertFalse(sound.samples().isEmpty(), sound.name());
        }
        // Tomb Editor's TR4 catalogue: sound 0 is LARA_FEET, "Lara feet"; 8 LARA_FIRE; 10 LARA_RICOCHET
        var feet = wad.sounds().get(0);
        assertEquals(0, feet.id());
        assertEquals("Lara feet", feet.name());
        assertEquals(List.of("foot01.wav", "foot02.wav", "foot03.wav", "foot04.wav"), feet.samples());
        assertEquals(List.of("Lara fire", "Lara ricochet"), wad.sounds().stream()
                .filter(sound -> sound.id() == 8 || sound.id() == 10).map(Wad2SoundInfo::name).toList());
    }

    @Test
    void aBaseLibraryCutShortFailsWithTheOffsetAndPathOfTheFirstLayout() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file(BASE));
        var sounds = RawChunks.find(bytes, 9, bytes.length, "W2Sounds", 0);
        var cut = Arrays.copyOf(bytes, sounds.dataStart() + 20);
        var error = assertThrows(LevelFormatException.class, () -> Wad2Reader.read(cut, "cut.wad2"));
        assertTrue(error.fieldPath().startsWith("W2Sounds/W2Sound["), error.getMessage());
        assertTrue(error.offset() >= sounds.dataStart() && error.offset() <= cut.length, error.getMessage());
    }

    /** The {@code id} chunks of the top-level {@code list} chunk, from the raw chunk headers. */
    private static List<Found> children(byte[] bytes, String list, String id) {
        var top = RawChunks.find(bytes, RawChunks.wad2StreamStart(bytes), bytes.length, list, 0);
        return all(bytes, top.dataStart(), top.dataEnd(), id);
    }

    private static List<Found> all(byte[] bytes, int from, int to, String id) {
        var found = new ArrayList<Found>();
        for (Found next; (next = RawChunks.find(bytes, from, to, id, found.size())) != null; ) {
            found.add(next);
        }
        return found;
    }
}
