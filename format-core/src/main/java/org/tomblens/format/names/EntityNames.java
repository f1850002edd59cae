package org.tomblens.format.names;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/**
 * What each entity type id is called in each game: TR1–TR3 as TRosettaStone 3's catalogue (§15.1) names
 * them, TR4 and TR5 as the level editors' object lists do (Tomb Editor's catalogue of the TRLE slots).
 * The sources are cited in the tables themselves ({@code entities-tr*.tsv}).
 */
public final class EntityNames {
    private static final Map<GameVersion, NameTable> TABLES = new EnumMap<>(GameVersion.class);

    static {
        for (var version : GameVersion.values()) {
            TABLES.put(version, NameTable.load("entities-" + version.name().toLowerCase() + ".tsv", 1));
        }
    }

    private EntityNames() {}

    /** The name of type {@code type} in {@code version}, empty when the catalogue has none. */
    public static Optional<String> name(GameVersion version, int type) {
        return TABLES.get(version).name(0, type);
    }

    /**
     * The type ids the catalogue of {@code version} calls {@code name}: none, one, or (TR1–TR3's items, which are
     * one type where they lie and another in the inventory) two.
     */
    public static List<Integer> types(GameVersion version, String name) {
        return TABLES.get(version).indicesOf(0, name);
    }
}
