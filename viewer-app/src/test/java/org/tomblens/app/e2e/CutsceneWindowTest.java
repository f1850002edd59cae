package org.tomblens.app.e2e;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.cli.PackCutsceneGame;
import org.tomblens.app.cli.TombLensCommand;
import org.tomblens.app.ui.cutscenes.CutscenesPanel;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.cutscene.CutscenePackWriter;

/**
 * A cutscene played in the real window: Play in the Cutscenes panel, Pause a second in, and the camera stands at the
 * eye `cutscene --json` gives for the frame paused at (within a unit); "Frame >" steps one frame on, to the next
 * frame's eye; Esc leaves the cutscene, the camera where it was.
 */
class CutsceneWindowTest {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 960;
    private static final String LEVEL = "tr1/rando-test1.phd";

    @Test
    void aPausedCutsceneLooksThroughTheFramesCameraAndStepsByFrames(@TempDir Path home) throws Exception {
        var out = new StringWriter();
        var command = TombLensCommand.commandLine();
        command.setOut(new PrintWriter(out));
        assertEquals(0, command.execute("cutscene", Corpus.file(LEVEL).toString(), "--json"));
        var mapper = new ObjectMapper();
        var eyes = out.toString().strip().lines().map(line -> {
            try {
                return mapper.readTree(line).get("eye");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).toList();

        try (var window = RealWindow.start(home, List.of(Corpus.file(LEVEL).toString(), "--size", WIDTH + "x"
                + HEIGHT), settings())) {
            window.awaitLevel();
            var panel = window.panel(CutscenesPanel.TITLE, "Play");
            assertTrue(RealWindow.texts(panel).stream().anyMatch(text -> text.contains(eyes.size() + " frames")),
                    "the frame count: " + panel);
            window.click(panel, "Play");
            var past = window.awaitPanelPassing(CutscenesPanel.TITLE, "playing a second in",
                    shown -> shown.get("controls").has("Pause") && shown.path("values").path("frame").path(0)
                            .asInt() >= 30);
            window.jumpAndClick(past, "Pause");
            var paused = window.await("the cutscene paused", event -> isCutscene(event)
                    && !event.get("playing").asBoolean(), 20);
            var frame = (int) Math.floor(paused.get("time").asDouble() * 30 + 1e-9);
            assertTrue(frame >= 30 && frame < eyes.size(), "paused at frame " + frame);
            assertAt(eyes.get(frame), paused.get("camera"), "paused at frame " + frame);

            var stepped = window.panel(CutscenesPanel.TITLE, "Frame >");
            window.click(stepped, "Frame >");
            var next = window.await("a frame on", event -> isCutscene(event)
                    && Math.abs(event.get("time").asDouble() - (frame + 1) / 30.0) < 1e-6, 20);
            assertAt(eyes.get(frame + 1), next.get("camera"), "stepped to frame " + (frame + 1));

            window.press("Escape");
            var left = window.await("the cutscene left", event -> "flyby".equals(event.path("event").asText())
                    && event.get("sequence").asInt() == -1, 20);
            assertAt(next.get("camera"), left.get("camera"), "the camera stays where the cutscene left it");
        }
    }

    /**
     * A TR4 level with a CUTSEQ.PAK beside it (written by the level maker): the panel lists the pack's cutscenes;
     * choosing one and stepping a frame on stands the camera at that frame's eye, the stored origin plus twice the
     * eye node's values.
     */
    @Test
    void aTr4PacksCutsceneIsChosenAndSteppedThrough(@TempDir Path home) throws Exception {
        var folder = Files.createDirectories(home.resolve("game"));
        var level = Files.createSymbolicLink(folder.resolve("LEVEL.TR4"), Corpus.file("tr4/rando-test1.tr4"));
        var frames = 30;
        int[] x = new int[frames];
        int[] y = new int[frames];
        int[] z = new int[frames];
        int[] tx = new int[frames];
        for (int f = 0; f < frames; f++) {
            x[f] = -200 + 7 * f;
            y[f] = -300;
            z[f] = 400 - 5 * f;
            tx[f] = 900;
        }
        var eye = new CutscenePackWriter.Node(x, y, z);
        var target = new CutscenePackWriter.Node(tx, y, tx);
        var origin = new int[] {20480, -1024, 30720};
        Files.write(folder.resolve("CUTSEQ.PAK"), CutscenePackWriter.pak(List.of(
                new CutscenePackWriter.Cutscene(frames, 0, 0, 0, -1, target, eye, List.of()),
                new CutscenePackWriter.Cutscene(frames, origin[0], origin[1], origin[2], -1, target, eye,
                        List.of()))));
        try (var window = RealWindow.start(home, List.of(level.toString(), "--size", WIDTH + "x" + HEIGHT),
                settings())) {
            window.awaitLevel();
            var panel = window.awaitPanel(CutscenesPanel.TITLE, "the pack's cutscenes",
                    shown -> RealWindow.rows(shown, "pack").size() == 2);
            window.click(panel, "pack/2");
            var chosen = window.awaitPanel(CutscenesPanel.TITLE, "cutscene 2 chosen",
                    shown -> shown.get("controls").has("Frame >"));
            window.click(chosen, "Frame >");
            var stepped = window.await("frame 1", event -> isCutscene(event)
                    && Math.abs(event.get("time").asDouble() - 1 / 30.0) < 1e-6, 20);
            var expected = new ObjectMapper().createArrayNode().add(origin[0] + 2.0 * x[1])
                    .add(origin[1] + 2.0 * y[1]).add(origin[2] + 2.0 * z[1]);
            assertAt(expected, stepped.get("camera"), "frame 1's eye");
        }
    }

    /**
     * A pack cutscene's actors in the view: chosen in the panel and stepped to frame 1, the view through its camera
     * shows what `render` shows of the same frame where the actors stand (the pixels where `render` of the frame
     * differs from that of the same cutscene without actors), within a little, the widescreen bars aside. The panel
     * lists the actors: Lara moving the level's Lara, the other standing beside the level's entities.
     */
    @Test
    void aPackCutscenesActorsAreDrawnInTheViewAsRenderDrawsThem(@TempDir Path home) throws Exception {
        var scene = PackCutsceneGame.Scene.of();
        var with = PackCutsceneGame.game(home.resolve("game"), scene, true);
        var without = PackCutsceneGame.game(home.resolve("bare"), scene, false);
        BufferedImage shot;
        JsonNode view;
        try (var window = RealWindow.start(home, List.of(with.toString(), "--size", WIDTH + "x" + HEIGHT),
                settings())) {
            view = window.awaitLevel()
                    .get("view");
            var panel = window.awaitPanel(CutscenesPanel.TITLE, "the pack's cutscene",
                    shown -> RealWindow.rows(shown, "pack").size() == 1);
            window.click(panel, "pack/1");
            var chosen = window.awaitPanel(CutscenesPanel.TITLE, "cutscene 1 chosen",
                    shown -> shown.get("controls").has("Frame >"));
            var lara = scene.level().entities().stream().filter(entity -> entity.type() == 0).findFirst()
                    .map(scene.level().entities()::indexOf).orElseThrow();
            var cast = RealWindow.rows(chosen, "pack actors");
            assertEquals(List.of("as entity " + lara, "beside the level's entities"), List.of(cast.get(0).get(2),
                    cast.get(1).get(2)), "Lara moves her entity, the other actor stands beside: " + cast);
            window.click(chosen, "Frame >");
            window.await("frame 1", event -> isCutscene(event)
                    && Math.abs(event.get("time").asDouble() - 1 / 30.0) < 1e-6, 20);
            shot = window.screenshot(1);
        }
        int left = view.get(0).asInt(), width = view.get(2).asInt(), height = view.get(3).asInt();
        var top = shot.getHeight() - view.get(1).asInt() - height;
        var drawn = renderFrame(with, home.resolve("drawn"), width, height);
        var bare = renderFrame(without, home.resolve("bare-frames"), width, height);
        var actorPixels = 0;
        var alike = 0;
        for (int y = height / 8 + 1; y < height - height / 8 - 1; y++) {
            for (int x = 0; x < width; x++) {
                if (drawn.getRGB(x, y) == bare.getRGB(x, y)) {
                    continue;
                }
                actorPixels++;
                alike += near(drawn.getRGB(x, y), shot.getRGB(left + x, top + y)) ? 1 : 0;
            }
        }
        assertTrue(actorPixels > 500, "the actors cover " + actorPixels + " pixels of the frame");
        assertTrue(alike > 0.95 * actorPixels, alike + " of the actors' " + actorPixels
                + " pixels look in the view as `render` draws them");
    }

    /** Frame 1 of the pack's cutscene 1 as `render --cutscene-frames` draws it at {@code width}×{@code height}. */
    private static BufferedImage renderFrame(Path level, Path folder, int width, int height) throws Exception {
        var command = TombLensCommand.commandLine();
        var err = new StringWriter();
        command.setErr(new PrintWriter(err));
        assertEquals(0, command.execute("render", level.toString(), "--cutscene-frames", folder.toString(), "--cut",
                "1", "--size", width + "x" + height), err.toString());
        return ImageIO.read(folder.resolve("frame-0001.png").toFile());
    }

    /** Whether two colours are within a few steps of each other in every channel. */
    private static boolean near(int a, int b) {
        for (int shift = 0; shift < 24; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 6) {
                return false;
            }
        }
        return true;
    }

    /** The Cutscenes panel alone in its dock, so its tab is the one shown. */
    private static String settings() {
        return StartSettings.window(WIDTH, HEIGHT)
                .panels(List.of("Level", "Render", "Textures", "Sounds", "Boxes", "Cameras"), false)
                .panels(List.of(CutscenesPanel.TITLE), true).json();
    }

    private static void assertAt(JsonNode expected, JsonNode camera, String what) {
        for (int axis = 0; axis < 3; axis++) {
            assertEquals(expected.get(axis).asDouble(), camera.get(axis).asDouble(), 1.0, what + ", axis " + axis);
        }
    }

    private static boolean isCutscene(JsonNode event) {
        return "flyby".equals(event.path("event").asText())
                && event.get("sequence").asInt() == LevelCutscene.CAMERA_PATH;
    }
}
