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
 * `route` on the corpus's TR1 level with a route written by hand in trview's format: the five waypoint types,
 * notes with a newline and quotes, a savegame blob, a key trview does not write, a waypoint in a room the level
 * lacks, and one older waypoint without a normal. Positions are whole sectors apart, so each leg is known.
 */
class RouteCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** "x,y,z" are world units over 1024: these are 1 sector apart, then 2, then 0, then 3 (1024, 2048, 0, 3072). */
    private static final String ROUTE = """
            {"colour": "4278255360", "waypoint_colour": "4294967295", "waypoints": [
              {"type": "Position", "position": "73.5,2.5,3", "normal": "0,-1,0", "room": 0, "index": 0,
               "notes": "start \\"here\\"\\nthen jump"},
              {"type": "Entity", "position": "73.5,2.5,4", "normal": "0,-1,0", "room": 0, "index": 3,
               "notes": "", "save": "AAECAwQFBgc="},
              {"type": "Trigger", "position": "73.5,2.5,6", "room": 0, "index": 1, "notes": "older: no normal"},
              {"type": "Camera/Sink", "position": "73.5,2.5,6", "normal": "1,0,0", "room": 0, "index": 0,
               "notes": "", "mark": {"kept": [1, 2.5, true]}},
              {"type": "Light", "position": "73.5,-0.5,6", "normal": "0,1,0", "room": %d, "index": 0, "notes": ""}
            ]}""";

    private static Path level() {
        return Corpus.file("tr1/rando-test1.phd");
    }

    private static Path route(Path folder, int lightRoom) throws Exception {
        return Files.writeString(folder.resolve("hand.tvr"), ROUTE.formatted(lightRoom));
    }

    @Test
    void jsonListsEveryWaypointWithItsRoomIndexAndLeg(@TempDir Path folder) throws Exception {
        var run = CommandRun.of("route", level().toString(), "--route", route(folder, 1).toString(), "--json");
        assertEquals(0, run.status(), run.err());
        var lines = run.out().strip().split("\n");
        assertEquals(1, lines.length);
        var result = JSON.readTree(lines[0]);
        assertEquals(RouteCommand.KEYS, names(result));
        assertEquals("4278255360", result.get("colour").asText());
        var waypoints = result.get("waypoints");
        assertEquals(5, waypoints.size());
        var types = List.of("Position", "Entity", "Trigger", "Camera/Sink", "Light");
        var rooms = List.of(0, 0, 0, 0, 1);
        var indices = List.of(0, 3, 1, 0, 0);
        var legs = List.of(0.0, 1024.0, 2048.0, 0.0, 3072.0);
        for (int i = 0; i < 5; i++) {
            var waypoint = waypoints.get(i);
            assertEquals(RouteCommand.WAYPOINT_KEYS, names(waypoint));
            assertEquals(i + 1, waypoint.get("number").asInt());
            assertEquals(types.get(i), waypoint.get("type").asText());
            assertEquals(rooms.get(i), waypoint.get("room").asInt());
            assertEquals(indices.get(i), waypoint.get("index").asInt());
            assertEquals(legs.get(i), waypoint.get("leg").asDouble(), 1e-6);
            assertEquals(legs.get(i) / 1024, waypoint.get("legSectors").asDouble(), 1e-9);
            assertEquals(0, waypoint.get("problems").size(), waypoint.toString());
        }
        assertEquals(List.of(73.5 * 1024, 2.5 * 1024, 3.0 * 1024), doubles(waypoints.get(0).get("position")));
        assertEquals("start \"here\"\nthen jump", waypoints.get(0).get("notes").asText());
        assertTrue(waypoints.get(1).get("hasSave").asBoolean());
        assertTrue(waypoints.get(2).get("normal").isNull(), "an older waypoint has no normal");
        assertTrue(waypoints.get(1).get("target").asText().startsWith("entity #3 "));
        assertTrue(waypoints.get(4).get("target").asText().startsWith("light #0 "));
        assertEquals(6144, result.get("length").asDouble(), 1e-6);
        assertEquals(6, result.get("sectors").asDouble(), 1e-9);
        assertEquals("", run.err());
    }

    @Test
    void exportingTheRouteAgainGivesTheSameJsonValues(@TempDir Path folder) throws Exception {
        var route = route(folder, 1);
        var out = folder.resolve("again.tvr");
        var run = CommandRun.of("route", level().toString(), "--route", route.toString(), "-o", out.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(JSON.readTree(route.toFile()), JSON.readTree(out.toFile()));
    }

    @Test
    void aWaypointInARoomTheLevelLacksIsWarnedAbout(@TempDir Path folder) throws Exception {
        var rooms = LevelReader.read(level()).rooms().size();
        var run = CommandRun.of("route", level().toString(), "--route", route(folder, rooms + 5).toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("route: warning: waypoint 5: the level has no room " + (rooms + 5)
                + " (it has " + rooms + ")"), run.err());
        assertTrue(run.out().contains("5. Light, room " + (rooms + 5) + ", index 0"), run.out());
    }

    @Test
    void anIndexTheLevelLacksIsWarnedAbout(@TempDir Path folder) throws Exception {
        var entities = LevelReader.read(level()).entities().size();
        var route = Files.writeString(folder.resolve("far.tvr"), """
                {"waypoints": [{"type": "Entity", "position": "0,0,0", "room": 0, "index": %d, "notes": ""}]}"""
                .formatted(entities));
        var run = CommandRun.of("route", level().toString(), "--route", route.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("waypoint 1: the level has no entity #" + entities + " (it has " + entities
                + ")"), run.err());
    }

    @Test
    void randomizerLocationsOfTheLevelAreItsWaypointsAndWriteBackWithEveryKey(@TempDir Path folder)
            throws Exception {
        // TR-Rando's shape: levels by file name in capitals, X/Y/Z in world units, Room, and optional keys.
        var locations = Files.writeString(folder.resolve("locations.json"), """
                {
                  "LEVEL2.PHD": [{"X": 1, "Y": 2, "Z": 3, "Room": 4}],
                  "RANDO-TEST1.PHD": [
                    {"X": 75264, "Y": 2560, "Z": 3072, "Room": 0, "Difficulty": "Hard", "RequiresGlitch": true},
                    {"X": 75264, "Y": 2560, "Z": 7168, "Room": 0, "PackID": "Danza", "LevelState": 1}
                  ],
                  "LEVEL3A.PHD": []
                }""");
        var out = folder.resolve("out.json");
        var run = CommandRun.of("route", level().toString(), "--route", locations.toString(), "--json",
                "-o", out.toString());
        assertEquals(0, run.status(), run.err());
        var waypoints = JSON.readTree(run.out()).get("waypoints");
        assertEquals(2, waypoints.size());
        assertEquals(List.of(75264.0, 2560.0, 7168.0), doubles(waypoints.get(1).get("position")));
        assertEquals(4096, waypoints.get(1).get("leg").asDouble(), 1e-9);
        assertEquals(JSON.readTree(locations.toFile()), JSON.readTree(out.toFile()));
        var tvr = folder.resolve("out.tvr");
        assertEquals(0, CommandRun.of("route", level().toString(), "--route", locations.toString(), "-o",
                tvr.toString()).status());
        var written = JSON.readTree(tvr.toFile()).get("waypoints").get(0);
        assertEquals("73.5,2.5,3", written.get("position").asText());
        assertEquals("Hard", written.get("Difficulty").asText());
    }

    @Test
    void aMalformedRouteSaysWhereAndWhatWasExpectedAndWritesNothing(@TempDir Path folder) throws Exception {
        var broken = Files.writeString(folder.resolve("broken.tvr"), """
                {"waypoints": [{"type": "Entity", "position": "1,2,3", "room": 0, "index": 0, "notes": ""},
                               {"type": "Entity", "position": "1,2,3", "room": "two", "index": 0, "notes": ""}]}""");
        var out = folder.resolve("out.tvr");
        var run = CommandRun.of("route", level().toString(), "--route", broken.toString(), "-o", out.toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("broken.tvr: $.waypoints[1].room: expected an integer, found \"two\""),
                run.err());
        assertFalse(Files.exists(out));
        var position = Files.writeString(folder.resolve("position.tvr"), """
                {"waypoints": [{"type": "Entity", "position": "1,2", "room": 0, "index": 0, "notes": ""}]}""");
        var shortPoint = CommandRun.of("route", level().toString(), "--route", position.toString());
        assertEquals(1, shortPoint.status());
        assertTrue(shortPoint.err().contains("$.waypoints[0].position: expected three numbers \"x,y,z\""),
                shortPoint.err());
        var notJson = Files.writeString(folder.resolve("cut.tvr"), "{\"waypoints\": [");
        var cut = CommandRun.of("route", level().toString(), "--route", notJson.toString());
        assertEquals(1, cut.status());
        assertTrue(cut.err().contains("cut.tvr: $: not JSON at line 1"), cut.err());
        var locations = Files.writeString(folder.resolve("locations.json"),
                "{\"RANDO-TEST1.PHD\": [{\"X\": 1, \"Y\": 2, \"Room\": 0}]}");
        var noZ = CommandRun.of("route", level().toString(), "--route", locations.toString());
        assertEquals(1, noZ.status());
        assertTrue(noZ.err().contains("$['RANDO-TEST1.PHD'][0].Z: expected it, found none"), noZ.err());
    }

    @Test
    void itWillNotWriteOverTheRouteItReadAndAnUnreadableLevelExitsWith1(@TempDir Path folder) throws Exception {
        var route = route(folder, 1);
        var before = Files.readString(route);
        var run = CommandRun.of("route", level().toString(), "--route", route.toString(), "-o", route.toString());
        assertEquals(2, run.status());
        assertEquals(before, Files.readString(route));
        var broken = Files.write(folder.resolve("broken.phd"), new byte[] {0x20, 0, 0, 0, 1});
        var unreadable = CommandRun.of("route", broken.toString(), "--route", route.toString());
        assertEquals(1, unreadable.status());
        assertTrue(unreadable.err().contains("cannot read"), unreadable.err());
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<Double> doubles(JsonNode node) {
        var values = new ArrayList<Double>();
        node.forEach(value -> values.add(value.asDouble()));
        return values;
    }
}
