package org.tomblens.app.ui.scripts;

import static org.junit.jupiter.api.Assertions.*;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.app.route.WaypointType;
import org.tomblens.app.script.LuaEngine;
import org.tomblens.app.script.ScriptBudget;
import org.tomblens.app.script.api.DetachedViewer;
import org.tomblens.app.script.api.TrviewLibrary;
import org.tomblens.app.session.FlipMaps;
import org.tomblens.app.session.RouteState;
import org.tomblens.app.session.SelectionState;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;

/**
 * A script in the window changes what the panels show: over a corpus level with alternate rooms (OpenTomb's TR1
 * alternate-room test), its selection, flip maps and route are the window's own feature states, which the panels'
 * services are, and what a panel changes there the script reads back.
 */
class SessionLinkTest {
    private static final String LEVEL = "tr1/opentomb-altroom1.phd";

    private final StringWriter printed = new StringWriter();

    @Test
    void aScriptSelectsFlipsAndRoutesThroughTheWindowsServices() throws Exception {
        var file = Corpus.file(LEVEL);
        var prepared = PreparedLevel.read(Files.readAllBytes(file), file, file.getFileName().toString(),
                ProgressListener.NONE);
        var entities = prepared.level().entities().size();
        assertTrue(entities >= 2, "the level has entities to select");
        var selection = new SelectionState(entities, () -> { });
        var flips = new FlipMaps(prepared.level().rooms(), prepared.level().version());
        var route = new RouteState(prepared);
        var context = new ViewerContext(null, selection, flips, null, route, null, null, null, null, null, null,
                null, 0, null);
        var trview = new TrviewLibrary(f -> prepared, new DetachedViewer(), List.of(), List.of());
        trview.setLevel(prepared, new SessionLink(context));

        try (var lua = new LuaEngine(new ScriptBudget(1_000_000), new PrintWriter(printed, true))) {
            trview.globals().forEach(lua::setGlobal);

            run(lua, "trview.level.selected_item = trview.level.items[2]");
            assertEquals(1, selection.selectedEntity(), "the script's item is the window's selection");
            selection.selectEntity(0);
            assertEquals("0", run(lua, "print(trview.level.selected_item.number)"),
                    "a click in the window is what the script reads");

            assertEquals("false", run(lua, "print(trview.level.alternate_mode)"));
            run(lua, "trview.level.alternate_mode = true");
            assertTrue(flips.isOn(0), "the script turned the level's one TR1 flip group on");
            flips.set(0, false);
            assertEquals("false", run(lua, "print(trview.level.alternate_mode)"),
                    "the Rooms panel's switch turned it off again");

            run(lua, "local r = Route.new() r:add(Waypoint.new{item = trview.level.items[2]}) trview.route = r");
            var waypoints = route.editor().route().waypoints();
            assertEquals(1, waypoints.size(), "the assigned route is the Route panel's");
            assertEquals(WaypointType.ENTITY, waypoints.get(0).type());
            assertEquals(1, waypoints.get(0).index(), "its waypoint stands at the script's item");
            route.editor().remove(0);
            assertEquals("0", run(lua, "print(#trview.route.waypoints)"),
                    "the waypoint deleted in the panel is gone for the script");
        }
    }

    private String run(LuaEngine lua, String line) throws Exception {
        printed.getBuffer().setLength(0);
        lua.run(line, "=test", List.of());
        return printed.toString().strip();
    }
}
