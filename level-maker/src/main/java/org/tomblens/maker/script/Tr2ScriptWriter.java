package org.tomblens.maker.script;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tomblens.format.script.Tr2Script;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a TR2/TR3 {@code TOMBPC.DAT} as TRosettaStone 3 §11 and real scripts lay it out: version 3, a description,
 * the 128-byte game flow (counts, flags with UseXor, the XOR key), then the string arrays, a sequence per level
 * (Level, End), the game strings, the platform's strings (41 on PC) and per level four puzzle, two pickup and four
 * key names, where the file ends; every byte of every string XOR-ed with the key, its terminator too, as in real scripts. The PlayStation layouts
 * ({@link Tr2Script.Layout}) can be written too: no FMVs, so no frame ranges; 80 or 79 strings; the beta's four
 * secret and two special arrays, left blank.
 */
public final class Tr2ScriptWriter {
    private static final int USE_XOR = 0x100;
    private static final int OPCODE_LEVEL = 4;
    private static final int OPCODE_END = 9;

    private Tr2ScriptWriter() {}

    /** A level: its name, its path ({@code data\wall.TR2}), and its puzzles (4), pickups (2) and keys (4), "" for none. */
    public record Level(String name, String path, List<String> puzzles, List<String> pickups, List<String> keys) {}

    /** A PC script, as the retail games ship it. */
    public static byte[] script(List<Level> levels, int xorKey) {
        return script(levels, xorKey, Tr2Script.Layout.PC);
    }

    public static byte[] script(List<Level> levels, int xorKey, Tr2Script.Layout layout) {
        var out = new ByteSink(8192);
        out.u32("version", 3);
        out.bytes("description", padded("TombLens test script", 256));
        out.u16("gameflowSize", 128);
        out.bytes("gameflow.options", new byte[28 + 36]);
        out.u16("gameflow.numLevels", levels.size());
        out.u16("gameflow.numChapterScreens", 0);
        out.u16("gameflow.numTitles", 1);
        out.u16("gameflow.numFMVs", 0);
        out.u16("gameflow.numCutscenes", 0);
        out.u16("gameflow.numDemoLevels", 0);
        out.bytes("gameflow.soundAndSingleLevel", new byte[4 + 32]);
        out.u16("gameflow.flags", USE_XOR);
        out.bytes("gameflow.unknown3", new byte[6]);
        out.u8("gameflow.xorKey", xorKey);
        out.bytes("gameflow.languageAndSecretSound", new byte[1 + 2 + 4]);
        strings(out, levels.stream().map(Level::name).toList(), xorKey);
        strings(out, List.of(), xorKey);
        strings(out, List.of("data\\title.TR2"), xorKey);
        strings(out, List.of(), xorKey);
        strings(out, levels.stream().map(Level::path).toList(), xorKey);
        strings(out, List.of(), xorKey);
        var sequences = new ByteSink(256);
        var offsets = new ArrayList<Integer>();
        for (int i = 0; i <= levels.size(); i++) {
            offsets.add(sequences.position());
            if (i > 0) {
                sequences.u16("sequence.level", OPCODE_LEVEL);
                sequences.u16("sequence.levelId", i);
            }
            sequences.u16("sequence.end", OPCODE_END);
        }
        offsets.forEach(offset -> out.u16("sequenceOffsets", offset));
        out.u16("sequenceNumBytes", sequences.position());
        out.bytes("sequences", sequences.toByteArray());
        out.u16("numGameStrings", 1);
        strings(out, List.of("Inventory"), xorKey);
        strings(out, Collections.nCopies(layout.platformStrings(), layout.name()), xorKey);
        items(out, levels, 4, level -> level.puzzles(), xorKey);
        if (layout.secretsAndSpecials()) {
            items(out, levels, 4, level -> List.of("", "", "", ""), xorKey);
            items(out, levels, 2, level -> List.of("", ""), xorKey);
        }
        items(out, levels, 2, level -> level.pickups(), xorKey);
        items(out, levels, 4, level -> level.keys(), xorKey);
        return out.toByteArray();
    }

    /** {@code count} arrays, the i-th holding each level's i-th name. */
    private static void items(ByteSink out, List<Level> levels, int count,
                              java.util.function.Function<Level, List<String>> names, int key) {
        for (int i = 0; i < count; i++) {
            var index = i;
            strings(out, levels.stream().map(level -> names.apply(level).get(index)).toList(), key);
        }
    }

    /** A string array (§11.1.1): the offsets, the total size, the strings and their terminators XOR-ed. */
    private static void strings(ByteSink out, List<String> strings, int key) {
        var xored = XoredStrings.withXoredTerminators(strings, key);
        xored.offsets().forEach(offset -> out.u16("offsets", offset));
        out.u16("totalSize", xored.data().length);
        out.bytes("data", xored.data());
    }

    private static byte[] padded(String text, int length) {
        var bytes = new byte[length];
        var ascii = text.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(ascii, 0, bytes, 0, ascii.length);
        return bytes;
    }
}
