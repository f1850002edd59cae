package org.tomblens.format.script;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * TR4 scripts and language files: the seeds are the real TRLE engine folder's {@code script.dat} and
 * {@code english.dat}; each input is read as the kind of file its seed was.
 */
class ScriptFuzzTest {
    static final FuzzTarget SCRIPTS = new FuzzTarget("script", ScriptFuzzTest::seeds, "fuzz.dat",
            ScriptFuzzTest::read);

    @FuzzTest
    void scripts(byte[] input) {
        SCRIPTS.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        SCRIPTS.replayRegressions();
    }

    private static List<FuzzedFile.File> seeds() {
        if (!Corpus.present()) {
            return List.of();
        }
        return List.of(FuzzSeeds.file(Corpus.gameFile("trle-trfr/script.dat")),
                FuzzSeeds.file(Corpus.gameFile("trle-trfr/english.dat")));
    }

    private static void read(FuzzedFile.File file) {
        if (file.name().toLowerCase(Locale.ROOT).startsWith("script")) {
            Tr4Script.read(file.bytes());
        } else {
            LanguageFile.read(file.bytes());
        }
    }
}
