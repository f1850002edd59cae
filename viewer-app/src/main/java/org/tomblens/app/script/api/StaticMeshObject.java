package org.tomblens.app.script.api;

import java.util.List;
/** trview's StaticMesh: static {@code index} of room {@code room}, {@code number} level-wide. */
public record StaticMeshObject(LevelObject level, int number, int room, int index) implements Bound {
    private static final List<String> NAMES = List.of("id", "position", "room", "rotation", "type", "visible");

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "StaticMesh";
    }

    @Override
    public Object get(String key) {
        var mesh = level.level().rooms().get(room).staticMeshes().get(index);
        return switch (key) {
            case "id" -> mesh.meshId();
            case "position" -> new Vector3(mesh.x(), mesh.y(), mesh.z());
            case "room" -> new RoomObject(level, room);
            // Radians, as trview gives it: the file's yaw is 16384 a quarter turn.
            case "rotation" -> mesh.rotation() / 16384.0 * Math.PI / 2;
            case "type" -> "Mesh";
            case "visible" -> level.viewer().visible(ViewerLink.Kind.STATIC_MESH, number);
            default -> null;
        };
    }

    @Override
    public boolean set(String key, Args.Value value) {
        return level.viewer().writeVisible(ViewerLink.Kind.STATIC_MESH, number, key, value);
    }
}
