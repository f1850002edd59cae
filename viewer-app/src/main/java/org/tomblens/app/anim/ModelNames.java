package org.tomblens.app.anim;

import java.util.Optional;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.wad.ObjectNames;

/**
 * What the player calls models and statics: a library's own names (its .WAS file) where it has them, else the
 * catalogue name for the type id, else the id.
 */
public final class ModelNames {
    private final Level level;
    private final Optional<ObjectNames> libraryNames;
    private final Optional<GameVersion> catalogue;

    /**
     * @param catalogue the game whose catalogue names type ids: the level's own version, or the game a WAD2
     *                  library is made for (none for a TombEngine library, whose ids are its own)
     */
    public ModelNames(Level level, Optional<ObjectNames> libraryNames, Optional<GameVersion> catalogue) {
        this.level = level;
        this.libraryNames = libraryNames;
        this.catalogue = catalogue;
    }

    public String model(int modelIndex) {
        var id = level.animation().models().get(modelIndex).id();
        return libraryNames.flatMap(names -> names.movable(modelIndex))
                .or(() -> catalogue.flatMap(version -> EntityNames.name(version, (int) id)))
                .orElse("type " + id);
    }

    public String staticMesh(int staticIndex) {
        var id = level.staticMeshes().get(staticIndex).id();
        return libraryNames.flatMap(names -> names.staticMesh(staticIndex, level.animation().models().size()))
                .orElse("static " + id);
    }
}
