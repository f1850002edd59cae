package org.tomblens.app.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CacheFolderTest {

    @Test
    void theCacheFolderFollowsEachPlatformsConvention() {
        var home = Path.of("/home/lara");
        assertEquals(Path.of("/xdg/tomblens"), CacheFolder.of("Linux", Map.of("XDG_CACHE_HOME", "/xdg"), home));
        assertEquals(home.resolve(".cache/tomblens"), CacheFolder.of("Linux", Map.of(), home));
        assertEquals(home.resolve(".cache/tomblens"),
                CacheFolder.of("Linux", Map.of("XDG_CACHE_HOME", "relative"), home), "XDG wants absolute paths");
        assertEquals(Path.of("C:/Users/lara/AppData/Local/TombLens/Cache"),
                CacheFolder.of("Windows 11", Map.of("LOCALAPPDATA", "C:/Users/lara/AppData/Local"), home));
        assertEquals(home.resolve("AppData/Local/TombLens/Cache"), CacheFolder.of("Windows 10", Map.of(), home));
        assertEquals(home.resolve("Library/Caches/TombLens"), CacheFolder.of("Mac OS X", Map.of(), home));
    }
}
