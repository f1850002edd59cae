package org.tomblens.format.anim;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;

/**
 * The level's models with their roles. From TR3 on, Lara's model (type 0) holds her skeleton and
 * animations but placeholder meshes; her visible meshes are the skin model's, drawn mesh for mesh on her
 * skeleton: type 315 in TR3 (TRosettaStone 3's TR3 type list), 8 in TR4 and TR5. The TR5 skin is type 8 in every TR5 level checked,
 * like TR4's, with the skin's joints at 9. A skin is used only when it has as many meshes as Lara.
 */
public final class ModelList {
    public static final long LARA = 0;

    private final List<ModelEntry> entries;

    private ModelList(List<ModelEntry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The type id of Lara's skin in {@code version}, or -1 when her own meshes are drawn (TR1, TR2). */
    public static long skinId(GameVersion version) {
        return switch (version) {
            case TR1, TR2 -> -1;
            case TR3 -> 315;
            case TR4, TR5 -> 8;
        };
    }

    /** The level's models with their roles; a skin that does not fit is {@link LevelAnimation}'s to report. */
    public static ModelList of(Level level) {
        return of(level.version(), level.animation(), new ArrayList<>());
    }

    static ModelList of(GameVersion version, AnimationData data, List<DataWarning> warnings) {
        var models = data.models();
        var lara = indexOf(data, LARA);
        var skin = indexOf(data, skinId(version));
        if (lara >= 0 && skin >= 0 && models.get(skin).numMeshes() != models.get(lara).numMeshes()) {
            DataWarning.add(warnings, "models[" + skin + "]", "Lara's skin has " + models.get(skin).numMeshes()
                    + " meshes, Lara " + models.get(lara).numMeshes() + "; Lara is drawn with her own meshes");
            skin = -1;
        }
        var entries = new ArrayList<ModelEntry>(models.size());
        for (int m = 0; m < models.size(); m++) {
            var role = ModelRole.ORDINARY;
            var meshModel = m;
            if (m == lara) {
                role = ModelRole.LARA;
                meshModel = skin >= 0 ? skin : m;
            } else if (m == skin) {
                role = ModelRole.LARA_SKIN;
            }
            entries.add(new ModelEntry(m, models.get(m).id(), role, meshModel));
        }
        return new ModelList(entries);
    }

    /** Every model, in the level's order. */
    public List<ModelEntry> entries() {
        return entries;
    }

    /** The model with type id {@code id}, or null. */
    public ModelEntry byId(long id) {
        for (var entry : entries) {
            if (entry.id() == id) {
                return entry;
            }
        }
        return null;
    }

    private static int indexOf(AnimationData data, long id) {
        for (int m = 0; m < data.models().size(); m++) {
            if (data.models().get(m).id() == id) {
                return m;
            }
        }
        return -1;
    }
}
