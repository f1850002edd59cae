package org.tomblens.format.names;

import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/**
 * The flipeffect names of each game (TRosettaStone 3 §9.9.2): what a trigger's flipeffect action or an
 * animation's effect command sets off.
 */
public final class FlipeffectNames {
    private static final NameTable TABLE = NameTable.load("flipeffects.tsv", GameVersion.values().length);

    private FlipeffectNames() {}

    /** The name of flipeffect {@code index} in {@code version}, empty when it has none or does nothing. */
    public static Optional<String> name(GameVersion version, int index) {
        return TABLE.name(version.ordinal(), index);
    }
}
