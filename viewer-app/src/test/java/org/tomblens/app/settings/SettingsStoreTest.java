package org.tomblens.app.settings;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
    void everyComponentSavedIsReadBackExactly(@TempDir Path folder) throws Exception {
        var store = new SettingsStore(folder);
        var settings = new Settings(-1920, 24, 1280, 1024, true, List.of("/levels/ä b.tr2", "C:\\TR\\x.phd"),
                1234.5f, 95.25f, Map.of("portals", true, "fog", false), "[Window][Level]\nPos=0,0\n\"q\"\t", 1.75f,
                List.of("/plugins/one", "/plugins/two"));
        store.save(settings);
        assertEquals(settings, store.load());

        var written = new ArrayList<String>();
        new ObjectMapper().readTree(store.file().toFile()).fieldNames().forEachRemaining(written::add);
        var components = Arrays.stream(Settings.class.getRecordComponents()).map(RecordComponent::getName).toList();
        assertEquals(components, written, "the file has a key per component, each of which is read back");
    }

    @Test
    void keysNotKnownArePassedOverAndAValueOfTheWrongKindGivesTheDefaults(@TempDir Path folder) throws Exception {
        var store = new SettingsStore(folder);
        Files.writeString(store.file(), "{\"later\": {\"a\": [1, {\"b\": null}]}, \"windowWidth\": 1600, "
                + "\"windowHeight\": 900, \"toggles\": {\"fog\": true}, \"recentFiles\": null}");
        var loaded = store.load();
        assertEquals(1600, loaded.windowWidth());
        assertEquals(Map.of("fog", true), loaded.toggles());
        assertEquals(List.of(), loaded.recentFiles());
        assertEquals(0, loaded.windowX(), "a key missing takes Java's default, as the object mapper gave it");

        Files.writeString(store.file(), "{\"windowWidth\": \"wide\"}");
        assertEquals(Settings.defaults(), store.load());
        Files.writeString(store.file(), "null");
        assertEquals(Settings.defaults(), store.load());
        Files.writeString(store.file(), "[1600, 900]");
        assertEquals(Settings.defaults(), store.load());
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
}
