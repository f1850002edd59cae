package org.tomblens.format.script;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * What the game's script says of one level: its title and the names its inventory items have, found for a
 * TR4 level (TRLE's engine folder) in the {@code SCRIPT.DAT} beside it, above it or in a DATA folder next to
 * it, with the first of the script's language files that is there. The level's entry is the one whose path
 * names the level's file.
 *
 * @param script the script file read, or null when none was found
 * @param title the level's title, or null
 * @param items names by entity type id
 * @param problems why names are missing, for the Level panel to say
 */
public record LevelScript(Path script, String title, Map<Integer, String> items, List<String> problems) {
    static final String SCRIPT_FILE = "SCRIPT.DAT";
    /** SCRIPT.DAT files are a few kilobytes; anything past this is not one. */
    private static final long MAX_BYTES = 4L << 20;
    private static final LevelScript NONE = new LevelScript(null, null, Map.of(), List.of());

    public LevelScript {
        items = Map.copyOf(items);
        problems = List.copyOf(problems);
    }

    /** The script of the level in {@code levelFile}, or one that says why there is none to use. */
    public static LevelScript find(Path levelFile, GameVersion version) {
        if (levelFile == null || version != GameVersion.TR4) {
            return NONE;
        }
        var search = NearbyFiles.find(levelFile, SCRIPT_FILE, true);
        if (search.file().isEmpty()) {
            return NONE;
        }
        var scriptFile = search.file().get();
        try {
            var script = Tr4Script.read(read(scriptFile));
            var problems = new ArrayList<>(script.problems());
            var language = language(scriptFile.getParent(), script, problems);
            var entry = entryFor(levelFile, script);
            if (entry == null) {
                problems.add("the script " + scriptFile + " lists no level named " + levelFile.getFileName());
                return new LevelScript(scriptFile, null, Map.of(), problems);
            }
            if (language == null) {
                return new LevelScript(scriptFile, null, Map.of(), problems);
            }
            return new LevelScript(scriptFile, language.string(entry.titleString()), items(entry, language, version),
                    problems);
        } catch (IOException | LevelFormatException e) {
            return new LevelScript(scriptFile, null, Map.of(), List.of("the script " + scriptFile
                    + " cannot be read: " + e.getMessage()));
        }
    }

    /** The first of the script's language files found beside it, read; null (with why) when none is. */
    private static LanguageFile language(Path folder, Tr4Script script, List<String> problems) throws IOException {
        for (var name : script.languages()) {
            var file = NearbyFiles.in(folder, name);
            if (file.isPresent()) {
                try {
                    return LanguageFile.read(read(file.get()));
                } catch (LevelFormatException e) {
                    problems.add("the language file " + file.get() + " cannot be read: " + e.getMessage());
                    return null;
                }
            }
        }
        problems.add("none of the script's language files " + script.languages() + " is in " + folder);
        return null;
    }

    /** The script's entry whose path ends in the level's file name (without its extension), in any case. */
    private static Tr4Script.Level entryFor(Path levelFile, Tr4Script script) {
        var name = levelFile.getFileName().toString();
        var dot = name.lastIndexOf('.');
        var stem = (dot > 0 ? name.substring(0, dot) : name).toUpperCase(Locale.ROOT);
        for (var level : script.levels()) {
            if (level.path() == null) {
                continue;
            }
            var path = level.path().replace('\\', '/');
            var last = path.substring(path.lastIndexOf('/') + 1).toUpperCase(Locale.ROOT);
            if (last.equals(stem)) {
                return level;
            }
        }
        return null;
    }

    /** The entry's item names by the entity type each item opcode stands for. */
    private static Map<Integer, String> items(Tr4Script.Level entry, LanguageFile language, GameVersion version) {
        var names = new LinkedHashMap<Integer, String>();
        entry.items().forEach((opcode, string) -> {
            var type = EntityNames.type(version, ScriptItems.catalogueName(opcode));
            var name = language.string(string);
            if (type >= 0 && name != null) {
                names.put(type, name);
            }
        });
        return names;
    }

    private static byte[] read(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file + " is larger than any script");
        }
        return Files.readAllBytes(file);
    }
}
