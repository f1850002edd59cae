package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.dist.JarRelaunch;
import org.tomblens.app.e2e.RealWindow.Screen;

/**
 * The application's jar started on its own, {@code java -jar tomblens.jar [OPTIONS] FILE}, as a user may: a second
 * JVM, given the launchers' options, shows the level, and the first exits with its status; the first ended, by a
 * signal or killed outright, the second ends too. The jar is the classes under test with their libraries on its
 * class path.
 */
@EnabledOnOs(OS.LINUX)
class JarRelaunchWindowTest {
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2").toAbsolutePath();
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @Test
    void aBareJarStartShowsTheLevelInAJvmGivenTheLaunchersOptions(@TempDir Path home) throws Exception {
        var jar = applicationJar(home.resolve("app"));
        // A file alone, as a file manager passes it, and the viewer's own options with it, as a user may type them.
        for (var viewerArguments : List.of(List.of("--quit-when-ready", DEMO.toString()),
                List.of("--size", "640x480", "--quit-when-ready", DEMO.toString()))) {
            var command = new ArrayList<>(List.of(JAVA, "-jar", jar.toString()));
            command.addAll(viewerArguments);
            var viewer = start(home, null, command);
            try {
                var relaunched = awaitRelaunched(viewer);
                assertTrue(viewer.waitFor(120, TimeUnit.SECONDS), "the start ends once the level is on screen");
                assertEquals(0, viewer.exitValue(), output(home));
                var arguments = relaunched.arguments();
                assertTrue(arguments.containsAll(JarRelaunch.OPTIONS), arguments.toString());
                assertEquals(command.subList(2, command.size()),
                        arguments.subList(arguments.size() - command.size() + 2, arguments.size()));
                assertTrue(Files.readString(home.resolve("events.jsonl")).contains("\"loaded\""),
                        "the level was shown");
            } finally {
                viewer.destroyForcibly();
            }
            Files.delete(home.resolve("events.jsonl"));
        }
    }

    @Test
    void theSecondJvmEndsWithTheFirstWhetherSignalledOrKilled(@TempDir Path home) throws Exception {
        RealWindow.requireTools();
        var jar = applicationJar(home.resolve("app"));
        for (var killed : new boolean[] {false, true}) {
            var display = Display.of(Screen.DESKTOP);
            var viewer = start(home, display.name(), List.of(JAVA, "-jar", jar.toString(), DEMO.toString()));
            try {
                var relaunched = awaitRelaunched(viewer);
                var events = home.resolve("events.jsonl");
                var deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (!(Files.exists(events) && Files.readString(events).contains("\"loaded\""))) {
                    assertTrue(System.nanoTime() < deadline && relaunched.process().isAlive(),
                            "no level shown: " + output(home));
                    Thread.sleep(20);
                }
                if (killed) {
                    viewer.destroyForcibly();
                } else {
                    viewer.destroy();
                }
                assertTrue(viewer.waitFor(20, TimeUnit.SECONDS));
                relaunched.process().onExit().get(20, TimeUnit.SECONDS);
                assertFalse(relaunched.process().isAlive(),
                        (killed ? "killed" : "signalled") + ": the second JVM ended too");
            } finally {
                viewer.destroyForcibly();
            }
            Files.delete(home.resolve("events.jsonl"));
        }
    }

    /** Starts {@code command} in {@code home} on {@code display} (none: GLFW's null platform), its log there. */
    private static Process start(Path home, String display, List<String> command) throws IOException {
        var builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(home.resolve("output.txt").toFile());
        var environment = builder.environment();
        environment.remove("WAYLAND_DISPLAY");
        if (display == null) {
            environment.remove("DISPLAY");
        } else {
            environment.put("DISPLAY", display);
        }
        environment.putAll(new Launcher("java -jar", command, false).environment(home));
        environment.put("TOMBLENS_EVENT_LOG", home.resolve("events.jsonl").toString());
        Files.createDirectories(Launcher.temporary(home));
        return builder.start();
    }

    /** The JVM a start launched, and its arguments, read while it runs. */
    private record Relaunched(ProcessHandle process, List<String> arguments) {}

    private static Relaunched awaitRelaunched(Process viewer) throws InterruptedException {
        var deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            for (var child : viewer.children().toList()) {
                // Only the second JVM names its launcher. A child caught between fork and exec still shows the
                // first JVM's own arguments, and Java's spawn helper shows its own for a moment.
                var arguments = child.info().arguments()
                        .filter(given -> List.of(given).contains("-Dtomblens.launcher=" + viewer.pid()));
                if (arguments.isPresent()) {
                    return new Relaunched(child, List.of(arguments.get()));
                }
            }
            assertTrue(viewer.isAlive(), "the start ended without launching another JVM");
            Thread.sleep(10);
        }
        return fail("no second JVM within 60 s");
    }

    /** The classes under test as a jar in {@code folder}, its libraries on its class path as the build's is. */
    private static Path applicationJar(Path folder) throws IOException {
        var classes = Path.of("target", "classes").toAbsolutePath();
        var manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "org.tomblens.app.Main");
        var libraries = new ArrayList<String>();
        for (var entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            var library = Path.of(entry).toAbsolutePath();
            if (!library.equals(classes)) {
                libraries.add(library.toUri().toString());   // jars, and the other modules' classes in a reactor build
            }
        }
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", libraries));
        Files.createDirectories(folder);
        var jar = folder.resolve("tomblens.jar");
        try (var out = new JarOutputStream(Files.newOutputStream(jar), manifest);
             var files = Files.walk(classes)) {
            for (var file : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    private static String output(Path home) throws IOException {
        return Files.readString(home.resolve("output.txt"));
    }
}
