package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The real viewer on a corpus TR4 level, whose samples are stored in the level: in the Sounds panel, filter
 * the sound map down to one sound and press its Play, then play a sample, on OpenAL Soft's null output
 * (a device that plays into nothing); and with no device at all, where the same Play says why it is silent.
 * Where the panel's controls are comes from its event in the log; what should play comes from the level's
 * own sound map and details.
 */
class SoundsPanelWindowTest {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    private static final String LEVEL = "tr4/rando-test1.tr4";
    /** The Sounds panel shares its corner with the Level, Render and Textures panels: close them to see it. */
    private static final String SETTINGS = StartSettings.window(WIDTH, HEIGHT)
            .panels(List.of("Level", "Render", "Textures"), false).toggle("showSoundSources", true).json();
    private static final int RANDOM_GAIN = 0x4000;

    /** A sound id of the level and its details, read from the level's own tables. */
    private record Sound(int id, SoundDetails details) {
        int firstSample() {
            return details.sample();
        }

        int variants() {
            return Math.max(1, (details.characteristics() >> 2) & 0xF);
        }

        boolean picks(int sample) {
            return sample >= firstSample() && sample < firstSample() + variants();
        }
    }

    private static List<Sound> sounds(Level level) {
        var map = level.sound().soundMap();
        var details = level.sound().details();
        return java.util.stream.IntStream.range(0, map.size())
                .filter(id -> map.get(id) >= 0 && map.get(id) < details.size())
                .mapToObj(id -> new Sound(id, details.get(map.get(id)))).toList();
    }

    /**
     * A sound that surely plays (chance 0, no random gain) and comes first when the filter holds its id: no
     * sound with a lower id picks a sample of that number.
     */
    private static Sound certainSound(List<Sound> sounds) {
        return sounds.stream()
                .filter(s -> s.details().chance() == 0 && (s.details().characteristics() & RANDOM_GAIN) == 0)
                .filter(s -> sounds.stream().noneMatch(other -> other.id() < s.id() && other.picks(s.id())))
                .findFirst().orElseThrow();
    }

    private static RealWindow start(Path home, String drivers) throws Exception {
        return RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--size", WIDTH + "x" + HEIGHT), SETTINGS,
                Map.of("ALSOFT_DRIVERS", drivers));
    }

    private static JsonNode played(RealWindow window, int count) throws Exception {
        window.await(count + " played event(s)", event -> playedEvents(window).size() >= count, 20);
        return playedEvents(window).get(count - 1);
    }

    private static List<JsonNode> playedEvents(RealWindow window) {
        try {
            return window.events().stream().filter(event -> "played".equals(event.path("event").asText())).toList();
        } catch (java.io.IOException e) {
            return List.of();
        }
    }

    @Test
    void playingASoundAndASampleFromTheSoundsPanelStartsThemOnTheDevice(@TempDir Path home) throws Exception {
        var level = LevelReader.read(Corpus.file(LEVEL));
        var sounds = sounds(level);
        var sound = certainSound(sounds);
        try (var window = start(home, "null")) {
            var audio = window.await("the audio device", event -> "audio".equals(event.path("event").asText()), 60);
            assertTrue(audio.get("hasAudio").asBoolean(), "OpenAL Soft's null output is a device: " + audio);
            window.awaitLevel();

            var panel = window.panel(SoundsPanel.TITLE, "Sound map/rows/Play");
            assertEquals(sounds.size(), panel.get("values").get("Sound map/rows").asInt(),
                    "one row per sound the map names");
            var samples = level.sound().samples().size();
            assertTrue(RealWindow.texts(panel).stream().anyMatch(text -> text.startsWith(sounds.size() + " sounds, "
                    + samples + " samples (all playable) from ")), "every stored sample decodes: " + panel);
            panel.get("controls").fieldNames().forEachRemaining(name -> assertFalse(name.startsWith("What is missing"),
                    "nothing is missing: " + panel));

            window.click(panel, "Sound map/filter");
            window.type(Integer.toString(sound.id()));
            // The typed keys reach the viewer before the click, and Dear ImGui takes text typed before a later
            // click: the filter holds the id when Play is pressed.
            window.click(window.panel(SoundsPanel.TITLE, "Sound map/rows/Play"), "Sound map/rows/Play");
            var first = played(window, 1);
            assertEquals(sound.id(), first.get("sound").asInt(), "the filter left sound " + sound.id() + " first");
            assertTrue(first.get("playing").asBoolean(), "a voice plays it on the device: " + first);
            assertTrue(sound.picks(first.get("sample").asInt()), "sample " + first.get("sample") + " is one of sound "
                    + sound.id() + "'s " + sound.variants() + " from " + sound.firstSample());

            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var target = Path.of("target", "screenshots", "sounds-panel.png");
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(shot.get("file").asText()), target, StandardCopyOption.REPLACE_EXISTING);

            window.click(panel, "Samples");
            window.click(window.panel(SoundsPanel.TITLE, "Samples/rows/Play"), "Samples/rows/Play");
            var sample = played(window, 2);
            assertEquals(0, sample.get("sample").asInt(), "the first row of the samples table");
            assertTrue(sample.get("playing").asBoolean(), "a voice plays it on the device: " + sample);
            assertEquals(1.0, sample.get("pitch").asDouble(), "a sample plays at its own rate");

            window.click(window.lastPanel(SoundsPanel.TITLE), "Sources");
            var sources = window.awaitPanel(SoundsPanel.TITLE, "listing the sound sources", shown -> shown
                    .get("values").has("Sources/rows"));
            assertEquals(level.soundSources().size(), sources.get("values").get("Sources/rows").asInt());
        }
    }

    @Test
    void withoutAnAudioDeviceThePanelSaysSoAndPlayingSaysWhyItIsSilent(@TempDir Path home) throws Exception {
        try (var window = start(home, "none")) {
            var audio = window.await("the audio state", event -> "audio".equals(event.path("event").asText()), 60);
            assertFalse(audio.get("hasAudio").asBoolean(), "OpenAL Soft with no driver opens no device: " + audio);
            window.awaitLevel();

            var panel = window.panel(SoundsPanel.TITLE, "Sound map/rows/Play");
            var texts = RealWindow.texts(panel);
            // Said once: OpenAL Soft's null driver list opens no device, which the player reports as sounds silent.
            assertEquals(List.of("No audio device: sounds are silent; everything else works."),
                    texts.stream().filter(text -> text.toLowerCase(Locale.ROOT).contains("audio device")).toList(),
                    texts.toString());
            window.click(panel, "Sound map/rows/Play");
            var played = played(window, 1);
            assertFalse(played.get("playing").asBoolean());
            assertTrue(played.get("why").asText().startsWith("no audio device"), played.toString());

            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var target = Path.of("target", "screenshots", "sounds-panel-no-device.png");
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(shot.get("file").asText()), target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
