package org.tomblens.maker.script;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.maker.write.ByteSink;

/**
 * Strings as both script formats store them: one after another, each Latin-1 byte XOR-ed with a key, each ended
 * by a terminator; and where each starts. TR4/TR5 language files leave the terminator as it is; TR2/TR3 game-flow
 * scripts XOR it too (real {@code TOMBPC.DAT} files end their strings with the key byte).
 */
record XoredStrings(byte[] data, List<Integer> offsets) {

    /** Terminators left as zeros (TR4/TR5 language files). */
    static XoredStrings of(List<String> strings, int key) {
        return of(strings, key, 0);
    }

    /** Terminators XOR-ed like every other byte (TR2/TR3 game flow). */
    static XoredStrings withXoredTerminators(List<String> strings, int key) {
        return of(strings, key, key);
    }

    private static XoredStrings of(List<String> strings, int key, int terminator) {
        var data = new ByteSink(1024);
        var offsets = new ArrayList<Integer>();
        for (var string : strings) {
            offsets.add(data.position());
            for (var b : string.getBytes(StandardCharsets.ISO_8859_1)) {
                data.u8("string", (b & 0xFF) ^ key);
            }
            data.u8("string.terminator", terminator);
        }
        return new XoredStrings(data.toByteArray(), offsets);
    }
}
