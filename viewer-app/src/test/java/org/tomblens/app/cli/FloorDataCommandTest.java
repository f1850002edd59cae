package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/** {@code tomblens floordata}: the JSON contract's keys and types, and the one-sector text. */
class FloorDataCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<JsonNode> allJson(Path file) throws IOException {
        var result = CommandRun.of("floordata", file.toString(), "--all", "--json");
        assertEquals(0, result.status(), result.err());
        var lines = new ArrayList<JsonNode>();
        for (var line : result.out().split("\n")) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    private static List<String> keys(JsonNode node) {
        var keys = new ArrayList<String>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr1/opentomb-preactivated.phd", "tr2/rando-test1.tr2",
            "tr4/rando-test1.tr4", "tr5/trview-lake.trc"})
    void everyLineHasTheContractsKeysAndTypesInSectorOrder(String level) throws IOException {
        var file = Corpus.file(level);
        var lines = allJson(file);

        var expectedSectors = new ArrayList<List<Integer>>();
        var rooms = LevelReader.read(file).rooms();
        for (var r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            for (var i = 0; i < room.sectors().size(); i++) {
                if (room.sectors().get(i).floorDataIndex() != 0) {
                    expectedSectors.add(List.of(r, i / room.numZSectors(), i % room.numZSectors(),
                            room.sectors().get(i).floorDataIndex()));
                }
            }
        }
        var sectors = new ArrayList<List<Integer>>();
        for (var line : lines) {
            assertEquals(List.of("room", "x", "z", "index", "entries", "error"), keys(line));
            assertTrue(line.get("error").isNull(), line::toString);
            assertTrue(line.get("entries").isArray() && !line.get("entries").isEmpty(), line::toString);
            sectors.add(List.of(line.get("room").intValue(), line.get("x").intValue(), line.get("z").intValue(),
                    line.get("index").intValue()));
            line.get("entries").forEach(FloorDataCommandTest::checkEntry);
        }
        assertEquals(expectedSectors, sectors, "every sector with FloorData, in room then array order");
    }

    private static void checkEntry(JsonNode entry) {
        assertTrue(entry.get("function").isInt() && entry.get("name").isTextual() && entry.get("end").isBoolean(),
                entry::toString);
        var function = entry.get("function").intValue();
        var common = List.of("function", "name", "end");
        var own = switch (function) {
            case 0x01 -> List.of("room");
            case 0x02, 0x03 -> List.of("x_slant", "z_slant");
            case 0x04 -> Set.of(2, 3, 4).contains(entry.get("trigger_type").intValue())
                    ? List.of("trigger_type", "timer", "once", "mask", "ref", "actions")
                    : List.of("trigger_type", "timer", "once", "mask", "actions");
            case 0x06 -> List.of("walls");
            default -> function >= 0x07 && function <= 0x12 ? List.of("h1", "h2", "corners") : List.<String>of();
        };
        var expected = new ArrayList<>(common);
        expected.addAll(own);
        assertEquals(expected, keys(entry));
        for (var key : own) {
            var value = entry.get(key);
            switch (key) {
                case "once" -> assertTrue(value.isBoolean(), key);
                case "actions" -> value.forEach(FloorDataCommandTest::checkAction);
                case "corners" -> {
                    assertEquals(4, value.size());
                    value.forEach(corner -> assertTrue(corner.isInt() && corner.intValue() >= 0 && corner.intValue() < 16));
                }
                case "h1", "h2" -> assertTrue(value.isInt() && value.intValue() >= -16 && value.intValue() < 16);
                default -> assertTrue(value.isInt(), key + " in " + entry);
            }
        }
    }

    private static void checkAction(JsonNode action) {
        var code = action.get("action").intValue();
        var expected = switch (code) {
            case 1 -> List.of("action", "param", "time", "once", "move_timer");
            case 12 -> List.of("action", "param", "once");
            default -> List.of("action", "param");
        };
        assertEquals(expected, keys(action));
        assertTrue(action.get("param").isInt());
    }

    /** The four tiles' words: 0x8604 0x3E00 0x8001, 0x8104 0x3E00 0x8001, 0x8204 0x3F00 0x0002 0x8001, 0x8204 0x3F03 0x0003 0x8001. */
    @Test
    void theSwitchTilesOfTheTr1PreactivatedLevelReadAsTheirBytesSay() throws IOException {
        var lines = allJson(Corpus.file("tr1/opentomb-preactivated.phd"));

        assertEquals(4, lines.size());
        assertEquals(JSON.readTree("{\"room\":0,\"x\":2,\"z\":5,\"index\":1,\"entries\":[{\"function\":4,"
                + "\"name\":\"trigger\",\"end\":true,\"trigger_type\":6,\"timer\":0,\"once\":false,\"mask\":31,"
                + "\"actions\":[{\"action\":0,\"param\":1}]}],\"error\":null}"), lines.get(0));
        assertEquals(JSON.readTree("{\"room\":0,\"x\":5,\"z\":5,\"index\":11,\"entries\":[{\"function\":4,"
                + "\"name\":\"trigger\",\"end\":true,\"trigger_type\":2,\"timer\":3,\"once\":true,\"mask\":31,"
                + "\"ref\":3,\"actions\":[{\"action\":0,\"param\":1}]}],\"error\":null}"), lines.get(3));
    }

    /** trview-lake.trc room 2 sector (10, 5) stores 0x0027 0x0010: H1 = 1, H2 = 0, ΔC00 = 1 (bits 4..7). */
    @Test
    void aTriangulationReadsItsHeightsAndCornersInTheContractsOrder() throws IOException {
        var line = allJson(Corpus.file("tr5/trview-lake.trc")).stream()
                .filter(l -> l.get("room").intValue() == 2 && l.get("x").intValue() == 10 && l.get("z").intValue() == 5)
                .findFirst().orElseThrow();

        assertEquals(JSON.readTree("{\"function\":7,\"name\":\"floor_triangulation\",\"end\":false,\"h1\":1,\"h2\":0,"
                + "\"corners\":[1,0,0,0]}"), line.get("entries").get(0));
    }

    @Test
    void oneSectorReadsInWordsWithItsRawWordsAndNamedTargets() {
        var result = CommandRun.of("floordata", Corpus.file("tr1/opentomb-preactivated.phd").toString(), "--room", "0",
                "--sector", "4", "5");

        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("Room 0, sector (4, 5)"), result.out());
        assertTrue(result.out().contains("0x8204 0x3F00 0x0002 0x8001"), result.out());
        assertTrue(result.out().contains("Switch trigger (switch #2, once, mask 11111): Activate #1 Door 1"), result.out());
        assertTrue(result.out().contains("reference: #2 Wall switch"), result.out());
    }

    @Test
    void aSectorOutsideTheRoomIsAnErrorAndNoSelectionIsAUsageError() {
        var file = Corpus.file("tr1/opentomb-preactivated.phd").toString();
        var outside = CommandRun.of("floordata", file, "--room", "0", "--sector", "99", "0");
        assertEquals(1, outside.status());
        assertTrue(outside.err().contains("not a sector"), outside.err());
        assertEquals(2, CommandRun.of("floordata", file).status());
    }

    @Test
    void theCommandIsListedInTheHelp() {
        assertTrue(CommandRun.of("--help").out().contains("floordata"));
    }
}
