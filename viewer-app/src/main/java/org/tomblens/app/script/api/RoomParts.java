package org.tomblens.app.script.api;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.tomblens.format.model.Room;

/** The lights and static meshes of every room, numbered level-wide in room order as trview numbers them. */
final class RoomParts {
    private RoomParts() {}

    /** A part made from its level-wide number, its room and its place in the room. */
    private interface Part<T> {
        T make(int number, int room, int index);
    }

    static List<LightObject> lights(LevelObject level) {
        return all(level, room -> room.lights().size(), (n, r, i) -> new LightObject(level, n, r, i));
    }

    static List<StaticMeshObject> staticMeshes(LevelObject level) {
        return all(level, room -> room.staticMeshes().size(), (n, r, i) -> new StaticMeshObject(level, n, r, i));
    }

    private static <T> List<T> all(LevelObject level, ToIntFunction<Room> count, Part<T> part) {
        var parts = new ArrayList<T>();
        var rooms = level.level().rooms();
        for (int r = 0; r < rooms.size(); r++) {
            for (int i = 0; i < count.applyAsInt(rooms.get(r)); i++) {
                parts.add(part.make(parts.size(), r, i));
            }
        }
        return parts;
    }
}
