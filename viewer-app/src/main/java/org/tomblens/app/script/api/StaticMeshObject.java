package org.tomblens.app.script.api;

import java.util.List;
import java.util.Map;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.StaticMesh;

/** trview's StaticMesh: static {@code index} of room {@code room}, {@code number} level-wide. */
public record StaticMeshObject(LevelObject level, int number, int room, int index) implements Bound {
    private static final List<String> NAMES = List.of("breakable", "collision", "has_collision", "id", "position",
            "room", "rotation", "type", "visibility", "visible");

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
            // The games' shatterable statics: ids 50 to 69, as trview tells them.
            case "breakable" -> mesh.meshId() >= 50 && mesh.meshId() <= 69;
            case "collision" -> box(definition(mesh.meshId()), StaticMesh::collision);
            // Bit 0 of the static's flags set: no collision, as trview reads it.
            case "has_collision" -> definition(mesh.meshId()) != null && (definition(mesh.meshId()).flags() & 1) == 0;
            case "id" -> mesh.meshId();
            case "position" -> new Vector3(mesh.x(), mesh.y(), mesh.z());
            case "room" -> new RoomObject(level, room);
            // Radians, as trview gives it: the file's yaw is 16384 a quarter turn.
            case "rotation" -> mesh.rotation() / 16384.0 * Math.PI / 2;
            case "type" -> "Mesh";
            case "visibility" -> box(definition(mesh.meshId()), StaticMesh::visibility);
            case "visible" -> level.viewer().visible(ViewerLink.Kind.STATIC_MESH, number);
            default -> null;
        };
    }

    /** The level's static mesh of this id, or null when it has none. */
    private StaticMesh definition(int id) {
        return level.level().staticMeshes().stream().filter(s -> s.id() == id).findFirst().orElse(null);
    }

    /**
     * trview's BoundingBox: a table with {@code min} and {@code max}, in world units about the static's origin as
     * the file stores them; nil without a definition.
     */
    private static Object box(StaticMesh definition, java.util.function.Function<StaticMesh, BoundingBox> which) {
        if (definition == null) {
            return null;
        }
        var box = which.apply(definition);
        return Map.of("min", new Vector3(box.minX(), box.minY(), box.minZ()),
                "max", new Vector3(box.maxX(), box.maxY(), box.maxZ()));
    }

    @Override
    public boolean set(String key, Args.Value value) {
        return level.viewer().writeVisible(ViewerLink.Kind.STATIC_MESH, number, key, value);
    }
}
