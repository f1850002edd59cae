package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.PatchedLevel;

/**
 * {@code tomblens diff A B --json}: one object per change with the contract's keys, then a summary line naming the
 * categories compared and skipped; status 0 for the same level, 1 for levels that differ, 2 for one unreadable.
 */
class DiffCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @ParameterizedTest
    @MethodSource("org.tomblens.format.testing.Corpus#levels")
    void aLevelAgainstItselfHasNoChangeAndStatusZero(Path file) throws Exception {
        var run = CommandRun.of("diff", "--json", file.toString(), file.toString());
        assertEquals(0, run.status(), run.err());
        var lines = run.out().lines().toList();
        assertEquals(1, lines.size(), run.out());
        var summary = JSON.readTree(lines.get(0));
        assertEquals(DiffCommand.SUMMARY_KEYS, names(summary));
        assertEquals(0, summary.get("changes").asInt());
        assertEquals(0, summary.get("skipped").size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/goldmask-cold-war.tr2", "tr3/rando-test1.tr2",
            "tr4/rando-test1.tr4", "tr5/trview-lake.trc"})
    void aPatchedCopyShowsTheMovedEntityAndTheChangedFloorDataWordWithStatusOne(String name) throws Exception {
        var patched = PatchedLevel.write(Corpus.file(name), folder);
        var run = CommandRun.of("diff", "--json", Corpus.file(name).toString(), patched.file().toString());
        assertEquals(1, run.status(), run.err());
        var lines = run.out().lines().map(DiffCommandTest::parse).toList();
        assertEquals(3, lines.size(), run.out());

        var entity = patched.entity();
        var moved = lines.get(0);
        assertEquals(DiffCommand.KEYS, names(moved));
        assertEquals("entities", moved.get("category").asText());
        assertEquals("changed", moved.get("change").asText());
        assertEquals(entity.index(), moved.get("a").asInt());
        assertEquals(entity.index(), moved.get("b").asInt());
        assertEquals(entity.room(), moved.get("room").asInt());
        assertEquals(List.of("x"), names(moved.get("fields")));
        assertEquals(entity.oldX(), moved.get("fields").get("x").get(0).asInt());
        assertEquals(entity.newX(), moved.get("fields").get("x").get(1).asInt());

        var slant = patched.slant();
        var word = lines.get(1);
        assertEquals(DiffCommand.KEYS, names(word));
        assertEquals("floordata", word.get("category").asText());
        assertEquals(slant.room(), word.get("room").asInt());
        assertEquals(slant.sector(), word.get("a").asInt());
        var slope = word.get("fields").get("floor_slant.x_slope");
        assertEquals(List.of(slant.oldSlope(), slant.newSlope()), List.of(slope.get(0).asInt(), slope.get(1).asInt()));

        assertEquals(2, lines.get(2).get("changes").asInt());
    }

    @Test
    void aTr2LevelAgainstATr3OneNamesTheCategoriesComparedAndSkipped() throws Exception {
        var run = CommandRun.of("diff", "--json", Corpus.file("tr2/goldmask-cold-war.tr2").toString(),
                Corpus.file("tr3/rando-test1.tr2").toString());
        assertEquals(1, run.status(), run.err());
        var lines = run.out().lines().toList();
        var summary = parse(lines.get(lines.size() - 1));
        assertEquals(List.of("floordata", "rooms", "sectors", "portals", "room_geometry", "texture_pages",
                "object_textures", "cameras", "boxes", "zones"), texts(summary.get("compared")));
        assertEquals(List.of("entities", "ai_objects", "room_lights", "room_statics", "models", "statics",
                "flyby_cameras", "sound_sources"), names(summary.get("skipped")));
        var categories = lines.subList(0, lines.size() - 1).stream().map(line -> parse(line).get("category").asText())
                .distinct().toList();
        assertTrue(texts(summary.get("compared")).containsAll(categories), categories.toString());
    }

    @Test
    void textNamesEachSkippedCategory() {
        var run = CommandRun.of("diff", Corpus.file("tr1/rando-test1.phd").toString(),
                Corpus.file("tr2/rando-test1.tr2").toString());
        assertEquals(1, run.status(), run.err());
        assertTrue(run.out().contains("not compared: entities (type ids and layouts differ between TR1 and TR2)"),
                run.out());
    }

    @Test
    void anUnreadableLevelGivesStatusTwo() throws Exception {
        var broken = Files.write(folder.resolve("broken.phd"), new byte[] {1, 2, 3});
        var run = CommandRun.of("diff", Corpus.file("tr1/rando-test1.phd").toString(), broken.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("diff: cannot read " + broken), run.err());
        assertEquals("", run.out());
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(line, e);
        }
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> texts(JsonNode array) {
        var texts = new ArrayList<String>();
        array.forEach(element -> texts.add(element.asText()));
        return texts;
    }
}
