package org.tomblens.app.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HomeFolderTest {
    private static final Path PASSWORD_HOME = Path.of("/home/from-passwd");

    @Test
    void onLinuxAndMacosTheHomeIsHomeAsEveryOtherProgramTakesIt() {
        assertEquals(Path.of("/tmp/given"), HomeFolder.of("Linux", Map.of("HOME", "/tmp/given"), PASSWORD_HOME));
        assertEquals(Path.of("/tmp/given"), HomeFolder.of("Mac OS X", Map.of("HOME", "/tmp/given"), PASSWORD_HOME));
    }

    @Test
    void anUnsetOrRelativeHomeLeavesJavasUserHome() {
        assertEquals(PASSWORD_HOME, HomeFolder.of("Linux", Map.of(), PASSWORD_HOME));
        assertEquals(PASSWORD_HOME, HomeFolder.of("Linux", Map.of("HOME", "relative"), PASSWORD_HOME));
        assertEquals(PASSWORD_HOME, HomeFolder.of("Linux", Map.of("HOME", " "), PASSWORD_HOME));
    }

    @Test
    void onWindowsItIsJavasUserHome() {
        assertEquals(PASSWORD_HOME, HomeFolder.of("Windows 11", Map.of("HOME", "C:/msys/home"), PASSWORD_HOME));
    }
}
