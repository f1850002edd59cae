package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.RemasteredLevelWriter;

/**
 * The real viewer on a real TR4 level that level-maker writes in Tomb Raider IV–VI Remastered's layout, in a game
 * folder: with the game's SFX/MAIN.SFX (written from the level's own sounds) the Sounds panel lists every sound and
 * sample from that file; without it the level is on screen all the same, and the panel says which file it missed.
 */
class RemasteredSoundsWindowTest {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    private static final String SETTINGS = StartSettings.window(WIDTH, HEIGHT)
            .panels(List.of("Level", "Render", "Textures"), false).json();
    private static final Path PC_LEVEL = Corpus.file("tr4/rando-test1.tr4");

    private static Path game(Path folder, boolean withSfx) throws Exception {
        var classic = Files.readAllBytes(PC_LEVEL);
        var level = Files.write(Files.createDirectories(folder.resolve("DATA")).resolve("TEST1.TR4"),
                RemasteredLevelWriter.tr4(classic));
        if (withSfx) {
            Files.write(Files.createDirectories(folder.resolve("SFX")).resolve("MAIN.SFX"),
                    RemasteredLevelWriter.mainSfx(classic));
        }
        return level;
    }

    private static List<String> soundsPanelTexts(Path home, Path level) throws Exception {
        try (var window = RealWindow.start(home, List.of(level.toString(), "--size", WIDTH + "x" + HEIGHT), SETTINGS,
                Map.of("ALSOFT_DRIVERS", "null"))) {
            window.awaitLevel();
            return RealWindow.texts(window.panel(SoundsPanel.TITLE, "Samples"));
        }
    }

    @Test
    void theSoundsPanelListsTheSoundsOfTheGamesMainSfx(@TempDir Path home, @TempDir Path folder) throws Exception {
        var pc = LevelReader.read(PC_LEVEL);
        var sfx = folder.resolve("SFX").resolve("MAIN.SFX");
        var texts = soundsPanelTexts(home, game(folder, true));
        // The sounds the PC level's map names, and its stored samples, every one of which decodes.
        var sounds = (int) IntStream.range(0, pc.sound().soundMap().size())
                .filter(id -> pc.sound().soundMap().get(id) >= 0).count();
        var line = sounds + " sounds, " + pc.sound().samples().size() + " samples (all playable) from " + sfx + ".";
        assertTrue(texts.contains(line), line + " in " + texts);
    }

    @Test
    void withoutTheGamesMainSfxThePanelSaysWhereItLooked(@TempDir Path home, @TempDir Path folder) throws Exception {
        var texts = soundsPanelTexts(home, game(folder, false));
        var where = folder.resolve("SFX").toString();
        assertTrue(texts.stream().anyMatch(text -> text.startsWith("MAIN.SFX not found") && text.contains(where)),
                "the missing file named: " + texts);
    }
}
