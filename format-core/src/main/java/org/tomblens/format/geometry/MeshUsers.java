package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.format.model.Level;

/**
 * Who uses each entry of the mesh table (§5.1), as the file records it: a moveable model its {@code NumMeshes}
 * pointers from {@code StartingMesh} (§5.4), a static mesh type its one pointer (§5.3), and each entity the meshes
 * of its type's model. A mesh no model and no static type references is unused: levels keep such leftovers.
 */
public final class MeshUsers {
    /** What uses a mesh. */
    public enum Kind { MODEL, STATIC, ENTITY }

    /**
     * One user of a mesh.
     *
     * @param index its index in the level's models, static mesh types or entities
     * @param id a model's or static type's id; an entity's index
     */
    public record User(Kind kind, int index, long id) {
        /** How people name it: "model 0", "static 12", "entity 40". */
        public String label() {
            return kind.name().toLowerCase(Locale.ROOT) + " " + id;
        }
    }

    private final List<List<User>> users;

    private MeshUsers(List<List<User>> users) {
        this.users = users;
    }

    public static MeshUsers of(Level level) {
        var pointers = level.meshes().size();
        var users = new ArrayList<List<User>>(pointers);
        for (int p = 0; p < pointers; p++) {
            users.add(new ArrayList<>());
        }
        var models = level.animation().models();
        for (int m = 0; m < models.size(); m++) {
            var model = models.get(m);
            for (int i = 0; i < model.numMeshes(); i++) {
                add(users, model.startingMesh() + i, new User(Kind.MODEL, m, model.id()));
            }
        }
        var statics = level.staticMeshes();
        for (int s = 0; s < statics.size(); s++) {
            add(users, statics.get(s).mesh(), new User(Kind.STATIC, s, statics.get(s).id()));
        }
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            var type = entities.get(e).type();
            for (var model : models) {
                if (model.id() == type) {
                    for (int i = 0; i < model.numMeshes(); i++) {
                        add(users, model.startingMesh() + i, new User(Kind.ENTITY, e, e));
                    }
                    break;
                }
            }
        }
        return new MeshUsers(users.stream().map(List::copyOf).toList());
    }

    private static void add(List<List<User>> users, int pointer, User user) {
        if (pointer >= 0 && pointer < users.size()) {
            var list = users.get(pointer);
            // A model may name one pointer for several of its meshes; it uses it once.
            if (list.isEmpty() || !list.get(list.size() - 1).equals(user)) {
                list.add(user);
            }
        }
    }

    /** How many entries the mesh table has. */
    public int size() {
        return users.size();
    }

    /** The models, static types and entities using mesh pointer {@code pointer}, in that order. */
    public List<User> of(int pointer) {
        return users.get(pointer);
    }

    /** Whether no model and no static mesh type references mesh pointer {@code pointer}. */
    public boolean unused(int pointer) {
        return users.get(pointer).stream().noneMatch(user -> user.kind() != Kind.ENTITY);
    }
}
