package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The viewer started where there is no display (a shell over SSH, a container): it says so at once, names the
 * commands that need none and exits with status 1, instead of running unseen on GLFW's null platform.
 */
@EnabledOnOs(OS.LINUX)
class NoDisplayTest {

    @Test
    void theViewerWithoutADisplaySaysSoAndExits(@TempDir Path home) throws Exception {
        var output = home.resolve("output.txt");
        var command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.tomblens.app.Main");
        var builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().put("HOME", home.toString());
        var viewer = builder.start();
        try {
            assertTrue(viewer.waitFor(5, TimeUnit.SECONDS), "the viewer still runs after 5 s: "
                    + Files.readString(output));
            assertEquals(1, viewer.exitValue());
            var said = Files.readString(output);
            assertTrue(said.contains("no display found"), said);
            for (var offscreen : List.of("tomblens info", "tomblens render", "tomblens bench")) {
                assertTrue(said.contains(offscreen), offscreen + " named in: " + said);
            }
            assertFalse(Files.exists(home.resolve(".config")), "nothing written to the settings");
        } finally {
            viewer.destroyForcibly();
        }
    }
}
