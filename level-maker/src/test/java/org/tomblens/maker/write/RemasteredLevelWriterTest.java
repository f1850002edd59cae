package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;

/**
 * Real TR4 levels of the corpus written in the Remastered layout ("TRX4") read back as the level they came from,
 * but for what that layout does not hold: the 16-bit pages, the misc pages past two, the demo data and the sound
 * tables (the game's MAIN.SFX holds those) and the samples.
 */
class RemasteredLevelWriterTest {
    static Stream<Path> tr4Levels() {
        return Stream.of("tr4/injection-font.tr4", "tr4/injection-lara.tr4", "tr4/rando-test1.tr4").map(Corpus::file);
    }

    @ParameterizedTest
    @MethodSource("tr4Levels")
    void aTr4LevelInTheRemasteredLayoutReadsBackAsThePcLevel(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var pc = LevelReader.read(bytes, file.getFileName().toString());
        var written = RemasteredLevelWriter.tr4(bytes);
        assertEquals("TRX4", new String(written, 0, 4));
        // The layout variant that recognises the magic reads it in the Remastered layout, whatever the name says.
        var variant = LevelVariants.of(written, "LEVEL.TR4");
        assertEquals(GameVersion.TR4, variant.version(written, "LEVEL.TR4"));
        assertEquals(LevelLayout.REMASTERED, variant.read(written, "LEVEL.TR4", ProgressListener.NONE).layout());
        var remastered = LevelReader.read(written, "remastered.tr4");
        assertEquals(GameVersion.TR4, remastered.version());
        assertEquals(LevelLayout.REMASTERED, remastered.layout());
        assertEquals("Remastered", remastered.layout().variant());
        // The same warnings as the PC level (injection-lara's AI objects name rooms it does not have), at other offsets.
        assertEquals(messages(pc.warnings()), messages(remastered.warnings()));
        assertEquals(pc.textures().pages32(), remastered.textures().pages32());
        assertEquals(pc.textures().miscPages32().subList(0, 2), remastered.textures().miscPages32());
        assertTrue(remastered.textures().pages16().isEmpty());
        assertEquals(pc.rooms(), remastered.rooms());
        assertSameAfterTheRooms(pc, remastered);
    }

    /** What a Remastered TR4/TR5 level keeps after its rooms is the PC level's, and its sound tables are empty. */
    static void assertSameAfterTheRooms(Level pc, Level remastered) {
        assertEquals(pc.floorData(), remastered.floorData());
        assertEquals(pc.meshes(), remastered.meshes());
        assertEquals(pc.animation(), remastered.animation());
        assertEquals(pc.staticMeshes(), remastered.staticMeshes());
        assertEquals(pc.texturing(), remastered.texturing());
        assertEquals(pc.cameras(), remastered.cameras());
        assertEquals(pc.flybyCameras(), remastered.flybyCameras());
        assertEquals(pc.soundSources(), remastered.soundSources());
        assertEquals(pc.navigation(), remastered.navigation());
        assertEquals(pc.entities(), remastered.entities());
        assertEquals(pc.aiObjects(), remastered.aiObjects());
        assertTrue(remastered.sound().details().isEmpty());
        assertTrue(remastered.sound().samples().isEmpty());
    }

    private static List<String> messages(List<DataWarning> warnings) {
        return warnings.stream().map(warning -> warning.path() + ": " + warning.message()).toList();
    }

    @ParameterizedTest
    @MethodSource("tr4Levels")
    void aCutRemasteredLevelIsATypedErrorWithItsPlace(Path file) throws IOException {
        var written = RemasteredLevelWriter.tr4(Files.readAllBytes(file));
        var pages = 0;
        for (int i = 0; i < 3; i++) {
            pages += (written[4 + 2 * i] & 0xFF) | (written[5 + 2 * i] & 0xFF) << 8;
        }
        // Cut inside the 32-bit pages: after the magic, three counts and the size word.
        var cut = Arrays.copyOf(written, 14 + pages * 4 * 256 * 256 / 2);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "cut.tr4"));
        assertEquals("textiles32", error.fieldPath());
        assertEquals(14, error.offset());
    }
}
