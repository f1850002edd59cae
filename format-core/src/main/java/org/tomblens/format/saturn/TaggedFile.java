package org.tomblens.format.saturn;

import java.nio.charset.StandardCharsets;
import org.tomblens.format.io.ByteCursor;

/**
 * One of the four files of a Saturn level, read as trview's reader describes them: an 8-byte name ({@code ROOMFILE},
 * {@code OBJFILE}, {@code SPRFILE}, {@code SOUNDFX}), a word and the version word (32 in every retail file), then
 * tags until the file's end tag. A tag is an 8-byte name padded with spaces or zeros, then mostly a record size and a
 * record count, big-endian, and the records; the size is not always the records' own, so each section reads its
 * records at the size it knows.
 */
final class TaggedFile {
    static final int NAME_BYTES = 8;

    private final ByteCursor cursor;
    private final String endTag;
    private final long version;
    private int tagOffset;

    /** Reads the head of {@code bytes}, which must start with {@code fileTag}. */
    TaggedFile(byte[] bytes, String region, String fileTag, String endTag) {
        this.cursor = ByteCursor.bigEndian(bytes, region);
        this.endTag = endTag;
        var name = name(cursor, "fileTag");
        if (!name.equals(fileTag)) {
            throw cursor.errorAt(0, "fileTag", "expected \"" + fileTag + "\", found \"" + name + "\"");
        }
        cursor.skip("fileSize", 4);
        this.version = cursor.u32("version");
    }

    /** Whether {@code bytes} start with the 8-byte name {@code fileTag}. */
    static boolean startsWith(byte[] bytes, String fileTag) {
        if (bytes.length < NAME_BYTES) {
            return false;
        }
        return trimmed(new String(bytes, 0, NAME_BYTES, StandardCharsets.ISO_8859_1)).equals(fileTag);
    }

    ByteCursor cursor() {
        return cursor;
    }

    long version() {
        return version;
    }

    /** The next tag's name, or null at the end tag (whatever follows it is not read). */
    String next() {
        tagOffset = cursor.position();
        var tag = name(cursor, "tag");
        return tag.equals(endTag) ? null : tag;
    }

    /** Where the tag {@link #next} read starts. */
    int tagOffset() {
        return tagOffset;
    }

    /** Skips a section whose record size and count are both right. */
    void skipSection(String tag) {
        var size = cursor.u32(tag + ".size");
        var countOffset = cursor.position();
        var count = cursor.u32(tag + ".count");
        cursor.checkedCount(countOffset, tag + ".count", size * count, 1);
        cursor.skip(tag, size * count);
    }

    /** Reads past a section's stored record size and returns its count of records of {@code recordSize} bytes. */
    int count(String tag, int recordSize) {
        cursor.skip(tag + ".size", 4);
        return cursor.count32(tag + ".count", recordSize);
    }

    /** Fails on a tag no section of the file is known to hold. */
    RuntimeException unknown(String tag) {
        return cursor.errorAt(tagOffset, "tag", "unknown tag \"" + tag + "\"");
    }

    /** An 8-byte name, trailing zeros and spaces dropped. */
    static String name(ByteCursor cursor, String field) {
        return trimmed(new String(cursor.bytes(field, NAME_BYTES), StandardCharsets.ISO_8859_1));
    }

    private static String trimmed(String name) {
        var end = name.length();
        while (end > 0 && (name.charAt(end - 1) == 0 || name.charAt(end - 1) == ' ')) {
            end--;
        }
        var text = new StringBuilder();
        for (var c : name.substring(0, end).toCharArray()) {
            text.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\x%02X", (int) c));
        }
        return text.toString();
    }
}
