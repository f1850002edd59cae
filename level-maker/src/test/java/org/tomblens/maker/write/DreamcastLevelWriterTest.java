package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.LevelVariants;
import org.tomblens.format.testing.Corpus;

/**
 * Real PC TR5 levels of the corpus written in the Dreamcast's layout read back as the level they came from: every
 * part the same but the textures, of which the Dreamcast keeps the 16-bit pages alone. Cut and damaged copies give
 * typed errors at the place of the damage.
 */
class DreamcastLevelWriterTest {
    private static final int SECTION = DreamcastLevelWriter.SECTION;

    static Stream<Path> tr5Levels() {
        return Stream.of("tr5/rando-test1.trc", "tr5/trview-lake.trc").map(Corpus::file);
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aTr5LevelInTheDreamcastLayoutReadsBackAsThePcLevel(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var pc = LevelReader.read(bytes, file.getFileName().toString());
        var written = DreamcastLevelWriter.tr5(bytes);
        var variant = LevelVariants.of(written, "LEVEL.TRC");
        assertEquals("Dreamcast", variant.platform());
        assertEquals(GameVersion.TR5, variant.version(written, "LEVEL.TRC"));
        var dreamcast = LevelReader.read(written, "dreamcast.trc");
        assertEquals(LevelLayout.DREAMCAST, dreamcast.layout());
        assertEquals("Dreamcast", dreamcast.layout().platform());
        assertEquals(GameVersion.TR5, dreamcast.version());
        assertEquals(messages(pc.warnings()), messages(dreamcast.warnings()));
        // The page counts the PC file's header gives (three words after "TR4\0"), and its 16-bit pages.
        var header = ByteBuffer.wrap(bytes, 4, 6).order(ByteOrder.LITTLE_ENDIAN);
        var counts = List.of((int) header.getShort(), (int) header.getShort(), (int) header.getShort());
        var textures = dreamcast.textures();
        assertEquals(counts, List.of(textures.roomPages(), textures.objectPages(), textures.bumpPages()));
        assertEquals(pc.textures().pages16(), textures.pages16());
        assertTrue(textures.pages32().isEmpty() && textures.miscPages32().isEmpty());
        assertSameLevelData(pc, dreamcast);
    }

    /**
     * With its pages in records of their own, as the one file of textile size 3011032 keeps them, the level reads the
     * same: the same pages, the same level data.
     */
    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aLevelWithItsPagesInRecordsReadsBackAsThePcLevel(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var pc = LevelReader.read(bytes, file.getFileName().toString());
        var written = DreamcastLevelWriter.tr5(bytes, true);
        assertEquals(3011032, ByteBuffer.wrap(written).order(ByteOrder.LITTLE_ENDIAN).getInt(0));
        var dreamcast = LevelReader.read(written, "JOBY1.TRC");
        assertEquals(LevelLayout.DREAMCAST, dreamcast.layout());
        assertEquals(pc.textures().pages16(), dreamcast.textures().pages16());
        assertSameLevelData(pc, dreamcast);
        // A record claiming more than a page: a typed error at its size word, after the counts and the first word.
        var damaged = written.clone();
        ByteBuffer.wrap(damaged).order(ByteOrder.LITTLE_ENDIAN).putInt(SECTION + 12 + 4, 2 * 256 * 256 + 1);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(damaged, "JOBY1.TRC"));
        assertEquals("textiles16[0].size", error.fieldPath());
        assertEquals(SECTION + 16, error.offset());
    }

    private static void assertSameLevelData(Level pc, Level dreamcast) {
        assertEquals(pc.rooms(), dreamcast.rooms());
        assertEquals(pc.floorData(), dreamcast.floorData());
        assertEquals(pc.meshes(), dreamcast.meshes());
        assertEquals(pc.animation(), dreamcast.animation());
        assertEquals(pc.staticMeshes(), dreamcast.staticMeshes());
        assertEquals(pc.texturing(), dreamcast.texturing());
        assertEquals(pc.cameras(), dreamcast.cameras());
        assertEquals(pc.flybyCameras(), dreamcast.flybyCameras());
        assertEquals(pc.soundSources(), dreamcast.soundSources());
        assertEquals(pc.navigation(), dreamcast.navigation());
        assertEquals(pc.entities(), dreamcast.entities());
        assertEquals(pc.aiObjects(), dreamcast.aiObjects());
        assertEquals(pc.demoData(), dreamcast.demoData());
        assertEquals(pc.sound(), dreamcast.sound());
        assertEquals(pc.laraType(), dreamcast.laraType());
        assertEquals(pc.weather(), dreamcast.weather());
    }

    private static List<String> messages(List<DataWarning> warnings) {
        return warnings.stream().map(warning -> warning.path() + ": " + warning.message()).toList();
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aCutDreamcastLevelIsATypedErrorWithItsPlace(Path file) throws IOException {
        var written = DreamcastLevelWriter.tr5(Files.readAllBytes(file));
        // Cut in the middle of the 16-bit pages, which start in the third section.
        var cut = Arrays.copyOf(written, 2 * SECTION + 1000);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "cut.trc"));
        assertEquals("textiles16", error.fieldPath());
        assertEquals(2 * SECTION, error.offset());
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aDamagedDreamcastLevelIsATypedErrorWithItsPlace(Path file) throws IOException {
        var written = DreamcastLevelWriter.tr5(Files.readAllBytes(file));
        var rooms = roomsSection(written);
        // The first room's header places its sectors far past the end of the file ("XELA", size, a word, the end).
        var damaged = written.clone();
        var startSectors = rooms + 16;
        ByteBuffer.wrap(damaged).order(ByteOrder.LITTLE_ENDIAN).putInt(startSectors, -1);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(damaged, "damaged.trc"));
        assertEquals("rooms[0].data.sectors", error.fieldPath());
        // A sprite tag that is not "SPR\0", at the start of its section.
        var pc = LevelReader.read(Files.readAllBytes(file), "pc.trc");
        var tagged = written.clone();
        var spriteTag = spriteSection(written, pc);
        tagged[spriteTag] = 'X';
        var tagError = assertThrows(LevelFormatException.class, () -> LevelReader.read(tagged, "tagged.trc"));
        assertEquals("spriteTag", tagError.fieldPath());
        assertEquals(spriteTag, tagError.offset());
    }

    /**
     * Samples that do not read in the PC's form (a count past the end of the file) are left out with a warning at
     * their count, and the level opens without them: no real file shows what the Dreamcast's samples are.
     */
    @ParameterizedTest
    @MethodSource("tr5Levels")
    void samplesThatDoNotReadAreLeftOutWithAWarning(Path file) throws IOException {
        var written = DreamcastLevelWriter.tr5(Files.readAllBytes(file));
        var toss = lastIndexOf(written, "TOSS");
        ByteBuffer.wrap(written).order(ByteOrder.LITTLE_ENDIAN).putInt(toss + 4, Integer.MAX_VALUE);
        var level = LevelReader.read(written, "samples.trc");
        assertTrue(level.sound().samples().isEmpty());
        var warning = level.warnings().get(level.warnings().size() - 1);
        assertEquals(OptionalLong.of(toss + 4), warning.offset(), warning.toString());
        assertTrue(warning.message().startsWith("samples left out"), warning.message());
    }

    private static int lastIndexOf(byte[] bytes, String text) {
        var needle = text.getBytes(StandardCharsets.ISO_8859_1);
        for (int at = bytes.length - needle.length; at >= 0; at--) {
            if (Arrays.equals(bytes, at, at + needle.length, needle, 0, needle.length)) {
                return at;
            }
        }
        throw new AssertionError("no " + text);
    }

    /**
     * Where the first room starts: after a word and the room count at the start of the section after Lara's type
     * and the weather.
     */
    private static int roomsSection(byte[] written) {
        var textileSize = ByteBuffer.wrap(written).order(ByteOrder.LITTLE_ENDIAN).getInt(0);
        var laraSection = (textileSize + SECTION) / SECTION * SECTION + SECTION;
        return laraSection + SECTION + 8;
    }

    /** The section of the sprite tag, found by its "SPR\0". */
    private static int spriteSection(byte[] written, Level pc) {
        for (int at = roomsSection(written) - 8; at < written.length; at += SECTION) {
            if (written[at] == 'S' && written[at + 1] == 'P' && written[at + 2] == 'R'
                    && written[at + 3] == 0) {
                return at;
            }
        }
        throw new AssertionError("no sprite tag in " + pc.fileName());
    }
}
