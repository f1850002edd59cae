package org.tomblens.maker.script;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.maker.write.ByteSink;

/**
 * Strings as both script formats store them: one after another, each Latin-1 byte XOR-ed with a key, each
 * ended by a terminator that is not XOR-ed; and where each starts.
 */
record XoredStrings(byte[] data, List<Integer> offsets) {

    static XoredStrings of(List<String> strings, int key) {
        var data = new ByteSink(1024);
        var offsets = new ArrayList<Integer>();
        for (var string : strings) {
            offsets.add(data.position());
            for (var b : string.getBytes(StandardCharsets.ISO_8859_1)) {
                data.u8("string", (b & 0xFF) ^ key);
            }
            data.u8("string.terminator", 0);
        }
        return new XoredStrings(data.toByteArray(), offsets);
    }
}
