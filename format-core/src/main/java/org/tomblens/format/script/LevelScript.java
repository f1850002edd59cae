package org.tomblens.format.script;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * What the game says of one level: its title and the names its inventory items have.
 * <ul>
 *   <li>TR1 has no script: its levels' titles are the game's own, by file name.
 *   <li>TR2 and TR3: {@code TOMBPC.DAT} (or the Gold games' {@code TOMBPCG.DAT}, or {@code TOMBPSX.DAT}).
 *   <li>TR4 (and TRLE's engine folder) and TR5: {@code SCRIPT.DAT} with the first of its language files that is
 *       there.
 * </ul>
 * A script is looked for beside the level, in the folder above it and in a DATA folder next to it, in any letter
 * case; the level's entry is the one whose path names the level's file.
 *
 * @param script the script file read, or null when none was (TR1, or none found)
 * @param title the level's title, or null
 * @param items names by entity type id
 * @param problems why names are missing, for the Level panel to say
 * @param order the game's levels in its order, as file names without extension in upper case (empty without a
 *              script), for stepping from one level to the next as the game does
 * @param settings what the script sets for the level besides names, in words (TR4/TR5: options, fog, sky layers)
 * @param atmosphere the distance fog and sky layers the script sets for the level (TR4/TR5)
 * @param itemNames the script's item names slot by slot, or null without a script entry for the level
 * @param cutscene what a TR2/TR3 script sets for the level when it plays it as a cutscene, or null
 * @param startCutscene the cutscene a TR4/TR5 script starts the level with (opcode 0x84), or -1
 */
public record LevelScript(Path script, String title, Map<Integer, String> items, List<String> problems,
                          List<String> order, List<String> settings, Atmosphere atmosphere, ItemNames itemNames,
                          Tr2Script.Cutscene cutscene, int startCutscene) {
    /**
     * What a TR4/TR5 script's title level (opcode 0x82) is called: the script stores no name for it and the game
     * shows none, but a viewer names what it shows.
     */
    public static final String TITLE_LEVEL = "Title";
    static final String TR4_SCRIPT = "SCRIPT.DAT";
    static final List<String> TR2_SCRIPTS = List.of("TOMBPC.DAT", "TOMBPCG.DAT", "TOMBPSX.DAT");
    /** Script files are a few kilobytes; anything past this is not one. */
    private static final long MAX_BYTES = 4L << 20;
    private static final LevelScript NONE = new LevelScript(null, null, Map.of(), List.of(), List.of(), List.of(),
            Atmosphere.NONE, null);

    public LevelScript {
        items = Map.copyOf(items);
        problems = List.copyOf(problems);
        order = List.copyOf(order);
        settings = List.copyOf(settings);
    }

    /** What the script says of a level it does not play as a cutscene. */
    public LevelScript(Path script, String title, Map<Integer, String> items, List<String> problems,
                       List<String> order, List<String> settings, Atmosphere atmosphere, ItemNames itemNames) {
        this(script, title, items, problems, order, settings, atmosphere, itemNames, null, -1);
    }

    /** What the game says of the level in {@code levelFile}, or why it says nothing. */
    public static LevelScript find(Path levelFile, GameVersion version) {
        if (levelFile == null) {
            return NONE;
        }
        return switch (version) {
            case TR1 -> new LevelScript(null, Tr1Titles.title(levelFile), Map.of(), List.of(), Tr1Titles.order(),
                    List.of(), Atmosphere.NONE, null);
            case TR2, TR3 -> tombPc(levelFile, version);
            case TR4, TR5 -> tr4(levelFile, version);
        };
    }

    private static LevelScript tombPc(Path levelFile, GameVersion version) {
        for (var name : TR2_SCRIPTS) {
            var search = NearbyFiles.find(levelFile, name, true);
            if (search.file().isEmpty()) {
                continue;
            }
            var scriptFile = search.file().get();
            try {
                var script = Tr2Script.read(read(scriptFile));
                var order = script.levels().stream().map(level -> stemOf(level.path())).toList();
                for (var level : script.levels()) {
                    if (names(level.path(), levelFile)) {
                        var items = new LinkedHashMap<Integer, String>();
                        put(items, version, "Puzzle ", level.puzzles());
                        put(items, version, "Quest item ", level.pickups());
                        put(items, version, "Key ", level.keys());
                        return new LevelScript(scriptFile, level.name(), items, List.of(), order, List.of(),
                                Atmosphere.NONE, ItemNames.of(level));
                    }
                }
                for (var cutscene : script.cutscenes()) {
                    if (names(cutscene.path(), levelFile)) {
                        return new LevelScript(scriptFile, null, Map.of(), List.of(), order, List.of(),
                                Atmosphere.NONE, null, cutscene, -1);
                    }
                }
                return new LevelScript(scriptFile, null, Map.of(), List.of("the script " + scriptFile
                        + " lists no level named " + levelFile.getFileName()), order, List.of(), Atmosphere.NONE, null);
            } catch (IOException | LevelFormatException e) {
                return unreadable(scriptFile, e);
            }
        }
        return NONE;
    }

    /** Each of {@code names} (item 1, 2, …) for every type the catalogue calls {@code slot} with its number. */
    private static void put(Map<Integer, String> items, GameVersion version, String slot, List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            var name = names.get(i);
            if (name != null) {
                EntityNames.types(version, slot + (i + 1)).forEach(type -> items.put(type, name));
            }
        }
    }

    /** TR4 and TR5 scripts share one layout (§12); TR5's item opcodes name TR5's items. */
    private static LevelScript tr4(Path levelFile, GameVersion version) {
        var search = NearbyFiles.find(levelFile, TR4_SCRIPT, true);
        if (search.file().isEmpty()) {
            return NONE;
        }
        var scriptFile = search.file().get();
        try {
            var script = Tr4Script.read(read(scriptFile));
            var problems = new ArrayList<>(script.problems());
            var order = script.levels().stream().filter(level -> !level.isTitle() && level.path() != null)
                    .map(level -> stemOf(level.path())).toList();
            var language = language(scriptFile.getParent(), script, problems);
            var entry = script.levels().stream().filter(level -> names(level.path(), levelFile)).findFirst();
            if (entry.isEmpty()) {
                problems.add("the script " + scriptFile + " lists no level named " + levelFile.getFileName());
                return new LevelScript(scriptFile, null, Map.of(), problems, order, List.of(), Atmosphere.NONE, null);
            }
            var level = entry.get();
            var title = level.isTitle() ? TITLE_LEVEL : null;
            if (language == null) {
                return new LevelScript(scriptFile, title, Map.of(), problems, order, level.settings(),
                        level.atmosphere(), null, null, level.cutscene());
            }
            var items = new LinkedHashMap<Integer, String>();
            var byOpcode = new LinkedHashMap<Integer, String>();
            level.items().forEach((opcode, string) -> {
                var name = language.string(string);
                if (name != null) {
                    byOpcode.put(opcode, name);
                    ScriptItems.types(version, opcode).forEach(type -> items.put(type, name));
                }
            });
            return new LevelScript(scriptFile, level.isTitle() ? title : language.string(level.titleString()), items,
                    problems, order, level.settings(), level.atmosphere(), ItemNames.of(byOpcode), null, level.cutscene());
        } catch (IOException | LevelFormatException e) {
            return unreadable(scriptFile, e);
        }
    }

    private static LevelScript unreadable(Path scriptFile, Exception e) {
        return new LevelScript(scriptFile, null, Map.of(), List.of("the script " + scriptFile + " cannot be read: "
                + e.getMessage()), List.of(), List.of(), Atmosphere.NONE, null);
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

    /**
     * Whether a script's path ({@code DATA\LVL1}, {@code data\wall.TR2}) names {@code levelFile}: the same file
     * name, in any letter case, with or without its extension.
     */
    static boolean names(String scriptPath, Path levelFile) {
        return scriptPath != null && stemOf(scriptPath).equals(NearbyFiles.stem(levelFile.getFileName().toString()));
    }

    /** A script path's file name without extension, in upper case. */
    private static String stemOf(String scriptPath) {
        var path = scriptPath.replace('\\', '/');
        return NearbyFiles.stem(path.substring(path.lastIndexOf('/') + 1));
    }

    private static byte[] read(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file + " is larger than any script");
        }
        return Files.readAllBytes(file);
    }
}
