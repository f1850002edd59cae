package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * `flyby` on the corpus's TR4 level with a flyby: its one sequence of three cameras, each at speed 655 (the editor's
 * 1), which the game moves a stretch every 100 frames, so its path is 201 frames, 6.67 s, through each camera.
 */
class FlybyCommandTest {
    /** Looked up when a test runs, so that without the corpus the tests are skipped, saying why. */
    private static Path level() {
        return Corpus.file("tr4/rando-test1.tr4");
    }

    @Test
    void withoutASequenceItListsTheSequences() {
        var run = CommandRun.of("flyby", level().toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("sequence 0: 3 cameras, 6.67 s", run.out().strip());
    }

    @Test
    void jsonGivesTheCamerasAsStoredAndTheSampledPath() throws Exception {
        var run = CommandRun.of("flyby", level().toString(), "--sequence", "0", "--json");
        assertEquals(0, run.status(), run.err());
        var lines = run.out().strip().split("\n");
        assertEquals(1, lines.length);
        var result = new ObjectMapper().readTree(lines[0]);
        assertEquals(List.of("sequence", "cameras", "path"), names(result));
        assertEquals(0, result.get("sequence").asInt());
        var stored = LevelReader.read(level()).flybyCameras();
        var cameras = result.get("cameras");
        assertEquals(stored.size(), cameras.size());
        for (int i = 0; i < stored.size(); i++) {
            var camera = cameras.get(i);
            var expected = stored.get(i);
            assertEquals(List.of("index", "position", "target", "fov", "roll", "speed", "timer", "flags", "room"),
                    names(camera));
            assertEquals(expected.index(), camera.get("index").asInt());
            assertEquals(List.of(expected.x(), expected.y(), expected.z()), ints(camera.get("position")));
            assertEquals(List.of(expected.dx(), expected.dy(), expected.dz()), ints(camera.get("target")));
            assertEquals(expected.fov(), camera.get("fov").asInt());
            assertEquals(expected.speed(), camera.get("speed").asInt());
            assertEquals(expected.flags(), camera.get("flags").asInt());
        }
        var path = result.get("path");
        assertEquals(201, path.size());
        for (int f = 0; f < path.size(); f++) {
            var sample = path.get(f);
            assertEquals(List.of("t", "position", "target", "fov", "roll"), names(sample));
            assertEquals(f / 30.0, sample.get("t").asDouble(), 1e-9);
        }
        for (int i = 0; i < stored.size(); i++) {
            var at = path.get(100 * i).get("position");
            assertEquals(stored.get(i).x(), at.get(0).asDouble(), 1);
            assertEquals(stored.get(i).y(), at.get(1).asDouble(), 1);
            assertEquals(stored.get(i).z(), at.get(2).asDouble(), 1);
        }
    }

    @Test
    void aSequenceTheLevelLacksOrAFileThatCannotBeReadExitsWith1(@TempDir Path folder) throws Exception {
        var missing = CommandRun.of("flyby", level().toString(), "--sequence", "5");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("has no sequence 5"), missing.err());
        var broken = Files.write(folder.resolve("broken.tr4"), new byte[] {'T', 'R', '4', 0, 1, 2});
        assertEquals(1, CommandRun.of("flyby", broken.toString()).status());
    }

    /** `render --flyby-frames` keeps every 50th of the 201 frames: 0, 50, 100, 150 and 200, each a new picture. */
    @Test
    void renderRecordsTheFlybyAsPngFrames(@TempDir Path folder) throws Exception {
        var frames = folder.resolve("frames");
        var run = CommandRun.of("render", level().toString(), "--flyby-frames", frames.toString(), "--every", "50",
                "--size", "160x90");
        assertEquals(0, run.status(), run.err());
        RecordedFrames.assertEachMovesOn(frames, 5, 160, 90);
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<Integer> ints(JsonNode array) {
        var values = new ArrayList<Integer>();
        array.forEach(value -> values.add(value.asInt()));
        return values;
    }
}
