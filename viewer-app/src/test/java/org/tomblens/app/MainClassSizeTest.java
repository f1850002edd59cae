package org.tomblens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The house rule that no main class grows past 450 lines, held for every module of the repository (the benchmarks,
 * outside the shipped code, excepted): a class that reaches it is split by job before anything is added.
 */
class MainClassSizeTest {
    static final int MOST_LINES = 450;
    /** The repository: the viewer's tests run in its module's folder. */
    private static final Path REPOSITORY = Path.of("..");
    private static final String EXCEPTED = "benchmarks";

    @Test
    void noMainClassOfAnyModuleIsOver450Lines() throws IOException {
        var modules = modules();
        var names = modules.stream().map(module -> module.getFileName().toString()).toList();
        assertTrue(names.containsAll(List.of("format-core", "renderer", "viewer-app", "level-maker")),
                "the modules with Java sources were found beside the viewer's: " + names);
        var over = new ArrayList<String>();
        var classes = 0;
        for (var module : modules) {
            try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
                for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    classes++;
                    var lines = Files.readAllLines(file).size();
                    if (lines > MOST_LINES) {
                        over.add(REPOSITORY.relativize(file) + ": " + lines + " lines");
                    }
                }
            }
        }
        assertTrue(classes > 500, "the main classes were read: " + classes);
        assertEquals(List.of(), over, "main classes over the 450-line rule: split each by job");
    }

    /** Every folder of the repository with main Java sources, but the benchmarks'. */
    private static List<Path> modules() throws IOException {
        try (Stream<Path> folders = Files.list(REPOSITORY)) {
            return folders.filter(folder -> Files.isDirectory(folder.resolve("src/main/java")))
                    .filter(folder -> !folder.getFileName().toString().equals(EXCEPTED)).sorted().toList();
        }
    }
}
