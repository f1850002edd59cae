package org.tomblens.app.dist;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which starts are relaunched (a bare {@code java -jar} of the application's jar alone), with what, and that every
 * launcher of the project gives the JVM the same options the relaunch does.
 */
class JarRelaunchTest {

    @Test
    void onlyABareJarStartOfThisJarIsRelaunched(@TempDir Path folder) throws IOException {
        var jar = Files.writeString(folder.resolve("tomblens.jar"), "");
        var other = Files.writeString(folder.resolve("other.jar"), "");
        assertTrue(JarRelaunch.isBareJarStart(new String[] {"-jar", jar.toString()}, jar));
        assertTrue(JarRelaunch.isBareJarStart(new String[] {"-jar", jar.toString(), "level.tr2"}, jar));
        assertTrue(JarRelaunch.isBareJarStart(new String[] {"-jar", folder.resolve(".").resolve("tomblens.jar")
                .toString()}, jar), "the same file named another way");
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-Xmx2g", "-jar", jar.toString()}, jar),
                "a user's own Java option");
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-XX:TieredStopAtLevel=1", "-jar", jar.toString()}, jar),
                "a launcher's options");
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-cp", jar.toString(), "org.tomblens.app.Main"}, jar));
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-jar", other.toString()}, jar));
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-jar", folder.resolve("gone.jar").toString()}, jar));
        assertFalse(JarRelaunch.isBareJarStart(new String[] {"-jar"}, jar));
    }

    @Test
    void theRelaunchGivesTheOptionsTheArchiveBesideTheJarAndTheArguments(@TempDir Path folder) throws IOException {
        var jar = Files.writeString(folder.resolve("tomblens.jar"), "");
        var args = new String[] {"--quit-when-ready", "level.tr2"};
        var without = JarRelaunch.command("/java", 4321, jar, "Linux", args);
        assertEquals("/java", without.get(0));
        assertEquals(JarRelaunch.OPTIONS, without.subList(1, 1 + JarRelaunch.OPTIONS.size()));
        assertTrue(without.stream().noneMatch(option -> option.startsWith("-XX:SharedArchiveFile")), "no archive yet");
        assertTrue(without.contains("-D" + JarRelaunch.LAUNCHER_PROPERTY + "=4321"), "the launcher's process");
        assertFalse(without.contains("-XstartOnFirstThread"));
        assertEquals(List.of("-jar", jar.toString(), "--quit-when-ready", "level.tr2"),
                without.subList(without.size() - 4, without.size()));

        Files.writeString(folder.resolve(JarRelaunch.ARCHIVE), "");
        var with = JarRelaunch.command("/java", 4321, jar, "Mac OS X", args);
        assertTrue(with.contains("-XX:SharedArchiveFile=" + folder.resolve(JarRelaunch.ARCHIVE)), with.toString());
        assertTrue(with.contains("-XstartOnFirstThread"), "GLFW owns the first thread on macOS");
    }

    @Test
    void everyLauncherGivesTheSameOptions() throws IOException {
        var launchers = List.of(Path.of("..", "tomblens"), Path.of("..", "tomblens.cmd"), Path.of("pom.xml"));
        for (var launcher : launchers) {
            var text = Files.readString(launcher);
            for (var option : JarRelaunch.OPTIONS) {
                assertTrue(text.contains(option), launcher + " gives " + option);
            }
        }
    }
}
