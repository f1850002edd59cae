package org.tomblens.format.pack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * A PlayStation pack of files (the GAMEWAD.OBJ of TR4's and TR5's discs, trview's {@code Pack.cpp}): a table of 51
 * entries, each a file's offset and size in bytes, the first empty (so the file starts with a zero word); the files
 * follow, each on a 2048-byte CD sector. A part is named by its entry's number, 1 to 50; empty entries are no part.
 * See format-core/docs/packs.md.
 *
 * @param parts the non-empty entries, in the table's order
 */
public record Pack(List<PackPart> parts) {
    /** Entries in the table, the empty first one among them. */
    public static final int ENTRIES = 51;
    /** The bytes the table takes. */
    public static final int TABLE_SIZE = 8 * ENTRIES;
    /** The CD sector the game reads parts by: each part's offset is a whole number of them. */
    public static final int SECTOR = 2048;

    public Pack {
        parts = List.copyOf(parts);
    }

    /**
     * Whether {@code bytes} start as a pack: a zero first word, and a table of at least one part whose entries all
     * place their parts on a sector past the table.
     */
    public static boolean recognises(byte[] bytes) {
        if (bytes.length < TABLE_SIZE) {
            return false;
        }
        var table = new ByteCursor(bytes, "pack");
        if (table.peekU32(0) != 0) {
            return false;
        }
        var any = false;
        for (int entry = 1; entry < ENTRIES; entry++) {
            var offset = table.peekU32(8L * entry);
            var size = table.peekU32(8L * entry + 4);
            if (size == 0) {
                continue;
            }
            if (offset == 0 || offset % SECTOR != 0) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /** The pack in {@code bytes}; a file that is not one is a typed error at its first word or its table. */
    public static Pack read(byte[] bytes) {
        var cursor = new ByteCursor(bytes, "pack");
        if (!recognises(bytes)) {
            throw new LevelFormatException("pack", 0, "table", "not a pack: it does not start with a zero word "
                    + "and a table of parts on 2048-byte sectors");
        }
        cursor.skip("table", 8);
        var parts = new ArrayList<PackPart>();
        for (int entry = 1; entry < ENTRIES; entry++) {
            cursor.enter("table", entry);
            var offset = cursor.u32("offset");
            var size = cursor.u32("size");
            cursor.leave();
            if (size > 0) {
                parts.add(new PackPart(entry, offset, size));
            }
        }
        return new Pack(parts);
    }

    /** Part {@code number}, or a typed error naming the parts there are. */
    public PackPart part(int number) {
        return parts.stream().filter(part -> part.number() == number).findFirst().orElseThrow(() ->
                new LevelFormatException("pack", 8L * Math.max(0, Math.min(number, ENTRIES)), "table",
                        "no part " + number + " (the parts are " + numbers() + ")"));
    }

    /** The bytes of {@code part} of the pack in {@code bytes}; a part past the end of the file is a typed error. */
    public static byte[] bytes(byte[] bytes, PackPart part) {
        if (!part.whole(bytes.length)) {
            throw new LevelFormatException("pack", 8L * part.number(), "table[" + part.number() + "].size",
                    "part " + part.number() + " ends at " + (part.offset() + part.size()) + ", past the file's "
                            + bytes.length + " bytes");
        }
        return Arrays.copyOfRange(bytes, (int) part.offset(), (int) (part.offset() + part.size()));
    }

    private String numbers() {
        return String.join(", ", parts.stream().map(part -> String.valueOf(part.number())).toList());
    }
}
