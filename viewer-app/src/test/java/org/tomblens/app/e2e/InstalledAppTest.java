package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;

/**
 * The application as users install it, started by its own launcher ({@code -Dtomblens.installed=LAUNCHER}: the
 * installed package's {@code /usr/bin/tomblens}, or an unpacked download's {@code TombLens/bin/TombLens}), doing
 * its main job: the window opens the demo and a retail level of each game with no error and goes through a whole
 * session, and every command runs on a real level. The installers' checks run it (check-deb.sh); the test run
 * leaves it out (tag {@code installed}).
 */
@Tag("installed")
class InstalledAppTest {
    private static SmokeRun run;

    @BeforeAll
    static void theInstalledLauncher() {
        var launcher = Path.of(System.getProperty("tomblens.installed", ""));
        assertTrue(Files.isExecutable(launcher), "-Dtomblens.installed names no launcher: " + launcher);
        run = new SmokeRun(Launcher.installed(launcher));
    }

    @Test
    void theDemoOpensWithNoError(@TempDir Path home) throws Exception {
        assertEquals("tomblens-demo.tr2", run.opens(home, null).get("file").asText());
    }

    /** A retail level of each game (provenance in the corpus's README). */
    @ParameterizedTest
    @ValueSource(strings = {"tr1/ub-egypt.tub", "tr2/goldmask-cold-war.tr2", "tr3/rando-test1.tr2",
            "tr4/rando-test1.tr4", "tr5/rando-test1.trc"})
    void aLevelOfEachGameOpensWithNoError(String level, @TempDir Path home) throws Exception {
        var file = Corpus.file(level);
        assertEquals(file.getFileName().toString(), run.opens(home, file).get("file").asText());
    }

    @Test
    void aWholeSessionGoesAsItShould(@TempDir Path home) throws Exception {
        run.wholeSession(home, Corpus.file("tr1/opentomb-altroom1.phd"));
    }

    @Test
    void everyCommandRunsOnARealLevel(@TempDir Path home) throws Exception {
        run.everyCommand(home, Corpus.file("tr1/rando-test1.phd"));
    }
}
