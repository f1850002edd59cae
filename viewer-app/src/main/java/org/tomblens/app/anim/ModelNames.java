package org.tomblens.app.anim;

import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.wad.ObjectNames;

/**
 * What the player calls models, statics and animations: a library's own names (a .WAS file's object names, a
 * WAD2's animation names) where it has them, else the catalogue name for the type id, else the id.
 */
public final class ModelNames {
    private final Level level;
    private final Optional<ObjectNames> libraryNames;
    private final Optional<GameVersion> catalogue;
    private final List<String> animationNames;

    /**
     * @param catalogue the game whose catalogue names type ids: the level's own version, or the game a WAD2
     *                  library is made for (none for a TombEngine library, whose ids are its own)
     * @param animationNames the name of each animation of the level's table, in its order; empty when the file
     *                       names none
     */
    public ModelNames(Level level, Optional<ObjectNames> libraryNames, Optional<GameVersion> catalogue,
                      List<String> animationNames) {
        this.level = level;
        this.libraryNames = libraryNames;
        this.catalogue = catalogue;
        this.animationNames = List.copyOf(animationNames);
    }

    /** Whether the file names its animations. */
    public boolean namesAnimations() {
        return !animationNames.isEmpty();
    }

    /** The name the file gives animation {@code animation} of the level's table; empty when it gives none. */
    public String animation(int animation) {
        return animation >= 0 && animation < animationNames.size() ? animationNames.get(animation) : "";
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
