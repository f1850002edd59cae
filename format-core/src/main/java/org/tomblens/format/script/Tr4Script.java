package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;

/**
 * A TR4/TR5 {@code SCRIPT.DAT} (TRosettaStone 3 §12.1): a 9-byte header, the level header with its counts and
 * file extensions (56 bytes in all), the level paths with their offsets, then a block of opcodes per level,
 * ended by 0x83, and the language files the game may choose from. Strings are indices into a
 * {@link LanguageFile}; a cut or broken file throws {@link org.tomblens.format.io.LevelFormatException}.
 * What a viewer needs of it: the levels in order, with their title's string, path, options
 * and the names their inventory items have.
 *
 * @param levels in the script's order, the title level first
 * @param languages the language files in the order the game tries them
 * @param problems what did not make sense and was passed over (a path index past the list, an unknown opcode)
 */
public record Tr4Script(List<Level> levels, List<String> languages, List<String> problems) {
    static final int HEADER_BYTES = 56;
    static final int OPCODE_TITLE = 0x82;
    static final int OPCODE_LEVEL = 0x81;
    static final int OPCODE_END = 0x83;
    static final int OPCODE_CUT = 0x84;
    static final int FIRST_ITEM_OPCODE = 0x93;
    static final int LAST_ITEM_OPCODE = 0xD9;

    /**
     * One level's entry.
     *
     * @param path the level's path as written ({@code DATA\LVL1}), without extension; null if none resolves
     * @param titleString the title's index in the language file, or -1 for the title level
     * @param items by item opcode (0x93 KEY_ITEM1 … 0xD9 PICKUP_ITEM4_COMBO2), the name's string index
     * @param settings what the level's other opcodes set, in words (fog colour, sky layers, UV rotation, …)
     * @param atmosphere the fog colour and sky layers among them, as values for a renderer
     * @param cutscene the cutscene the level starts with (opcode 0x84), or -1
     */
    public record Level(String path, int titleString, int options, Map<Integer, Integer> items,
                        List<String> settings, Atmosphere atmosphere, int cutscene) {
        public Level {
            items = Map.copyOf(items);
            settings = List.copyOf(settings);
        }

        public boolean isTitle() {
            return titleString < 0;
        }
    }

    /** Each opcode's argument bytes (§12.1.6); the item opcodes 0x93–0xD9 take 14. */
    private static int argumentBytes(int opcode) {
        return switch (opcode) {
            case 0x80, 0x84, 0x85, 0x86, 0x87, 0x88, 0x8B, 0x8C, 0x90, 0x92 -> 1;
            case 0x81, 0x8E -> 5;
            case 0x82, 0x89, 0x8A -> 4;
            case 0x8D -> 9;
            case 0x8F -> 3;
            case 0x91 -> 25;
            case OPCODE_END -> 0;
            default -> opcode >= FIRST_ITEM_OPCODE && opcode <= LAST_ITEM_OPCODE ? 14 : -1;
        };
    }

    public static Tr4Script read(byte[] bytes) {
        var in = new ByteCursor(bytes, "file");
        in.skip("header", 9);
        var levelCount = in.u8("levelHeader.numTotalLevels");
        in.u16("levelHeader.numUniqueLevelPaths");
        var pathsLength = in.u16("levelHeader.levelpathStringLen");
        var blockLength = in.u16("levelHeader.levelBlockLen");
        in.skip("levelHeader.extensions", 40);
        var pathOffsets = new int[levelCount];
        for (int i = 0; i < levelCount; i++) {
            pathOffsets[i] = in.u16("levelListing.offsetsToLevelpathString[" + i + "]");
        }
        var pathsStart = in.position();
        in.require("levelListing.levelpathStringBlock", pathsLength);
        var paths = new ArrayList<String>(levelCount);
        for (int i = 0; i < levelCount; i++) {
            paths.add(pathOffsets[i] < pathsLength ? text(in, pathsStart + pathOffsets[i],
                    "levelListing.levelpathStringBlock[" + i + "]") : null);
        }
        in.seek("levelListing.offsetsToLevelData", pathsStart + pathsLength);
        var dataOffsets = new int[levelCount];
        for (int i = 0; i < levelCount; i++) {
            dataOffsets[i] = in.u16("levelListing.offsetsToLevelData[" + i + "]");
        }
        var blockStart = in.position();
        in.require("levelBlock", blockLength);
        var problems = new ArrayList<String>();
        var levels = new ArrayList<Level>(levelCount);
        for (int i = 0; i < levelCount; i++) {
            levels.add(level(in, blockStart + dataOffsets[i], "levels[" + i + "]", paths, problems));
        }
        var languages = new ArrayList<String>();
        in.seek("languages", blockStart + blockLength);
        while (!in.atEnd()) {
            var name = text(in, in.position(), "languages[" + languages.size() + "]");
            if (!name.endsWith(".DAT") && !name.endsWith(".dat")) {
                break;   // a TRNG script's own block follows the language list
            }
            languages.add(name);
        }
        return new Tr4Script(levels, languages, problems);
    }

    /** One level's opcodes, up to its end opcode. */
    private static Level level(ByteCursor in, int start, String field, List<String> paths, List<String> problems) {
        in.seek(field, start);
        String path = null;
        var title = -1;
        var options = 0;
        var items = new LinkedHashMap<Integer, Integer>();
        var settings = new ArrayList<String>();
        Optional<Atmosphere.Colour> fog = Optional.empty();
        var layers = new ArrayList<Atmosphere.SkyLayer>();
        var cutscene = -1;
        while (true) {
            var opcode = in.u8(field + ".opcode");
            if (opcode == OPCODE_END) {
                settings.addAll(0, optionNames(options));
                return new Level(path, title, options, items, settings, new Atmosphere(fog, layers), cutscene);
            }
            var size = argumentBytes(opcode);
            if (size < 0) {
                problems.add(field + ": opcode 0x" + Integer.toHexString(opcode) + " at 0x"
                        + Integer.toHexString(in.position() - 1) + " is none the script format has; the level's "
                        + "entry stops there");
                return new Level(path, title, options, items, settings, new Atmosphere(fog, layers), cutscene);
            }
            var argumentsStart = in.position();
            if (opcode == OPCODE_LEVEL) {
                title = in.u8(field + ".level.stringIndex");
                options = in.u16(field + ".level.levelOptions");
                path = path(in.u8(field + ".level.pathIndex"), paths, field, problems);
            } else if (opcode == OPCODE_TITLE) {
                // The title's path is not needed to name levels; TRNG's compiler writes indices past the list here.
                var index = in.u8(field + ".title.pathIndex");
                path = index < paths.size() ? paths.get(index) : null;
                options = in.u16(field + ".title.titleOptions");
            } else if (opcode >= FIRST_ITEM_OPCODE) {
                items.put(opcode, in.u16(field + ".item.stringIndex"));
            } else if (opcode == 0x8F) {
                fog = Optional.of(colour(in, field + ".fog"));
                settings.add("fog colour " + fog.get());
            } else if (opcode == 0x89 || opcode == 0x8A) {
                var layer = new Atmosphere.SkyLayer(opcode == 0x89 ? 1 : 2, colour(in, field + ".layer"),
                        in.s8(field + ".layer.speed"));
                layers.removeIf(other -> other.layer() == layer.layer());
                layers.add(layer);
                layers.sort(Comparator.comparingInt(Atmosphere.SkyLayer::layer));
                settings.add("sky layer " + layer.layer() + " colour " + layer.colour() + ", speed " + layer.speed());
            } else if (opcode == OPCODE_CUT) {
                cutscene = in.u8(field + ".cut.number");
                settings.add("starts with cutscene " + cutscene);
            } else if (opcode == 0x8B) {
                settings.add("UV rotation speed " + in.s8(field + ".uvRotate.speed"));
            }
            in.seek(field + ".arguments", argumentsStart + size);
        }
    }

    private static Atmosphere.Colour colour(ByteCursor in, String field) {
        return new Atmosphere.Colour(in.u8(field + ".red"), in.u8(field + ".green"), in.u8(field + ".blue"));
    }

    /** The level options' bits (§12.1.6) that are set, by the names the TRLE script gives them. */
    private static List<String> optionNames(int options) {
        var names = new ArrayList<String>();
        var known = new String[] {"young Lara", "weather", "horizon", "horizon", "layer 2", "starfield", "lightning",
                "train", "pulse", "coloured horizon", "reset HUB", "coloured horizon", "timer", "mirror",
                "remove amulet", "no level"};
        for (int bit = 0; bit < known.length; bit++) {
            if ((options & 1 << bit) != 0 && !names.contains(known[bit])) {
                names.add(known[bit]);
            }
        }
        return names;
    }

    private static String path(int index, List<String> paths, String field, List<String> problems) {
        if (index < paths.size() && paths.get(index) != null) {
            return paths.get(index);
        }
        problems.add(field + ": path " + index + " is past the script's " + paths.size() + " level paths");
        return null;
    }

    /** A null-terminated ASCII string at {@code offset}. */
    private static String text(ByteCursor in, int offset, String field) {
        in.seek(field, offset);
        return in.terminated(field, 0, in.end());
    }
}
