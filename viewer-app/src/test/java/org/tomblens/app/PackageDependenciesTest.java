package org.tomblens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The viewer's packages as its sources name each other: every package an import or a qualified name of
 * another one points at, read from the main sources. Packages layered one way can each be read, tested
 * and moved without the rest.
 */
class PackageDependenciesTest {
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    /** A class or a whole package of the viewer named in full: {@code org.tomblens.app.ui.common.Tables}. */
    private static final Pattern APP_NAME =
            Pattern.compile("\\b(org\\.tomblens\\.app(?:\\.[a-z]\\w*)*)\\.(?:[A-Z]|\\*)");
    /** LWJGL's OpenGL bindings, imported or named in full. */
    private static final Pattern OPENGL = Pattern.compile("\\borg\\.lwjgl\\.opengl\\.(?:[A-Z]|\\*)");

    @Test
    void noPackageOfTheViewerDependsOnItselfThroughOthers() {
        var uses = packageUses();
        assertTrue(uses.size() > 10, "the viewer's packages were read: " + uses.keySet());
        var cycles = new ArrayList<List<String>>();
        for (var start : uses.keySet()) {
            var cycle = pathBack(start, start, uses, new TreeSet<>());
            if (cycle != null && start.equals(cycle.stream().min(String::compareTo).orElseThrow())) {
                cycles.add(cycle);
            }
        }
        assertEquals(List.of(), cycles, "package cycles, each from its first package round to it again");
    }

    @Test
    void theRootPackageHoldsOnlyTheEntryPoint() {
        try (var files = Files.list(SOURCES.resolve("org/tomblens/app"))) {
            assertEquals(List.of("Main.java"), files.filter(Files::isRegularFile).map(f -> f.getFileName().toString())
                    .toList(), "helpers belong in the packages that use them, below the entry point");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void onlyTheRendererTalksToOpenGl() {
        var talking = new ArrayList<Path>();
        for (var root : List.of(SOURCES, Path.of("src", "test", "java"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    if (OPENGL.matcher(Files.readString(file)).find()) {
                        talking.add(file);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        assertEquals(List.of(), talking, "the viewer's GL objects and framebuffer work belong to the renderer");
    }

    @Test
    void theCameraAndAudioNeedNoGl() {
        var gl = Pattern.compile("\\borg\\.lwjgl\\.opengl\\.|\\borg\\.tomblens\\.render\\.(?:gl|scene)\\.");
        var naming = new ArrayList<Path>();
        for (var dir : List.of("camera", "audio")) {
            try (Stream<Path> files = Files.walk(SOURCES.resolve("org/tomblens/app").resolve(dir))) {
                for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    if (gl.matcher(Files.readString(file)).find()) {
                        naming.add(file);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        assertEquals(List.of(), naming, "the camera and the audio use the renderer's GL-free view package only");
    }

    /** A path of uses from {@code from} back to {@code target}, ending with it; null when there is none. */
    private static List<String> pathBack(String target, String from, Map<String, Set<String>> uses, Set<String> seen) {
        for (var next : uses.getOrDefault(from, Set.of())) {
            if (next.equals(target)) {
                return new ArrayList<>(List.of(from, target));
            }
            if (seen.add(next)) {
                var rest = pathBack(target, next, uses, seen);
                if (rest != null) {
                    rest.add(0, from);
                    return rest;
                }
            }
        }
        return null;
    }

    /** Each package of the viewer, and the other packages of the viewer its sources name. */
    private static Map<String, Set<String>> packageUses() {
        var uses = new TreeMap<String, Set<String>>();
        try (Stream<Path> files = Files.walk(SOURCES.resolve("org/tomblens/app"))) {
            for (var file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                var text = Files.readString(file);
                var declared = PACKAGE.matcher(text);
                assertTrue(declared.find(), file + " declares its package");
                var own = declared.group(1);
                var named = uses.computeIfAbsent(own, key -> new TreeSet<>());
                var names = APP_NAME.matcher(text);
                while (names.find()) {
                    if (!names.group(1).equals(own)) {
                        named.add(names.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return uses;
    }
}
