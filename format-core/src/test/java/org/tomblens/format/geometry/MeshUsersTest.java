package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/**
 * Who uses each mesh of the corpus levels, against the levels' own tables: each model's NumMeshes pointers from
 * StartingMesh (§5.4) list it, each static type's pointer (§5.3) lists it, each entity of a model's type lists the
 * model's meshes, and a mesh is unused exactly when neither a model nor a static type names it.
 */
class MeshUsersTest {
    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyModelStaticAndEntityIsListedOnTheMeshesItUses(Path path) {
        var level = CorpusCache.level(path);
        var users = MeshUsers.of(level);
        assertEquals(level.meshes().size(), users.size());
        var named = new boolean[users.size()];
        var models = level.animation().models();
        for (int m = 0; m < models.size(); m++) {
            var model = models.get(m);
            for (int i = 0; i < model.numMeshes(); i++) {
                var pointer = model.startingMesh() + i;
                if (pointer < users.size()) {
                    named[pointer] = true;
                    assertTrue(users.of(pointer).contains(new MeshUsers.User(MeshUsers.Kind.MODEL, m, model.id())),
                            "mesh " + pointer + " lists model " + model.id());
                }
            }
        }
        var statics = level.staticMeshes();
        for (int s = 0; s < statics.size(); s++) {
            var pointer = statics.get(s).mesh();
            if (pointer >= 0 && pointer < users.size()) {
                named[pointer] = true;
                assertTrue(users.of(pointer).contains(new MeshUsers.User(MeshUsers.Kind.STATIC, s,
                        statics.get(s).id())), "mesh " + pointer + " lists static " + statics.get(s).id());
            }
        }
        for (int e = 0; e < level.entities().size(); e++) {
            var type = level.entities().get(e).type();
            for (var model : models) {
                if (model.id() == type && model.numMeshes() > 0 && model.startingMesh() < users.size()) {
                    assertTrue(users.of(model.startingMesh()).contains(new MeshUsers.User(MeshUsers.Kind.ENTITY, e,
                            e)), "entity " + e + " on its model's first mesh");
                }
            }
        }
        for (int p = 0; p < users.size(); p++) {
            assertEquals(!named[p], users.unused(p), "mesh " + p);
        }
    }
}
