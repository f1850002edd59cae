package org.tomblens.app.script.api;

import java.util.List;
import java.util.stream.IntStream;
import org.tomblens.format.floordata.TargetKind;

/**
 * trview's CameraSink: entry {@code number} of the level's cameras, which is a sink when an underwater current
 * trigger names it (§9.5: then its room field holds the strength and its flag the box).
 */
public record CameraSinkObject(LevelObject level, int number) implements Bound {
    private static final List<String> NAMES = List.of("box_index", "flag", "number", "persistent", "position",
            "room", "strength", "trigger_references", "type", "visible");

    private boolean sink() {
        return !level.prepared().triggers().actingOn(TargetKind.SINK, number).isEmpty();
    }

    static List<CameraSinkObject> inRoom(LevelObject level, int room) {
        return IntStream.range(0, level.level().cameras().size()).mapToObj(n -> new CameraSinkObject(level, n))
                .filter(c -> !c.sink() && level.level().cameras().get(c.number).room() == room).toList();
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "CameraSink";
    }

    @Override
    public Object get(String key) {
        var camera = level.level().cameras().get(number);
        var sink = sink();
        return switch (key) {
            case "box_index" -> sink ? camera.flag() : null;
            case "flag" -> sink ? null : camera.flag();
            case "number" -> number;
            case "persistent" -> sink ? null : (camera.flag() & 1) != 0;
            case "position" -> new Vector3(camera.x(), camera.y(), camera.z());
            case "room" -> sink ? null : RoomObject.of(level, camera.room());
            case "strength" -> sink ? camera.room() : null;
            case "trigger_references" -> TriggerObject.actingOn(level, sink ? TargetKind.SINK : TargetKind.CAMERA,
                    number);
            case "type" -> sink ? "Sink" : "Camera";
            case "visible" -> level.viewer().visible(ViewerLink.Kind.CAMERA_SINK, number);
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        return level.viewer().writeVisible(ViewerLink.Kind.CAMERA_SINK, number, key, value);
    }
}
