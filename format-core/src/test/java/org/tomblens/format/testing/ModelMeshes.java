package org.tomblens.format.testing;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;

/**
 * The mesh pointers each owner of a level's model buffer draws, in bone order, read from the level's records
 * as the specs describe them: model m its {@code NumMeshes} meshes from {@code StartingMesh} (§5.4), except
 * that from TR3 on Lara (type 0) wears the meshes of her skin model (TR3 type 315, TR4/TR5 type 8) when the
 * skin has as many; a pointer past the table ends a model's meshes, and a byte tells at most 256 apart. Then
 * each static mesh type (§5.3) its one mesh, when its pointer exists; then each mesh pointer its own mesh.
 */
public final class ModelMeshes {
    private ModelMeshes() {}

    public static List<int[]> of(Level level) {
        var models = level.animation().models();
        var pointers = level.meshes().size();
        var skin = skin(level);
        var owners = new ArrayList<int[]>();
        for (var model : models) {
            var source = model.id() == 0 && skin != null && skin.numMeshes() == model.numMeshes() ? skin : model;
            var count = 0;
            while (count < Math.min(model.numMeshes(), 256) && source.startingMesh() + count < pointers) {
                count++;
            }
            var meshes = new int[count];
            for (int i = 0; i < count; i++) {
                meshes[i] = source.startingMesh() + i;
            }
            owners.add(meshes);
        }
        for (var type : level.staticMeshes()) {
            owners.add(type.mesh() < pointers ? new int[] {type.mesh()} : new int[0]);
        }
        for (int pointer = 0; pointer < pointers; pointer++) {
            owners.add(new int[] {pointer});
        }
        return owners;
    }

    private static Model skin(Level level) {
        var id = switch (level.version()) {
            case TR1, TR2 -> -1;
            case TR3 -> 315;
            case TR4, TR5 -> 8;
        };
        return level.animation().models().stream().filter(m -> m.id() == id).findFirst().orElse(null);
    }
}
