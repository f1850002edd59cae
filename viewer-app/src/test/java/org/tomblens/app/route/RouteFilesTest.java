package org.tomblens.app.route;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Route files as older trview versions and other tools leave them: no colours, no normals, a type trview does not
 * name, comments; and location files that name the level in other capitals, or not at all.
 */
class RouteFilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void anOlderRouteWithoutColoursOrNormalsAndAnUnknownTypeReadsAndWritesBackAsItWas(@TempDir Path folder)
            throws Exception {
        var file = Files.writeString(folder.resolve("old.tvr"), """
                // written by hand
                {"waypoints": [{"type": "Teleport", "position": "1,-0.5,2.25", "room": 3, "index": 7, "notes": ""}]}
                """);
        var route = RouteFiles.read(file, "LEVEL1.PHD");
        assertNull(route.colour());
        assertEquals(Route.DEFAULT_COLOUR, route.shownColour());
        var waypoint = route.waypoints().get(0);
        assertEquals(WaypointType.POSITION, waypoint.type(), "a type trview does not name is a position");
        assertEquals("Teleport", waypoint.typeName());
        assertNull(waypoint.normal());
        assertEquals(1024, waypoint.position().x());
        assertEquals(-512, waypoint.position().y());
        assertEquals(2304, waypoint.position().z());
        var out = folder.resolve("again.tvr");
        RouteFiles.write(route, out, "LEVEL1.PHD");
        assertEquals(JSON.readTree(Files.readString(file).replaceFirst("//.*\\n", "")), JSON.readTree(out.toFile()));
    }

    @Test
    void aNewWaypointIsWrittenWithTheShortestNumbersAndAColourAsADecimalArgbString(@TempDir Path folder)
            throws Exception {
        var route = Route.EMPTY.adding(Waypoint.placed(WaypointType.ENTITY, RoutePoint.at(1536, -256, 20480),
                RoutePoint.direction(0, -1, 0), 4, 12));
        var out = folder.resolve("new.tvr");
        RouteFiles.write(route, out, "LEVEL1.PHD");
        var written = JSON.readTree(out.toFile());
        assertEquals("4278255360", written.get("colour").asText(), "0xFF00FF00, opaque green");
        assertEquals("4294967295", written.get("waypoint_colour").asText());
        var waypoint = written.get("waypoints").get(0);
        assertEquals("1.5,-0.25,20", waypoint.get("position").asText());
        assertEquals("0,-1,0", waypoint.get("normal").asText());
        assertEquals("Entity", waypoint.get("type").asText());
        assertEquals(12, waypoint.get("index").asInt());
    }

    @Test
    void locationsAreFoundWhateverTheCapitalsAndALevelTheFileLacksIsAddedWithTheOthersKept(@TempDir Path folder)
            throws Exception {
        var file = Files.writeString(folder.resolve("locations.json"), """
                {"WALL.TR2": [{"X": 1, "Y": 2, "Z": 3, "Room": 4, "Difficulty": "Hard"}], "BOAT.TR2": []}""");
        var wall = RouteFiles.read(file, "wall.tr2");
        assertEquals(1, wall.waypoints().size());
        assertEquals("WALL.TR2", wall.levelKey());
        assertEquals("\"Hard\"", wall.waypoints().get(0).otherKeys().get("Difficulty").toString());
        var other = RouteFiles.read(file, "RIG.TR2");
        assertTrue(other.waypoints().isEmpty());
        var out = folder.resolve("out.json");
        RouteFiles.write(other.adding(Waypoint.placed(WaypointType.POSITION, RoutePoint.at(10.7, -20.2, 30), null,
                5, 0)), out, "RIG.TR2");
        var written = JSON.readTree(out.toFile());
        assertEquals(JSON.readTree(file.toFile()).get("WALL.TR2"), written.get("WALL.TR2"));
        assertEquals(JSON.readTree("[{\"X\": 10, \"Y\": -20, \"Z\": 30, \"Room\": 5}]"), written.get("RIG.TR2"),
                "whole units, cut toward zero as trview cuts them");
    }
}
