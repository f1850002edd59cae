package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Predicate;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Reader;
import org.tomblens.maker.demo.DemoLevelGenerator;

/**
 * The animation player in the real window, used with the mouse and keyboard as a new user would: the demo
 * level opened on its goon (type 16), step a frame at a time, choose its walk, play and pause it, scrub the
 * timeline, step back with a key; the player's state is read from the event log and checked against the
 * demo's animation table, and a screenshot shows the goon mid-walk with the timeline's footstep markers.
 */
class AnimationPlayerWindowTest {
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 900;
    /** The timeline's playhead and sound markers, as TimelineView draws them. */
    private static final int PLAYHEAD = 0xFF5040;
    private static final int SOUND_MARKER = 0x40C8FF;

    @Test
    void stepChoosePlayPauseScrubAndStepBackTheDemoGoon(@TempDir Path home) throws Exception {
        var demo = DemoLevelGenerator.generate();
        var animation = LevelAnimation.build(demo);
        var goon = animation.models().byId(16).index();
        var stand = demo.animation().models().get(goon).animation();
        var walk = stand + 1;
        var walkStart = demo.animation().animations().get(walk).frameStart();
        var walkEnd = demo.animation().animations().get(walk).frameEnd();
        var settings = StartSettings.window(WIDTH, HEIGHT).json();
        try (var window = RealWindow.start(home, List.of("--model", "16", "--size", WIDTH + "x" + HEIGHT), settings)) {
            window.await("the Animation panel's controls", event -> "panel".equals(event.path("event").asText())
                    && "Animation".equals(event.path("title").asText()) && event.path("controls").has("animations/" + walk), 60);
            window.await("the level on screen", event -> "ready".equals(event.path("event").asText()), 30);

            var standStart = demo.animation().animations().get(stand).frameStart();
            JsonNode stepped = null;
            for (int step = 1; step <= 3; step++) {
                click(window, "forward");
                var frame = standStart + step;
                stepped = awaitPlayer(window, step + " step(s)", e -> e.path("frame").asInt() == frame
                        && !e.path("playing").asBoolean());
            }
            assertEquals(stand, stepped.get("animation").asInt());

            click(window, "animations/" + walk);
            awaitPlayer(window, "the walk chosen", e -> e.path("animation").asInt() == walk
                    && e.path("frame").asInt() == walkStart);

            click(window, "Play");
            awaitPlayer(window, "playing", e -> e.path("playing").asBoolean());
            // The panel tells the frame playing every frame, so the window never settles: click at once.
            window.jumpAndClick(window.awaitPanelPassing(AnimationPanel.TITLE, "offering to pause", panel -> panel
                    .path("controls").has("Pause")), "Pause");
            var paused = awaitPlayer(window, "paused", e -> e.has("playing") && !e.path("playing").asBoolean()
                    && e.path("animation").asInt() == walk);
            assertTrue(paused.get("frame").asInt() >= walkStart && paused.get("frame").asInt() <= walkEnd);

            // The timeline's ends are the walk's first and last frames: a click half way is the middle frame.
            window.settled();
            var frames = window.lastPanel(AnimationPanel.TITLE).get("controls").get("frames");
            window.click(frames.get(0).asInt() + frames.get(2).asInt() / 2, frames.get(1).asInt()
                    + frames.get(3).asInt() / 2);
            var middle = (walkStart + walkEnd) / 2.0;
            var scrubbed = awaitPlayer(window, "scrubbed to the middle", e -> e.path("animation").asInt() == walk
                    && Math.abs(e.path("frame").asInt() + e.path("fraction").asDouble() - middle) <= 1.0);

            window.press("comma");
            var back = scrubbed.get("fraction").asDouble() > 0 ? scrubbed.get("frame").asInt()
                    : scrubbed.get("frame").asInt() - 1;
            awaitPlayer(window, "one frame back", e -> e.path("frame").asInt() == back && e.path("fraction").asDouble() == 0);

            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var target = Path.of("target", "screenshots", "animation-player.png");
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(shot.get("file").asText()), target, StandardCopyOption.REPLACE_EXISTING);
            var image = ImageIO.read(target.toFile());
            assertTrue(count(image, PLAYHEAD) > 10, "the timeline's playhead is on screen");
            var walkSounds = animation.timelines().get(walk).commands().stream()
                    .filter(command -> command instanceof AnimCommand.PlaySound).count();
            assertTrue(walkSounds > 0);
            assertTrue(count(image, SOUND_MARKER) >= 10 * walkSounds, "the walk's footstep markers are on screen");
        }
    }

    /** Clicks a control of the Animation panel where the panel last said it is. */
    @Test
    void aLibraryOpensOnLaraWhoseRunCanBeScrubbed(@TempDir Path home) throws Exception {
        var file = Corpus.file("wad/lara.wad");
        var settings = StartSettings.window(WIDTH, HEIGHT).json();
        try (var window = RealWindow.start(home, List.of(file.toString(), "--size", WIDTH + "x" + HEIGHT), settings)) {
            var shown = awaitPlayer(window, "Lara in the player", e -> e.path("subject").asText().contains("Model")
                    && e.has("animation"));
            var library = LevelAnimation.build(WadLevel.of(WadReader.read(file)));
            var lara = library.models().byId(0).index();
            assertEquals("Model[modelIndex=" + lara + "]", shown.get("subject").asText());
            var first = shown.get("firstFrame").asInt();
            var last = shown.get("lastFrame").asInt();
            // The panel first appears floating, then docks beside the model view: wait for the docked one.
            window.await("the library's layout", event -> "ready".equals(event.path("event").asText()), 30);
            window.await("the Animation panel docked, its list drawn", event -> "panel".equals(event.path("event").asText())
                    && AnimationPanel.TITLE.equals(event.path("title").asText())
                    && event.path("controls").has("models/" + lara), 30);
            window.settled();
            // The track's span runs from the animation's first frame to its last: a quarter of the way along it is
            // a quarter of the way through the animation's frames.
            var frames = window.lastPanel(AnimationPanel.TITLE).get("controls").get("frames");
            window.click(frames.get(0).asInt() + frames.get(2).asInt() / 4, frames.get(1).asInt()
                    + frames.get(3).asInt() / 2);
            var quarter = first + (last - first) / 4.0;
            awaitPlayer(window, "scrubbed a quarter in", e -> Math.abs(e.path("frame").asInt()
                    + e.path("fraction").asDouble() - quarter) <= 1.0);
            window.press("period");
            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var target = Path.of("target", "screenshots", "library-player.png");
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(shot.get("file").asText()), target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * A Tomb Editor library opens as a TRLE one does: the library's layout, its first movable in the player, its
     * pages in the Textures panel, and its textures drawn on the model (the corpus inventory's first object is a book with a brown leather cover,
     * which no colour of the empty view has).
     */
    @Test
    void aWad2LibraryOpensOnItsFirstMovableDrawnWithItsTextures(@TempDir Path home) throws Exception {
        var file = Corpus.file("wad2/aod-objects-inventory.wad2");
        var settings = StartSettings.window(WIDTH, HEIGHT).json();
        try (var window = RealWindow.start(home, List.of(file.toString(), "--size", WIDTH + "x" + HEIGHT), settings)) {
            var shown = awaitPlayer(window, "the first movable in the player", e -> e.has("animation"));
            assertEquals("Model[modelIndex=0]", shown.get("subject").asText());
            var ready = window.await("the library's layout", event -> "ready".equals(event.path("event").asText()), 30);
            var pages = Wad2Level.of(Wad2Reader.read(file)).textures().pages32().size();
            // The Page slider runs from the first page to the last.
            window.awaitPanel("Textures", "with the library's pages", event -> event.path("values").path("Page")
                    .path(2).asInt() == pages - 1);
            window.settled();
            window.press("F12");
            var shot = window.await("a screenshot", event -> "screenshot".equals(event.path("event").asText()), 20);
            var image = ImageIO.read(Path.of(shot.get("file").asText()).toFile());
            var area = ready.get("view");
            var leather = 0;
            for (int y = area.get(1).asInt(); y < area.get(1).asInt() + area.get(3).asInt(); y++) {
                for (int x = area.get(0).asInt(); x < area.get(0).asInt() + area.get(2).asInt(); x++) {
                    var rgb = image.getRGB(x, y);
                    var red = rgb >> 16 & 0xFF;
                    var green = rgb >> 8 & 0xFF;
                    var blue = rgb & 0xFF;
                    leather += red > green + 20 && green > blue && red > 60 ? 1 : 0;
                }
            }
            assertTrue(leather > 1000, leather + " brown pixels in the model view");
        }
    }

    private static void click(RealWindow window, String name) throws Exception {
        window.settled();
        window.click(window.lastPanel(AnimationPanel.TITLE), name);
    }

    /** The newest player event, once it is one {@code wanted} accepts. */
    private static JsonNode awaitPlayer(RealWindow window, String what, Predicate<JsonNode> wanted) throws Exception {
        return window.await(what, event -> {
            try {
                return "player".equals(event.path("event").asText()) && event.equals(lastPlayer(window)) && wanted.test(event);
            } catch (Exception e) {
                return false;
            }
        }, 20);
    }

    private static JsonNode lastPlayer(RealWindow window) throws Exception {
        JsonNode last = null;
        for (var event : window.events()) {
            if ("player".equals(event.path("event").asText())) {
                last = event;
            }
        }
        return last;
    }

    private static int count(java.awt.image.BufferedImage image, int rgb) {
        var count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                count += (image.getRGB(x, y) & 0xFFFFFF) == rgb ? 1 : 0;
            }
        }
        return count;
    }
}
