package org.tomblens.app.script.api;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tomblens.app.route.RoutePoint;
import org.tomblens.app.route.Waypoint;
import org.tomblens.app.route.WaypointType;
import org.tomblens.app.ui.scripts.ImGuiLibrary;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/** docs/scripting.md documents exactly the names the bindings answer to, and each of them answers on a real level. */
class ScriptingGuideTest {
    private static final Path GUIDE = Path.of("../docs/scripting.md");

    @Test
    void theGuideListsEveryNameOfEveryTypeAndNoOther() throws IOException {
        var documented = documentedNames();
        var bound = objects();
        assertEquals(new TreeSet<>(bound.keySet()), new TreeSet<>(documented.keySet()), "the types");
        bound.forEach((type, object) -> assertEquals(new TreeSet<>(documented.get(type)),
                new TreeSet<>(object.names()), type));
    }

    @Test
    void everyNameAnswersOnARealLevel() {
        objects().forEach((type, object) -> object.names().forEach(name ->
                assertDoesNotThrow(() -> object.get(name), type + "." + name)));
    }

    /** One object of each type, from a TR2 level with cameras, lights and static meshes. */
    private static Map<String, Bound> objects() {
        var file = Corpus.file("tr2/goldmask-cold-war.tr2");
        var level = new LevelObject(PreparedLevel.of(read(file), file), new DetachedViewer());
        var trview = new TrviewLibrary(f -> null, new DetachedViewer(), List.of(), List.of());
        var objects = new LinkedHashMap<String, Bound>();
        objects.put("trview", trview);
        objects.put("Level", level);
        objects.put("Room", new RoomObject(level, 0));
        objects.put("Item", new ItemObject(level, 0));
        objects.put("Trigger", new TriggerObject(level, 0));
        objects.put("Sector", new SectorObject(level, 0, 0));
        objects.put("CameraSink", new CameraSinkObject(level, 0));
        objects.put("Light", RoomParts.lights(level).get(0));
        objects.put("StaticMesh", RoomParts.staticMeshes(level).get(0));
        objects.put("Camera", new CameraObject(new DetachedViewer()));
        objects.put("ImGui", new ImGuiLibrary());
        objects.put("Route", new RouteObject(false));
        objects.put("Scriptable", new ScriptableObject((function, argument, answer) -> answer.accept(null)));
        objects.put("Waypoint", new WaypointObject(Waypoint.placed(WaypointType.POSITION, RoutePoint.at(0, 0, 0),
                RoutePoint.direction(0, -1, 0), 0, 0)));
        return objects;
    }

    private static org.tomblens.format.model.Level read(Path file) {
        try {
            return LevelReader.read(file);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Each "### Type" section's table: the names in its first column. */
    private static Map<String, Set<String>> documentedNames() throws IOException {
        var names = new LinkedHashMap<String, Set<String>>();
        String type = null;
        for (var line : Files.readAllLines(GUIDE)) {
            if (line.startsWith("### ")) {
                type = line.substring(4).strip();
            } else if (type != null && line.startsWith("| `")) {
                names.computeIfAbsent(type, t -> new TreeSet<>()).add(line.substring(3, line.indexOf('`', 3)));
            }
        }
        names.remove("Vector3 and Colour");
        return names;
    }
}
