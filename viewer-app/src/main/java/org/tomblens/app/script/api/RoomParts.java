package org.tomblens.app.script.api;

import java.util.ArrayList;
import java.util.List;

/** The lights and static meshes of every room, numbered level-wide in room order as trview numbers them. */
final class RoomParts {
    private RoomParts() {}

    static List<LightObject> lights(LevelObject level) {
        var lights = new ArrayList<LightObject>();
        var rooms = level.level().rooms();
        for (int r = 0; r < rooms.size(); r++) {
            for (int i = 0; i < rooms.get(r).lights().size(); i++) {
                lights.add(new LightObject(level, lights.size(), r, i));
            }
        }
        return lights;
    }

    static List<StaticMeshObject> staticMeshes(LevelObject level) {
        var meshes = new ArrayList<StaticMeshObject>();
        var rooms = level.level().rooms();
        for (int r = 0; r < rooms.size(); r++) {
            for (int i = 0; i < rooms.get(r).staticMeshes().size(); i++) {
                meshes.add(new StaticMeshObject(level, meshes.size(), r, i));
            }
        }
        return meshes;
    }
}
