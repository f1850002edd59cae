package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.dist.RuntimeModules;

/**
 * The JDK modules the installers' runtime holds, as the dist profile finds them (level-maker's runtime-modules,
 * here of the run-time class path: the classes and their libraries, no test library), are enough for what users
 * do. A Java that offers only those modules ({@code --limit-modules}: what the runtime jlink trims offers) opens
 * the demo and levels in the window and runs every command; without one of them the window fails as the
 * installed application once did, which shows that this test sees a missing module.
 *
 * <p>Tagged {@code alone}: its whole session watches the system's temporary folder, which every process shares, for
 * what the viewer leaves there, so the build runs it with no other test beside it.
 */
@Tag("alone")
class RuntimeModulesTest {
    private static final SortedSet<String> MODULES = RuntimeModules.of(runtimeClassPath());

    /** target/classes and the jars the build wrote to target/runtime-classpath.txt (runtime scope). */
    private static List<Path> runtimeClassPath() {
        try {
            var entries = new ArrayList<Path>();
            entries.add(Path.of("target", "classes"));
            var listed = Files.readString(Path.of("target", "runtime-classpath.txt")).strip();
            for (var entry : listed.split(java.io.File.pathSeparator)) {
                entries.add(Path.of(entry));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException("the build writes target/runtime-classpath.txt before the tests", e);
        }
    }

    private static Launcher limitedTo(SortedSet<String> modules) {
        return Launcher.development(List.of("--limit-modules", String.join(",", modules)));
    }

    @Test
    void theModuleOfTheDefaultRandomAlgorithmIsAmongThemThoughNoClassOfItIsNamed() {
        // The sounds' random choices are made through RandomGenerator, whose algorithms Java finds as a service: a
        // JDK class that names the type may hand back one of jdk.random's.
        var module = RandomGenerator.getDefault().getClass().getModule().getName();
        assertEquals("jdk.random", module, "where this Java keeps its default algorithm");
        assertTrue(MODULES.contains(module), MODULES.toString());
        assertTrue(MODULES.containsAll(List.of("java.base", "java.desktop")), MODULES.toString());
    }

    @Test
    void onTheseModulesAloneTheWindowOpensTheDemoAndALevelAndGoesThroughAWholeSession(@TempDir Path home)
            throws Exception {
        var run = new SmokeRun(limitedTo(MODULES));
        assertEquals("tomblens-demo.tr2", run.opens(home.resolve("demo"), null).get("file").asText());
        assertEquals("TR2", run.opens(home.resolve("tr2"), Corpus.file("tr2/goldmask-cold-war.tr2"))
                .get("version").asText());
        run.wholeSession(home.resolve("session"), Corpus.file("tr1/opentomb-altroom1.phd"));
    }

    @Test
    void onTheseModulesAloneEveryCommandRuns(@TempDir Path home) throws Exception {
        new SmokeRun(limitedTo(MODULES)).everyCommand(home, Corpus.file("tr1/rando-test1.phd"));
    }

    @Test
    void withoutTheModuleOfSunMiscUnsafeTheDemoFailsToOpen(@TempDir Path home) throws Exception {
        // LWJGL reaches native memory through sun.misc.Unsafe, which jdk.unsupported holds.
        var fewer = new TreeSet<>(MODULES);
        fewer.remove("jdk.unsupported");
        var error = assertThrows(AssertionError.class, () -> new SmokeRun(limitedTo(fewer)).opens(home, null));
        assertTrue(error.getMessage().contains("sun/misc/Unsafe") || error.getMessage().contains("sun.misc.Unsafe"),
                error.getMessage());
    }
}
