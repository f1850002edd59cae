package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.diff.DiffPanel;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.PatchedLevel;

/**
 * A level compared in the real window with a copy of it whose bytes moved one entity and changed one floor slant:
 * the Diff panel lists exactly those two changes with their old and new values, choosing the entity's row flies
 * to it and selects it, the entity stands in an amber box that goes when the tint is switched off, and level B can
 * be shown in A's place. A B that cannot be read leaves A on screen, with the error.
 */
class DiffWindowTest {
    private static final String LEVEL = "tr1/rando-test1.phd";
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    private static final String SETTINGS = StartSettings.window(WIDTH, HEIGHT).toggle("animateEntities", false)
            .panels(List.of("Sounds"), false).json();

    @Test
    void theDiffPanelListsThePatchedChangesFliesToThemAndTintsThem(@TempDir Path home) throws Exception {
        var original = Corpus.file(LEVEL);
        var patched = PatchedLevel.write(original, Files.createDirectories(home.resolve("copies")));
        var entity = patched.entity();
        try (var window = RealWindow.start(home, List.of(original.toString(), "--compare", patched.file().toString(),
                "--size", WIDTH + "x" + HEIGHT), SETTINGS)) {
            var compared = window.await("the comparison", event -> "compared".equals(event.path("event").asText()), 60);
            assertEquals(2, compared.get("changes").asInt());
            var panel = window.panel(DiffPanel.TITLE, "Show level B");
            assertTrue(RealWindow.texts(panel).contains("2 differences"), RealWindow.texts(panel).toString());
            assertTrue(panel.path("controls").has("entities (1)"), panel.path("controls").toString());
            assertTrue(panel.path("controls").has("floordata (1)"), panel.path("controls").toString());
            assertTrue(panel.path("controls").has("rooms (0)"), panel.path("controls").toString());

            var table = "entities (1)/changes";
            assertEquals(List.of(List.of("1", "changed", Integer.toString(entity.index()),
                    Integer.toString(entity.index()), Integer.toString(entity.room()),
                    "x " + entity.oldX() + " -> " + entity.newX())), RealWindow.rows(panel, table));

            window.click(panel, table + "/1");
            var selected = window.await("the entity selected", event -> "selected".equals(event.path("event").asText())
                    && "entity".equals(event.path("kind").asText()), 20);
            assertEquals(entity.index(), selected.get("entity").asInt());
            window.settled();
            var tinted = window.screenshot(1);
            Files.createDirectories(Path.of("target", "screenshots"));
            ImageIO.write(tinted, "png", Path.of("target", "screenshots", "diff-window.png").toFile());

            window.click(window.lastPanel(DiffPanel.TITLE), "Tint the differences");
            window.awaitPanel(DiffPanel.TITLE, "with the tint off",
                    shown -> !shown.path("values").path("Tint the differences").asBoolean(true));
            window.settled();
            var plain = window.screenshot(2);
            var amber = amberPixelsGone(tinted, plain);
            assertTrue(amber > 100, amber + " amber pixels of the entity's box went with the tint");

            window.click(window.lastPanel(DiffPanel.TITLE), "Show level B");
            var showingB = window.awaitPanel(DiffPanel.TITLE, "showing level B",
                    shown -> shown.path("values").path("Show level B").asBoolean(false));
            assertTrue(showingB.path("values").path("Show level B").asBoolean());
        }
    }

    @Test
    void aComparisonFileThatCannotBeReadLeavesTheLevelOnScreenWithTheError(@TempDir Path home) throws Exception {
        var broken = Files.write(home.resolve("broken.phd"), new byte[] {0x20, 0, 0, 0, 1, 2, 3});
        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--compare", broken.toString(),
                "--size", WIDTH + "x" + HEIGHT), SETTINGS)) {
            var error = window.await("the error", event -> "error".equals(event.path("event").asText()), 60);
            assertTrue(error.get("message").asText().startsWith("Cannot compare with broken.phd"),
                    error.get("message").asText());
            window.await("level A on screen", event -> "ready".equals(event.path("event").asText()), 60);
            var loaded = window.events().stream().filter(event -> "loaded".equals(event.path("event").asText()))
                    .map(event -> event.get("file").asText()).toList();
            assertEquals(List.of("rando-test1.phd"), loaded, "only level A was put on screen");
            assertFalse(window.events().stream().anyMatch(event -> "compared".equals(event.path("event").asText())));
        }
    }

    /** Pixels amber in {@code tinted} (strong red, middling green, little blue) and not amber in {@code plain}. */
    private static int amberPixelsGone(BufferedImage tinted, BufferedImage plain) {
        var count = 0;
        for (int y = 0; y < tinted.getHeight(); y++) {
            for (int x = 0; x < tinted.getWidth(); x++) {
                if (amber(tinted.getRGB(x, y)) && !amber(plain.getRGB(x, y))) {
                    count++;
                }
            }
        }
        return count;
    }

    private static boolean amber(int rgb) {
        int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
        return r > 200 && g > 140 && g < 220 && b < 110;
    }
}
