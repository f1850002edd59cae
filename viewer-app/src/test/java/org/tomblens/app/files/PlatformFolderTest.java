package org.tomblens.app.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tomblens.app.files.PlatformFolder.CACHE;
import static org.tomblens.app.files.PlatformFolder.CONFIGURATION;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlatformFolderTest {
    private static final Path HOME = Path.of("/home/lara");

    /** On system {@code os}, with {@code environment}, {@code folder} is {@code expected}. */
    private record Case(PlatformFolder folder, String os, Map<String, String> environment, Path expected) {}

    @Test
    void theConfigAndCacheFoldersFollowEachPlatformsConvention() {
        for (var given : List.of(
                new Case(CONFIGURATION, "Linux", Map.of("XDG_CONFIG_HOME", "/xdg"), Path.of("/xdg/tomblens")),
                new Case(CONFIGURATION, "Linux", Map.of(), HOME.resolve(".config/tomblens")),
                // XDG wants absolute paths.
                new Case(CONFIGURATION, "Linux", Map.of("XDG_CONFIG_HOME", "relative"),
                        HOME.resolve(".config/tomblens")),
                new Case(CONFIGURATION, "Windows 11", Map.of("APPDATA", "C:/Users/lara/AppData/Roaming"),
                        Path.of("C:/Users/lara/AppData/Roaming/TombLens")),
                new Case(CONFIGURATION, "Mac OS X", Map.of(), HOME.resolve("Library/Application Support/TombLens")),
                new Case(CACHE, "Linux", Map.of("XDG_CACHE_HOME", "/xdg"), Path.of("/xdg/tomblens")),
                new Case(CACHE, "Linux", Map.of(), HOME.resolve(".cache/tomblens")),
                new Case(CACHE, "Linux", Map.of("XDG_CACHE_HOME", "relative"), HOME.resolve(".cache/tomblens")),
                new Case(CACHE, "Windows 11", Map.of("LOCALAPPDATA", "C:/Users/lara/AppData/Local"),
                        Path.of("C:/Users/lara/AppData/Local/TombLens/Cache")),
                new Case(CACHE, "Windows 10", Map.of(), HOME.resolve("AppData/Local/TombLens/Cache")),
                new Case(CACHE, "Mac OS X", Map.of(), HOME.resolve("Library/Caches/TombLens")))) {
            assertEquals(given.expected(), given.folder().of(given.os(), given.environment(), HOME), given.toString());
        }
    }
}
