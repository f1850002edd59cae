package org.tomblens.format.navigation;

import java.util.List;
import org.tomblens.format.model.GameVersion;

/**
 * A kind of zone (§7.3): ground zones for creatures that walk, by how high a step they take, and fly zones for
 * creatures that fly or swim. TR1 stores two ground zones and the fly zone; TR2 and later four and the fly zone.
 */
public enum ZoneType {
    GROUND1, GROUND2, GROUND3, GROUND4, FLY;

    /** The zone types a version stores, in the order it stores them. */
    public static List<ZoneType> of(GameVersion version) {
        return version == GameVersion.TR1 ? List.of(GROUND1, GROUND2, FLY) : List.of(values());
    }

    /** Its name as the command line writes it: ground1 … ground4, fly. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
