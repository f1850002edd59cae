package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.cutscene.CutscenePackWriter;

/**
 * `cutscene` on the corpus's TR1 level with cinematic frames (181 of them): one JSON object per stored frame, whose
 * eye-to-target distance, eye movement, field of view and roll are the stored frame's, and the frames recorded by
 * `render --cutscene-frames`.
 */
class CutsceneCommandTest {
    private static Path level() {
        return Corpus.file("tr1/rando-test1.phd");
    }

    @Test
    void jsonGivesOneObjectPerStoredFrame() throws Exception {
        var run = CommandRun.of("cutscene", level().toString(), "--json");
        assertEquals(0, run.status(), run.err());
        var lines = run.out().strip().split("\n");
        var stored = LevelReader.read(level()).cinematicFrames();
        assertEquals(stored.size(), lines.length);
        var mapper = new ObjectMapper();
        JsonNode previous = null;
        for (int f = 0; f < lines.length; f++) {
            var frame = mapper.readTree(lines[f]);
            assertEquals(CutsceneCommand.KEYS, names(frame));
            assertEquals(f, frame.get("frame").asInt());
            var s = stored.get(f);
            var eye = frame.get("eye");
            var target = frame.get("target");
            assertEquals(Math.sqrt(square(s.positionX() - s.targetX()) + square(s.positionY() - s.targetY())
                    + square(s.positionZ() - s.targetZ())), distance(eye, target), 1, "frame " + f);
            assertEquals(s.fov() * 360.0 / 65536, frame.get("fov_deg").asDouble(), 0.01);
            assertEquals(s.roll() * 360.0 / 65536, frame.get("roll_deg").asDouble(), 0.01);
            if (previous != null) {
                var p = stored.get(f - 1);
                assertEquals(Math.sqrt(square(s.positionX() - p.positionX()) + square(s.positionY() - p.positionY())
                        + square(s.positionZ() - p.positionZ())), distance(eye, previous.get("eye")), 1);
            }
            for (var actor : frame.get("actors")) {
                assertEquals(List.of("slot", "root"), names(actor));
                assertEquals(3, actor.get("root").size());
            }
            previous = frame;
        }
    }

    @Test
    void withoutJsonItSaysWhereTheFramesAreMeasuredFrom() {
        var run = CommandRun.of("cutscene", level().toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("181 frames (6.03 s)"), run.out());
        assertTrue(run.out().contains("from Lara's place and facing"), run.out());
    }

    @Test
    void aLevelWithoutFramesOrAFileThatCannotBeReadExitsWith1(@TempDir Path folder) throws Exception {
        var none = CommandRun.of("cutscene", Corpus.file("tr2/rando-test2.tr2").toString());
        assertEquals(1, none.status());
        assertTrue(none.err().contains("stores no cinematic frames"), none.err());
        var noPack = CommandRun.of("cutscene", Corpus.file("tr4/rando-test1.tr4").toString());
        assertEquals(1, noPack.status());
        assertTrue(noPack.err().contains("has no cutscene pack"), noPack.err());
        var broken = Files.write(folder.resolve("broken.phd"), new byte[] {0x20, 0, 0, 0, 1});
        var run = CommandRun.of("cutscene", broken.toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("cannot read"), run.err());
    }

    /** `render --cutscene-frames` keeps every 60th of the 181 frames: 0, 60, 120 and 180, each a new picture. */
    @Test
    void renderRecordsTheCutsceneThroughItsCamera(@TempDir Path folder) throws Exception {
        var frames = folder.resolve("frames");
        var run = CommandRun.of("render", level().toString(), "--cutscene-frames", frames.toString(), "--every", "60",
                "--size", "160x90");
        assertEquals(0, run.status(), run.err());
        RecordedFrames.assertEachMovesOn(frames, 4, 160, 90);
    }

    /**
     * The soundtrack a pack's cutscene names is looked for with those the level's triggers start: a level whose
     * pack's cutscene plays track 12 finds it in the audio folder beside it, as the Cutscenes panel then plays it.
     */
    @Test
    void aPacksCutsceneTrackIsFoundBesideTheLevel(@TempDir Path folder) throws Exception {
        var level = Files.createSymbolicLink(folder.resolve("LEVEL.TR4"), Corpus.file("tr4/rando-test1.tr4"));
        var frames = 4;
        var still = node(frames, 0, 0);
        Files.write(folder.resolve("CUTSEQ.PAK"), CutscenePackWriter.pak(List.of(
                new CutscenePackWriter.Cutscene(frames, 0, 0, 0, 12, still, still, List.of()))));
        var audio = Files.createDirectory(folder.resolve("audio"));
        var wav = Files.write(audio.resolve("012_Cutscene.wav"), new byte[] {0});

        var tracks = PreparedLevel.of(LevelReader.read(level), level).tracks();
        var twelve = tracks.stream().filter(track -> track.number() == 12).findFirst().orElseThrow();
        assertEquals(Optional.of(wav), twelve.file().map(Path::toAbsolutePath));
    }

    /**
     * A TR4 level with a CUTSEQ.PAK beside it (written by the level maker): `cutscene` lists the pack's cutscenes,
     * and `--cut 2 --json` gives one object per frame, the camera at the stored origin plus twice its nodes (target
     * first, eye second) and each actor's root at the origin plus three times its first node.
     */
    @Test
    void aTr4LevelPlaysTheCutscenesOfThePackBesideIt(@TempDir Path folder) throws Exception {
        var level = Files.createSymbolicLink(folder.resolve("LEVEL.TR4"), Corpus.file("tr4/rando-test1.tr4"));
        var frames = 40;
        var target = node(frames, 100, 2);
        var eye = node(frames, -900, -3);
        var root = node(frames, 10, 1);
        var spin = node(frames, 1000, 5);
        var actor = new CutscenePackWriter.Actor(0, List.of(root, spin));
        var cutscenes = List.of(
                new CutscenePackWriter.Cutscene(frames, 0, 0, 0, -1, eye, target, List.of()),
                new CutscenePackWriter.Cutscene(frames, 20480, -1024, 30720, 12, target, eye, List.of(actor)));
        Files.write(folder.resolve("CUTSEQ.PAK"), CutscenePackWriter.pak(cutscenes));

        var listing = CommandRun.of("cutscene", level.toString());
        assertEquals(0, listing.status(), listing.err());
        assertTrue(listing.out().contains("2 cutscenes in"), listing.out());
        assertTrue(listing.out().contains("cutscene 2: 40 frames (1.33 s), origin 20480 -1024 30720, soundtrack 12"),
                listing.out());

        var run = CommandRun.of("cutscene", level.toString(), "--cut", "2", "--json");
        assertEquals(0, run.status(), run.err());
        var lines = run.out().strip().split("\n");
        assertEquals(frames, lines.length);
        var mapper = new ObjectMapper();
        for (int f = 0; f < frames; f++) {
            var frame = mapper.readTree(lines[f]);
            assertEquals(CutsceneCommand.KEYS, names(frame));
            assertEquals(20480 + 2.0 * target.x()[f], frame.get("target").get(0).asDouble());
            assertEquals(30720 + 2.0 * eye.z()[f], frame.get("eye").get(2).asDouble());
            assertEquals(11488 * 360.0 / 65536, frame.get("fov_deg").asDouble(), 1e-9);
            assertEquals(0, frame.get("roll_deg").asDouble());
            var actorRoot = frame.get("actors").get(0).get("root");
            assertEquals(-1024 + 3.0 * root.y()[f], actorRoot.get(1).asDouble());
        }
        var missing = CommandRun.of("cutscene", level.toString(), "--cut", "3");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("has no cutscene 3"), missing.err());
    }

    /** A node whose X, Y and Z start at {@code start} and change by {@code step} every frame, Y at twice the pace. */
    private static CutscenePackWriter.Node node(int frames, int start, int step) {
        int[] x = new int[frames];
        int[] y = new int[frames];
        int[] z = new int[frames];
        for (int f = 0; f < frames; f++) {
            x[f] = start + step * f;
            y[f] = start + 2 * step * f;
            z[f] = start - step * f;
        }
        return new CutscenePackWriter.Node(x, y, z);
    }

    private static double square(double value) {
        return value * value;
    }

    private static double distance(JsonNode a, JsonNode b) {
        return Math.sqrt(square(a.get(0).asDouble() - b.get(0).asDouble()) + square(a.get(1).asDouble()
                - b.get(1).asDouble()) + square(a.get(2).asDouble() - b.get(2).asDouble()));
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
