package org.tomblens.format.script;

import java.nio.file.Path;
import java.util.List;
import org.tomblens.format.io.NearbyFiles;
import java.util.Map;

/**
 * TR1's level titles, which its game keeps in its code rather than a script: the levels of Tomb Raider and of
 * its Unfinished Business expansion by the file names the games give them.
 */
final class Tr1Titles {
    /** In the games' order: Tomb Raider's levels, then Unfinished Business's. */
    private static final List<Map.Entry<String, String>> TITLES = List.of(
            Map.entry("GYM", "Lara's Home"),
            Map.entry("LEVEL1", "Caves"),
            Map.entry("LEVEL2", "City of Vilcabamba"),
            Map.entry("LEVEL3A", "Lost Valley"),
            Map.entry("LEVEL3B", "Tomb of Qualopec"),
            Map.entry("LEVEL4", "St. Francis' Folly"),
            Map.entry("LEVEL5", "Colosseum"),
            Map.entry("LEVEL6", "Palace Midas"),
            Map.entry("LEVEL7A", "The Cistern"),
            Map.entry("LEVEL7B", "Tomb of Tihocan"),
            Map.entry("LEVEL8A", "City of Khamoon"),
            Map.entry("LEVEL8B", "Obelisk of Khamoon"),
            Map.entry("LEVEL8C", "Sanctuary of the Scion"),
            Map.entry("LEVEL10A", "Natla's Mines"),
            Map.entry("LEVEL10B", "Atlantis"),
            Map.entry("LEVEL10C", "The Great Pyramid"),
            Map.entry("EGYPT", "Return to Egypt"),
            Map.entry("CAT", "Temple of the Cat"),
            Map.entry("END", "Atlantean Stronghold"),
            Map.entry("END2", "The Hive"));

    private Tr1Titles() {}

    /** The title of the level in {@code levelFile}, or null for a file name the games do not use. */
    static String title(Path levelFile) {
        var stem = NearbyFiles.stem(levelFile.getFileName().toString());
        return TITLES.stream().filter(entry -> entry.getKey().equals(stem)).map(Map.Entry::getValue).findFirst()
                .orElse(null);
    }

    /** The levels' file names without extension, in the games' order. */
    static List<String> order() {
        return TITLES.stream().map(Map.Entry::getKey).toList();
    }
}
