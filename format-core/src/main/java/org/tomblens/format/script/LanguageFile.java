package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * A TR4/TR5 language file (TRosettaStone 3 §12.2: {@code ENGLISH.DAT}, {@code US.DAT}, …): six counts and
 * lengths, an offset per string counted from the first string, then the strings, generic, PSX and PC, each
 * null-terminated with every byte but the terminator XOR-ed with 0xA5.
 */
public record LanguageFile(List<String> strings) {
    private static final int XOR = 0xA5;
    private static final int HEADER_COUNTS = 6;

    public LanguageFile {
        strings = List.copyOf(strings);
    }

    /** The string at {@code index}, or null where the file has none. */
    public String string(int index) {
        return index >= 0 && index < strings.size() ? strings.get(index) : null;
    }

    /** Reads a language file; throws {@link org.tomblens.format.io.LevelFormatException} where it is cut or wrong. */
    public static LanguageFile read(byte[] bytes) {
        var in = new ByteCursor(bytes, "file");
        var counts = new int[HEADER_COUNTS];
        for (int i = 0; i < HEADER_COUNTS; i++) {
            counts[i] = in.u16("header." + (i < 3 ? "count" : "length") + i);
        }
        var total = counts[0] + counts[1] + counts[2];
        in.require("offsets", 2L * total);
        var offsets = new int[total];
        for (int i = 0; i < total; i++) {
            offsets[i] = in.u16("offsets[" + i + "]");
        }
        var first = in.position();
        var strings = new ArrayList<String>(total);
        for (int i = 0; i < total; i++) {
            in.seek("strings[" + i + "]", first + offsets[i]);
            strings.add(in.terminated("strings[" + i + "]", XOR, in.end()));
        }
        return new LanguageFile(strings);
    }
}
