package org.tomblens.format.names;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tomblens.format.model.GameVersion;

/**
 * What each entity type id is called in each game: TR1–TR3 as TRosettaStone 3's catalogue (§15.1) names
 * them, TR4 and TR5 as the level editors' object lists do (Tomb Editor's catalogue of the TRLE slots).
 * The sources are cited in the tables themselves ({@code entities-tr*.tsv}).
 */
public final class EntityNames {
    /**
     * Each game's table, read at its first use: a level asks for its own game's alone, and the viewer asks first in
     * the level's first frame, on the window's thread (docs/performance.md, "The level first").
     */
    private static final Map<GameVersion, NameTable> TABLES = new ConcurrentHashMap<>();

    private EntityNames() {}

    private static NameTable table(GameVersion version) {
        return TABLES.computeIfAbsent(version,
                read -> NameTable.load("entities-" + read.name().toLowerCase() + ".tsv", 1));
    }

    /** The name of type {@code type} in {@code version}, empty when the catalogue has none. */
    public static Optional<String> name(GameVersion version, int type) {
        return table(version).name(0, type);
    }

    /**
     * The type ids the catalogue of {@code version} calls {@code name}: none, one, or (TR1–TR3's items, which are
     * one type where they lie and another in the inventory) two.
     */
    public static List<Integer> types(GameVersion version, String name) {
        return table(version).indicesOf(0, name);
    }
}
