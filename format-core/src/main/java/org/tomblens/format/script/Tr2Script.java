package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * A TR2/TR3 script, {@code TOMBPC.DAT} and its kin (TRosettaStone 3 §11): the version, a description, 128 bytes of
 * game flow with the counts, the flags and the XOR key, then string arrays (each an offset per string, the total
 * size, the strings XOR-ed with the key when the flags say so), the sequences, the game strings, the platform's
 * strings and, per level, the names of its four puzzle items, its two pickups (quest items) and its four keys. What
 * a viewer needs of it: the levels in order with their names and paths, and their items' names.
 *
 * <p>Real scripts come in three layouts that only their ends tell apart ({@link Layout}); the game does not check,
 * so the layout read is the one that consumes the file exactly.
 *
 * @param levels in the script's order (the title level is not one of them)
 * @param cutscenes the in-engine cutscene levels (TR1–TR3 style, §9.7), in the order of the cutscene path strings,
 *                  with what the sequence that plays each sets for it
 * @param layout the layout the file was read in
 */
public record Tr2Script(List<Level> levels, List<Cutscene> cutscenes, Layout layout) {
    public Tr2Script {
        levels = List.copyOf(levels);
        cutscenes = List.copyOf(cutscenes);
    }

    static final int USE_XOR = 0x100;
    static final int DESCRIPTION_BYTES = 256;

    /**
     * Where the scripts differ after the demo levels: the PlayStation's FMV frame ranges, the number of the
     * platform's own strings, and whether secret and special item names (4 and 2 arrays) stand between the puzzles
     * and the pickups. Real files show each: retail PC scripts (TR2, TR3 and their Gold games) end after the 41 PC
     * strings and ten item arrays; retail PlayStation ones have 80 strings; the TR2 PlayStation beta 79 strings and
     * the six extra arrays.
     */
    public enum Layout {
        PC(false, 41, false), PSX(true, 80, false), PSX_BETA(true, 79, true);

        final boolean fmvFrames;
        final int platformStrings;
        final boolean secretsAndSpecials;

        Layout(boolean fmvFrames, int platformStrings, boolean secretsAndSpecials) {
            this.fmvFrames = fmvFrames;
            this.platformStrings = platformStrings;
            this.secretsAndSpecials = secretsAndSpecials;
        }

        /** Whether two u32 frame numbers per FMV follow the demo levels. */
        public boolean fmvFrames() {
            return fmvFrames;
        }

        /** How many strings of the platform's own follow the game strings. */
        public int platformStrings() {
            return platformStrings;
        }

        /** Whether four secret and two special item arrays stand between the puzzles and the pickups. */
        public boolean secretsAndSpecials() {
            return secretsAndSpecials;
        }
    }

    /** One level: its name, its path as written ({@code data\wall.TR2}), and its items' names (null where none). */
    public record Level(String name, String path, List<String> puzzles, List<String> pickups, List<String> keys) {
        public Level {
            // Unmodifiable copies that keep their nulls (List.copyOf refuses them).
            puzzles = Collections.unmodifiableList(new ArrayList<>(puzzles));
            pickups = Collections.unmodifiableList(new ArrayList<>(pickups));
            keys = Collections.unmodifiableList(new ArrayList<>(keys));
        }
    }

    /**
     * A cutscene level as the script plays it: its path, and what the sequence that plays it set before (opcode
     * 16, {@code CutAngle}, the turn the cutscene's frames are measured by; opcode 10, {@code Track}, the soundtrack
     * it plays), each null when no sequence sets it.
     */
    public record Cutscene(String path, Integer angle, Integer track) {}

    /** What the game flow says, up to the demo levels, which every layout shares. */
    private record Head(int levelCount, int fmvCount, int key, List<String> names, List<String> paths,
                        List<Cutscene> cutscenes, int end) {}

    /**
     * Reads a script in the layout that consumes it exactly; when none does, fails with the error of the layout
     * that read furthest.
     */
    public static Tr2Script read(byte[] bytes) {
        var head = head(new ByteCursor(bytes, "file"));
        LevelFormatException closest = null;
        for (var layout : Layout.values()) {
            try {
                return tail(new ByteCursor(bytes, "file"), head, layout);
            } catch (LevelFormatException e) {
                if (closest == null || e.offset() > closest.offset()) {
                    closest = e;
                }
            }
        }
        throw closest;
    }

    private static Head head(ByteCursor in) {
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
        var cutscenePaths = strings(in, cutsceneCount, key, "cutscenePathStrings");
        var sequenceOffsets = new int[levelCount + 1];
        in.require("sequenceOffsets", 2L * sequenceOffsets.length);
        for (int i = 0; i < sequenceOffsets.length; i++) {
            sequenceOffsets[i] = in.u16("sequenceOffsets[" + i + "]");
        }
        var sequenceBytes = in.u16("sequenceNumBytes");
        var sequences = in.slice("sequences", sequenceBytes);
        in.skip("sequences", sequenceBytes);
        in.skip("demoLevelIds", 2L * demoCount);
        var cutscenes = ScriptSequences.cutscenes(sequences, sequenceOffsets, cutscenePaths);
        return new Head(levelCount, fmvCount, key, names, paths, cutscenes, in.position());
    }

    /** The rest of the file in {@code layout}, which must end where the file does. */
    private static Tr2Script tail(ByteCursor in, Head head, Layout layout) {
        var levelCount = head.levelCount();
        var key = head.key();
        in.seek("psxFmvInfo", head.end());
        if (layout.fmvFrames) {
            in.skip("psxFmvInfo", 8L * head.fmvCount());
        }
        var gameStrings = in.u16("numGameStrings");
        strings(in, gameStrings, key, "gameStrings");
        strings(in, layout.platformStrings, key, layout == Layout.PC ? "pcStrings" : "psxStrings");
        var puzzles = arrays(in, 4, levelCount, key, "puzzleStrings");
        if (layout.secretsAndSpecials) {
            arrays(in, 4, levelCount, key, "secretsStrings");
            arrays(in, 2, levelCount, key, "specialStrings");
        }
        var pickups = arrays(in, 2, levelCount, key, "pickupStrings");
        var keys = arrays(in, 4, levelCount, key, "keyStrings");
        if (!in.atEnd()) {
            throw in.error("keyStrings", in.remaining() + " bytes after the last key names in the " + layout
                    + " layout");
        }
        var levels = new ArrayList<Level>(levelCount);
        for (int i = 0; i < levelCount; i++) {
            levels.add(new Level(head.names().get(i), head.paths().get(i), column(puzzles, i), column(pickups, i),
                    column(keys, i)));
        }
        return new Tr2Script(levels, head.cutscenes(), layout);
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

    /**
     * A string array (§11.1.1): {@code count} offsets, the data's size, the data. Real scripts XOR every byte of a
     * string with the key, its terminator too, so a string ends where a byte decodes to 0; one cut by the block's end
     * ends there.
     */
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
            strings.add(in.keyedTerminated(field + "[" + i + "]", key, start + size));
        }
        in.seek(field + ".end", start + size);
        return strings;
    }
}
