package org.tomblens.maker.script;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a TR4 {@code SCRIPT.DAT} and its language file as TRosettaStone 3 §12 lays them out: the 9-byte header,
 * the level header with the PSX and PC extensions, the level paths and their offsets, each level's opcodes (a
 * title's 0x82, a level's sky layers, fog, item names and its 0x81, then 0x83), and the language files; and the
 * language file's counts, offsets and strings XOR-ed with 0xA5 but for their terminators.
 */
public final class Tr4ScriptWriter {
    private static final int XOR = 0xA5;
    private static final int ITEM_ARGUMENT_WORDS = 7;

    private Tr4ScriptWriter() {}

    /**
     * A level of the script: a title (when {@code titleString} is negative) or a playable level.
     *
     * @param path its path without extension, as {@code DATA\LEVEL1}
     * @param items the language file's string index by item opcode (0x93 KEY_ITEM1 …)
     * @param atmosphere its fog colour (0x8F) and sky layers (0x89, 0x8A)
     */
    public record Level(String path, int titleString, int options, Map<Integer, Integer> items,
                        Atmosphere atmosphere) {
        public Level(String path, int titleString, int options, Map<Integer, Integer> items) {
            this(path, titleString, options, items, Atmosphere.NONE);
        }
    }

    public static byte[] script(List<Level> levels, List<String> languages) {
        var paths = new ByteSink(256);
        var pathOffsets = new ArrayList<Integer>();
        for (var level : levels) {
            pathOffsets.add(paths.position());
            paths.bytes("levelpathStringBlock", ascii(level.path()));
        }
        var block = new ByteSink(1024);
        var dataOffsets = new ArrayList<Integer>();
        for (int i = 0; i < levels.size(); i++) {
            dataOffsets.add(block.position());
            var level = levels.get(i);
            if (level.titleString() < 0) {
                block.u8("title", 0x82);
                block.u8("title.pathIndex", i);
                block.u16("title.titleOptions", level.options());
                block.u8("title.audio", 0);
            } else {
                atmosphere(block, level.atmosphere());
                for (var item : level.items().entrySet()) {
                    block.u8("item", item.getKey());
                    block.u16("item.stringIndex", item.getValue());
                    for (int w = 1; w < ITEM_ARGUMENT_WORDS; w++) {
                        block.u16("item.placement", 0);
                    }
                }
                block.u8("level", 0x81);
                block.u8("level.stringIndex", level.titleString());
                block.u16("level.levelOptions", level.options());
                block.u8("level.pathIndex", i);
                block.u8("level.audio", 0);
            }
            block.u8("end", 0x83);
        }
        var out = new ByteSink(2048);
        out.u8("header.options", 0x04);
        out.bytes("header.filler", new byte[3]);
        out.u32("header.inputTimeout", 0);
        out.u8("header.security", 0);
        out.u8("levelHeader.numTotalLevels", levels.size());
        out.u16("levelHeader.numUniqueLevelPaths", levels.size());
        out.u16("levelHeader.levelpathStringLen", paths.position());
        out.u16("levelHeader.levelBlockLen", block.position());
        for (var extension : List.of(".PSX", ".FMV", ".CUT", "", ".TR4", ".BIK", ".TR4", "")) {
            var field = new byte[5];
            System.arraycopy(extension.getBytes(StandardCharsets.US_ASCII), 0, field, 0, extension.length());
            out.bytes("levelHeader.extension", field);
        }
        pathOffsets.forEach(offset -> out.u16("offsetsToLevelpathString", offset));
        out.bytes("levelpathStringBlock", paths.toByteArray());
        dataOffsets.forEach(offset -> out.u16("offsetsToLevelData", offset));
        out.bytes("levelBlock", block.toByteArray());
        languages.forEach(language -> out.bytes("languages", ascii(language)));
        return out.toByteArray();
    }

    private static void atmosphere(ByteSink block, Atmosphere atmosphere) {
        for (var layer : atmosphere.skyLayers()) {
            block.u8("layer", layer.layer() == 1 ? 0x89 : 0x8A);
            colour(block, "layer", layer.colour());
            block.u8("layer.speed", layer.speed() & 0xFF);
        }
        atmosphere.fog().ifPresent(fog -> {
            block.u8("fog", 0x8F);
            colour(block, "fog", fog);
        });
    }

    private static void colour(ByteSink block, String field, Atmosphere.Colour colour) {
        block.u8(field + ".red", colour.red());
        block.u8(field + ".green", colour.green());
        block.u8(field + ".blue", colour.blue());
    }

    /** A language file of {@code strings}, all counted as generic strings. */
    public static byte[] language(List<String> strings) {
        var text = XoredStrings.of(strings, XOR);
        var out = new ByteSink(4096);
        out.u16("header.numGenericStrings", strings.size());
        out.u16("header.numPSXStrings", 0);
        out.u16("header.numPCStrings", 0);
        out.u16("header.genericStringsLen", text.data().length);
        out.u16("header.psxStringsLen", 0);
        out.u16("header.pcStringsLen", 0);
        text.offsets().forEach(offset -> out.u16("stringOffsetTable", offset));
        out.bytes("strings", text.data());
        return out.toByteArray();
    }

    /** A null-terminated ASCII string. */
    private static byte[] ascii(String text) {
        var bytes = text.getBytes(StandardCharsets.US_ASCII);
        var terminated = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, terminated, 0, bytes.length);
        return terminated;
    }
}
