package org.tomblens.app.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.tomblens.app.route.WaypointType;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * The route through a corpus level, no window: waypoints made at one of its entities and at a sector of its first
 * room (sized as the room's record in the file says) are added as edits, point at what the level has there, and
 * the last edit undoes and redoes.
 */
class RouteStateTest {
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";

    @Test
    void waypointsAtAnEntityAndASectorPointAtThemAndUndo() throws IOException {
        var file = Corpus.file(LEVEL);
        var room = Tr1RoomBytes.of(Files.readAllBytes(file)).get(0);
        var prepared = PreparedLevel.of(LevelReader.read(file), file);
        var route = new RouteState(prepared);
        assertSame(route.onLevel(), route.onLevel(), "what the route points at is worked out once per level");
        assertTrue(route.editor().route().waypoints().isEmpty());

        var last = prepared.level().entities().size() - 1;
        route.add(route.newWaypoints().entity(last));
        route.add(route.newWaypoints().sector(new SectorPosition(0, room.xSectors() - 1, room.zSectors() - 1)));
        var stops = route.onLevel().stops(route.editor().route());
        assertEquals(2, stops.size());
        var atEntity = stops.get(0);
        assertEquals(WaypointType.ENTITY, atEntity.waypoint().type());
        assertEquals(last, atEntity.waypoint().index());
        assertEquals(prepared.level().entities().get(last).room(), atEntity.waypoint().room());
        assertEquals("entity " + prepared.descriptions().entity(last), atEntity.target());
        assertEquals(0, stops.get(1).waypoint().room(), "the sector's waypoint stands in room 0");
        stops.forEach(stop -> assertEquals(java.util.List.of(), stop.problems(), "the level has what it names"));
        assertTrue(route.editor().unsaved());

        route.editor().undo();
        assertEquals(1, route.editor().route().waypoints().size());
        route.editor().redo();
        assertEquals(2, route.editor().route().waypoints().size());
    }
}
