package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The viewer keeps its programs as the driver's binaries in the cache folder ({@code $XDG_CACHE_HOME/tomblens}), and
 * the next start makes them from those: it shows the level again without compiling any, so keeps none anew.
 */
class ProgramBinariesWindowTest {

    @Test
    void theNextStartMakesTheProgramsFromTheBinariesKeptByTheFirst(@TempDir Path home) throws Exception {
        try (var window = RealWindow.start(home, List.of("--quit-when-ready"), "{}")) {
            assertEquals(0, window.awaitExit(60), "the first start shows the demo level and closes");
        }
        var programs = home.resolve(".cache/tomblens/programs");
        var first = kept(programs);
        assertTrue(first.keySet().containsAll(List.of("level.program", "picture.program", "imgui.program")),
                "the level's program, the one that puts the picture into the window and the interface's: "
                        + first.keySet());

        try (var window = RealWindow.start(home, List.of("--quit-when-ready"), "{}")) {
            assertEquals(0, window.awaitExit(60), "the second start shows it too");
        }
        var second = kept(programs);
        assertEquals(first.keySet(), second.keySet());
        for (var name : first.keySet()) {
            assertEquals(first.get(name).written(), second.get(name).written(), name + " was not written again");
            assertArrayEquals(first.get(name).bytes(), second.get(name).bytes(), name);
        }
    }

    private record Kept(Object written, byte[] bytes) {}

    /** Each file kept, with what tells a file written again (its file key and time) and its bytes. */
    private static Map<String, Kept> kept(Path folder) throws Exception {
        var kept = new TreeMap<String, Kept>();
        try (Stream<Path> files = Files.list(folder)) {
            for (var file : files.toList()) {
                var attributes = Files.readAttributes(file, BasicFileAttributes.class);
                kept.put(file.getFileName().toString(), new Kept(
                        List.of(String.valueOf(attributes.fileKey()), attributes.lastModifiedTime()),
                        Files.readAllBytes(file)));
            }
        }
        return kept;
    }
}
