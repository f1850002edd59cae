package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.demo.DemoLevelGenerator;

/**
 * {@code tomblens states --json}, whose shape other tools read: its keys in order, and every state change and
 * dispatch of the model's animations exactly once, with the values the tables store (§6.2), on the demo's goon
 * (made by the project) and on Lara in every corpus level.
 */
class StatesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @Test
    void theDemosGoonHasItsStoredStateChanges(@TempDir Path folder) throws Exception {
        var file = folder.resolve("demo.tr2");
        java.nio.file.Files.write(file, DemoLevelGenerator.generateBytes());
        checkAgainstTables(file, 16);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void larasStateChangesAreAllThereAsStored(Path file) throws Exception {
        checkAgainstTables(file, 0);
    }

    @Test
    void aModelTheFileDoesNotHaveIsExitStatusTwo(@TempDir Path folder) throws Exception {
        var file = folder.resolve("demo.tr2");
        java.nio.file.Files.write(file, DemoLevelGenerator.generateBytes());
        var run = CommandRun.of("states", file.toString(), "--model", "9999");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("no model of type 9999"), run.err());
    }

    private static void checkAgainstTables(Path file, long id) throws Exception {
        var level = LevelReader.read(file);
        var model = LevelArgument.modelIndex(level, id);
        if (model < 0) {
            return;
        }
        var run = CommandRun.of("states", file.toString(), "--model", Long.toString(id), "--json");
        assertEquals(0, run.status(), run.err());
        var graph = JSON.readTree(run.out());
        var keys = new ArrayList<String>();
        graph.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("model", "states", "transitions", "next"), keys);
        assertEquals(id, graph.get("model").asLong());

        var data = level.animation();
        var expected = new ArrayList<String>();
        var expectedNext = new ArrayList<String>();
        for (int a = data.firstAnimation(model); a < data.animationEnd(model); a++) {
            var stored = data.animations().get(a);
            expectedNext.add(a + " " + stored.nextAnimation() + " " + stored.nextFrame());
            for (int c = 0; c < stored.numStateChanges(); c++) {
                var change = data.stateChanges().get(stored.stateChangeIndex() + c);
                var ranges = new StringBuilder();
                for (int d = 0; d < change.numDispatches(); d++) {
                    var dispatch = data.dispatches().get(change.dispatchIndex() + d);
                    ranges.append(" [").append(dispatch.low()).append(' ').append(dispatch.high()).append(' ')
                            .append(dispatch.nextAnimation()).append(' ').append(dispatch.nextFrame()).append(']');
                }
                expected.add(a + " " + stored.state() + " " + change.state() + ranges);
            }
        }
        var printed = new ArrayList<String>();
        for (JsonNode transition : graph.get("transitions")) {
            var ranges = new StringBuilder();
            for (JsonNode range : transition.get("ranges")) {
                ranges.append(" [").append(range.get("low").asInt()).append(' ').append(range.get("high").asInt())
                        .append(' ').append(range.get("anim").asInt()).append(' ').append(range.get("frame").asInt())
                        .append(']');
            }
            printed.add(transition.get("from_anim").asInt() + " " + transition.get("from_state").asInt() + " "
                    + transition.get("to_state").asInt() + ranges);
        }
        assertEquals(expected, printed, file.getFileName().toString());
        var printedNext = new ArrayList<String>();
        graph.get("next").forEach(next -> printedNext.add(next.get("anim").asInt() + " "
                + next.get("next_anim").asInt() + " " + next.get("next_frame").asInt()));
        assertEquals(expectedNext, printedNext);
        for (JsonNode state : graph.get("states")) {
            for (JsonNode anim : state.get("animations")) {
                assertEquals(data.animations().get(anim.asInt()).state(), state.get("state").asInt());
            }
        }
    }
}
