package org.tomblens.app.script.api;

import java.util.List;
import java.util.stream.IntStream;
import org.tomblens.format.floordata.TargetKind;

/**
 * trview's CameraSink: entry {@code number} of the level's cameras, which is a sink when an underwater current
 * trigger names it (§9.5: then its room field holds the strength and its flag the box).
 */
public record CameraSinkObject(LevelObject level, int number) implements Bound {
    private static final List<String> NAMES = List.of("box_index", "flag", "inferred_rooms", "number",
            "persistent", "position", "room", "strength", "trigger_references", "type", "visible");

    /** A sink when a script said so, or when an underwater current trigger names it. */
    private boolean sink() {
        var written = level.written(typeName(), number, "type", null);
        return written != null ? written.equals("Sink")
                : !level.prepared().triggers().actingOn(TargetKind.SINK, number).isEmpty();
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
            case "inferred_rooms" -> sink ? roomsAround(camera.x(), camera.y(), camera.z()) : null;
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

    /**
     * The rooms whose sectors and heights hold the point: a sink's file entry keeps its strength where a camera
     * keeps its room, so trview infers its room from where it is.
     */
    private List<RoomObject> roomsAround(int x, int y, int z) {
        var rooms = level.level().rooms();
        return IntStream.range(0, rooms.size()).filter(n -> {
            var room = rooms.get(n);
            return x >= room.x() && x < room.x() + room.numXSectors() * 1024 && z >= room.z()
                    && z < room.z() + room.numZSectors() * 1024 && y >= room.yTop() && y <= room.yBottom();
        }).mapToObj(n -> new RoomObject(level, n)).toList();
    }

    /** {@code visible}, and {@code type}, {@code Camera} or {@code Sink}, which changes what it is taken for. */
    @Override
    public boolean set(String key, Args.Value value) {
        if (key.equals("type")) {
            var type = value.string();
            if (!type.equals("Camera") && !type.equals("Sink")) {
                throw new ScriptError("CameraSink.type must be Camera or Sink, not '" + type + "'");
            }
            level.write(typeName(), number, key, type);
            return true;
        }
        return level.viewer().writeVisible(ViewerLink.Kind.CAMERA_SINK, number, key, value);
    }
}
