package org.tomblens.format.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.open.PackedPart;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.PackSeed;
import org.tomblens.format.testing.ViewerPreparation;

/**
 * PlayStation packs fuzzed from a small one written from the layout: the table read and each part told, then the
 * part the name gives (or the first level part) opened and prepared as the viewer prepares it.
 */
class PackFuzzTest {
    static final FuzzTarget PACKS = new FuzzTarget("packs", PackSeed::seeds, "fuzz.obj", PackFuzzTest::open);

    @FuzzTest
    void packs(byte[] input) {
        PACKS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        PACKS.replayRegressions();
    }

    private static void open(FuzzedFile.File file) {
        try {
            PackedPart.of(file.bytes(), Pack.read(file.bytes()));
            ViewerPreparation.prepare(OpenedFile.read(file.bytes(), null, file.name(), ProgressListener.NONE).level());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The seed reads as written: three parts on the sectors after the table, told as a TR3 PlayStation level, a TR5
     * Dreamcast level and no file TombLens reads; the pack opens as its first part, {@code #2} as its second.
     */
    @Test
    void theSeedReadsAsThePackItWasWrittenAs() throws IOException {
        var bytes = PackSeed.bytes();
        var parts = PackedPart.of(bytes, Pack.read(bytes));
        assertEquals(List.of(1, 2, 3), parts.stream().map(part -> part.part().number()).toList());
        assertEquals(2048L, parts.get(0).part().offset());
        assertEquals(List.of("TR3 level (PSX)", "TR5 level (Dreamcast)", "not a file TombLens reads"),
                parts.stream().map(PackedPart::description).toList());
        var first = OpenedFile.read(bytes, null, "GAMEWAD.OBJ", ProgressListener.NONE);
        assertEquals(LevelLayout.PLAYSTATION, first.level().layout());
        var second = OpenedFile.read(bytes, null, "GAMEWAD.OBJ#2", ProgressListener.NONE);
        assertEquals(LevelLayout.DREAMCAST, second.level().layout());
    }
}
