package org.tomblens.format.saturn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * Saturn level files fuzzed from the corpus's LEVEL2, read as the file opened with no companions beside it, then
 * prepared as the viewer prepares them. The seeds are small enough to read many times a second: its first two rooms
 * under a ROOMDATA of two and the end tag (its .SAT whole reads too slowly under the fuzzer's instrumentation), and
 * its .SPR whole, which is refused for want of its .SAT.
 */
class SaturnLevelFuzzTest {
    static final FuzzTarget SATURN = new FuzzTarget("saturn", SaturnLevelFuzzTest::seeds, "fuzz.sat",
            SaturnLevelFuzzTest::prepare);

    @FuzzTest
    void saturnLevels(byte[] input) {
        SATURN.fuzz(input);
    }

    /**
     * The rooms seed is read up to its first room's first portal, which leads to room 19 of the 94: the typed error
     * says where.
     */
    @Test
    void theRoomsSeedIsReadUpToItsFirstPortal() {
        var seed = seeds().get(0);
        var error = assertThrows(LevelFormatException.class,
                () -> SaturnLevel.read(seed.bytes(), null, seed.name(), ProgressListener.NONE));
        assertEquals("rooms[0].portals[0].adjoiningRoom", error.fieldPath());
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        SATURN.replayRegressions();
    }

    /** Where LEVEL2.SAT's ROOMDATA tag starts, and where its third room's ROOMNUMB does. */
    private static final int ROOMDATA = 0x48A80;
    private static final int THIRD_ROOM = 0x49B56;

    private static List<FuzzedFile.File> seeds() {
        try {
            var level = Files.readAllBytes(Corpus.file("saturn/LEVEL2.SAT"));
            var rooms = new ByteArrayOutputStream();
            rooms.write(level, 0, 16);
            rooms.write(level, ROOMDATA, 12);
            rooms.write(new byte[] {0, 0, 0, 2});
            rooms.write(level, ROOMDATA + 16, THIRD_ROOM - ROOMDATA - 16);
            rooms.write("ROOMEND\0".getBytes(StandardCharsets.US_ASCII));
            return List.of(new FuzzedFile.File("ROOMS2.SAT", rooms.toByteArray()),
                    new FuzzedFile.File("LEVEL2.SPR", Files.readAllBytes(Corpus.file("saturn/LEVEL2.SPR"))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void prepare(FuzzedFile.File file) {
        try {
            ViewerPreparation.prepare(SaturnLevel.read(file.bytes(), null, file.name(), ProgressListener.NONE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
