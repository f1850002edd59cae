package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * A TR2/TR3 script, {@code TOMBPC.DAT} and its kin (TRosettaStone 3 §11): the version, a description, 128 bytes of
 * game flow with the counts, the flags and the XOR key, then string arrays (each an offset per string, the total
 * size, the strings XOR-ed with the key when the flags say so), the sequences, the game strings and, per level,
 * the names of its four puzzle items, its two pickups (quest items) and its four keys. What a viewer needs of it:
 * the levels in order with their names and paths, and their items' names.
 *
 * @param levels in the script's order (the title level is not one of them)
 */
public record Tr2Script(List<Level> levels) {
    static final int USE_XOR = 0x100;
    static final int DESCRIPTION_BYTES = 256;
    static final int PC_STRINGS = 41;
    static final int PSX_STRINGS = 80;

    /** One level: its name, its path as written ({@code data\wall.TR2}), and its items' names (null where none). */
    public record Level(String name, String path, List<String> puzzles, List<String> pickups, List<String> keys) {
        public Level {
            // Unmodifiable copies that keep their nulls (List.copyOf refuses them).
            puzzles = Collections.unmodifiableList(new ArrayList<>(puzzles));
            pickups = Collections.unmodifiableList(new ArrayList<>(pickups));
            keys = Collections.unmodifiableList(new ArrayList<>(keys));
        }
    }

    /** Reads a script; {@code psx} for TOMBPSX.DAT, which has FMV frame ranges and more strings. */
    public static Tr2Script read(byte[] bytes, boolean psx) {
        var in = new ByteCursor(bytes, "file");
        in.u32("version");
        in.skip("description", DESCRIPTION_BYTES);
        in.u16("gameflowSize");
        in.skip("gameflow.options", 28 + 36);
        var levelCount = in.u16("gameflow.numLevels");
        var chapterCount = in.u16("gameflow.numChapterScreens");
        var titleCount = in.u16("gameflow.numTitles");
        var fmvCount = in.u16("gameflow.numFMVs");
        var cutsceneCount = in.u16("gameflow.numCutscenes");
        var demoCount = in.u16("gameflow.numDemoLevels");
        in.skip("gameflow.soundAndSingleLevel", 4 + 32);
        var flags = in.u16("gameflow.flags");
        in.skip("gameflow.unknown3", 6);
        var storedKey = in.u8("gameflow.xorKey");
        var key = (flags & USE_XOR) != 0 ? storedKey : 0;
        in.skip("gameflow.languageAndSecretSound", 1 + 2 + 4);

        var names = strings(in, levelCount, key, "levelStrings");
        strings(in, chapterCount, key, "chapterScreenStrings");
        strings(in, titleCount, key, "titleStrings");
        strings(in, fmvCount, key, "fmvStrings");
        var paths = strings(in, levelCount, key, "levelPathStrings");
        strings(in, cutsceneCount, key, "cutscenePathStrings");
        in.skip("sequenceOffsets", 2L * (levelCount + 1));
        var sequenceBytes = in.u16("sequenceNumBytes");
        in.skip("sequences", sequenceBytes);
        in.skip("demoLevelIds", 2L * demoCount);
        if (psx) {
            in.skip("psxFmvInfo", 8L * fmvCount);
        }
        var gameStrings = in.u16("numGameStrings");
        strings(in, gameStrings, key, "gameStrings");
        strings(in, psx ? PSX_STRINGS : PC_STRINGS, key, psx ? "psxStrings" : "pcStrings");
        var puzzles = arrays(in, 4, levelCount, key, "puzzleStrings");
        if (!psx) {
            arrays(in, 4, levelCount, key, "secretsStrings");
            arrays(in, 2, levelCount, key, "specialStrings");
        }
        var pickups = arrays(in, 2, levelCount, key, "pickupStrings");
        var keys = arrays(in, 4, levelCount, key, "keyStrings");
        var levels = new ArrayList<Level>(levelCount);
        for (int i = 0; i < levelCount; i++) {
            levels.add(new Level(names.get(i), paths.get(i), column(puzzles, i), column(pickups, i), column(keys, i)));
        }
        return new Tr2Script(levels);
    }

    /** {@code count} string arrays of one string per level each. */
    private static List<List<String>> arrays(ByteCursor in, int count, int levels, int key, String field) {
        var arrays = new ArrayList<List<String>>(count);
        for (int i = 0; i < count; i++) {
            arrays.add(strings(in, levels, key, field + "[" + i + "]"));
        }
        return arrays;
    }

    /** The level's entry of each array, blank names read as none. */
    private static List<String> column(List<List<String>> arrays, int level) {
        var names = new ArrayList<String>(arrays.size());
        for (var array : arrays) {
            var name = array.get(level);
            names.add(name.isBlank() ? null : name);
        }
        return names;
    }

    /** A string array (§11.1.1): {@code count} offsets, the data's size, the data. */
    private static List<String> strings(ByteCursor in, int count, int key, String field) {
        in.require(field + ".offsets", 2L * count + 2);
        var offsets = new int[count];
        for (int i = 0; i < count; i++) {
            offsets[i] = in.u16(field + ".offsets[" + i + "]");
        }
        var size = in.u16(field + ".totalSize");
        var start = in.position();
        in.require(field + ".data", size);
        var strings = new ArrayList<String>(count);
        for (int i = 0; i < count; i++) {
            if (offsets[i] >= size) {
                throw in.error(field + ".offsets[" + i + "]", "offset " + offsets[i] + " is past the "
                        + size + " bytes of strings");
            }
            in.seek(field + "[" + i + "]", start + offsets[i]);
            // A string cut by the block's end ends there.
            strings.add(in.terminated(field + "[" + i + "]", key, start + size));
        }
        in.seek(field + ".end", start + size);
        return strings;
    }
}
