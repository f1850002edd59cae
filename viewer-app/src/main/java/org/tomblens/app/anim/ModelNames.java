package org.tomblens.app.anim;

import java.util.Optional;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.wad.ObjectNames;

/**
 * What the player calls models and statics: a library's own names (its .WAS file) where it has them, else
 * the version's catalogue name for the type id, else the id.
 */
public final class ModelNames {
    private final Level level;
    private final Optional<ObjectNames> libraryNames;

    public ModelNames(Level level, Optional<ObjectNames> libraryNames) {
        this.level = level;
        this.libraryNames = libraryNames;
    }

    public String model(int modelIndex) {
        var id = level.animation().models().get(modelIndex).id();
        return libraryNames.flatMap(names -> names.movable(modelIndex))
                .or(() -> EntityNames.name(level.version(), (int) id))
                .orElse("type " + id);
    }

    public String staticMesh(int staticIndex) {
        var id = level.staticMeshes().get(staticIndex).id();
        return libraryNames.flatMap(names -> names.staticMesh(staticIndex, level.animation().models().size()))
                .orElse("static " + id);
    }
}
