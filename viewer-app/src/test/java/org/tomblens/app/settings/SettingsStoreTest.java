package org.tomblens.app.settings;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {

    @Test
    void savedSettingsComeBackEqual(@TempDir Path folder) throws Exception {
        var store = new SettingsStore(folder.resolve("tomblens"));
        var settings = Settings.defaults().withWindow(40, 50, 1600, 900, true).withRecent("/levels/a.phd")
                .withRecent("/levels/b.tr4").withCamera(8192f, 85f).withToggles(Map.of("portals", true, "fog", false))
                .withLayout("[Window][Level]\nPos=0,0\n");
        store.save(settings);
        assertEquals(settings, store.load());
        assertEquals(java.util.List.of("/levels/b.tr4", "/levels/a.phd"), store.load().recentFiles());
        try (var files = Files.list(store.file().getParent())) {
            assertEquals(1, files.count(), "no temporary file is left beside the settings");
        }
    }

    @Test
    void aMissingOrBrokenFileGivesTheDefaults(@TempDir Path folder) throws Exception {
        var store = new SettingsStore(folder);
        assertEquals(Settings.defaults(), store.load());
        Files.writeString(store.file(), "{\"windowWidth\": 1600, \"recentFiles\": [\"x\"");
        assertEquals(Settings.defaults(), store.load());
    }

    @Test
    void unknownAndOutOfRangeValuesFallBackToSensibleOnes(@TempDir Path folder) throws Exception {
        var store = new SettingsStore(folder);
        Files.writeString(store.file(), "{\"windowWidth\": 5, \"windowHeight\": 5, \"fieldOfView\": 400, "
                + "\"interfaceScale\": 9, \"future\": 1}");
        var loaded = store.load();
        assertFalse(loaded.hasWindowSize(), "a window too small to use leaves the size to the monitor");
        assertEquals(0f, loaded.interfaceScale(), "a scale past 250 % follows the monitor instead");
        assertEquals(70f, loaded.fieldOfView());
    }

    @Test
    void recentFilesKeepTheNewestFirstWithoutRepeatsUpToTheLimit() {
        var settings = Settings.defaults();
        for (int i = 0; i < 20; i++) {
            settings = settings.withRecent("/l/" + (i % 15) + ".tr2");
        }
        assertEquals(Settings.MAX_RECENT, settings.recentFiles().size());
        assertEquals("/l/4.tr2", settings.recentFiles().get(0));
        assertEquals(settings.recentFiles().size(), settings.recentFiles().stream().distinct().count());
    }

    @Test
    void theConfigFolderFollowsEachPlatformsConvention() {
        var home = Path.of("/home/lara");
        assertEquals(Path.of("/xdg/tomblens"), SettingsStore.configFolder("Linux", Map.of("XDG_CONFIG_HOME", "/xdg"), home));
        assertEquals(home.resolve(".config/tomblens"), SettingsStore.configFolder("Linux", Map.of(), home));
        assertEquals(home.resolve(".config/tomblens"),
                SettingsStore.configFolder("Linux", Map.of("XDG_CONFIG_HOME", "relative"), home), "XDG wants absolute paths");
        assertEquals(Path.of("C:/Users/lara/AppData/Roaming/TombLens"),
                SettingsStore.configFolder("Windows 11", Map.of("APPDATA", "C:/Users/lara/AppData/Roaming"), home));
        assertEquals(home.resolve("Library/Application Support/TombLens"), SettingsStore.configFolder("Mac OS X", Map.of(), home));
    }
}
