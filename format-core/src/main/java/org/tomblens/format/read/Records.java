package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Vertex;

/** Reading helpers shared by the per-concern readers (and the WAD reader, whose records are the same). */
public final class Records {
    private Records() {}

    /** Reads {@code count} records, each under the path {@code name[i]}. */
    public static <T> List<T> list(ByteCursor cursor, String name, int count, Function<ByteCursor, T> reader) {
        var records = new ArrayList<T>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter(name, i);
            records.add(reader.apply(cursor));
            cursor.leave();
        }
        return records;
    }

    /** Reads a u32 count of fixed-size records, then the records. */
    public static <T> List<T> counted32(ByteCursor cursor, String name, int recordSize,
                                          Function<ByteCursor, T> reader) {
        var count = cursor.count32("num" + capitalised(name), recordSize);
        return list(cursor, name, count, reader);
    }

    /** Reads a u16 count of fixed-size records, then the records. */
    public static <T> List<T> counted16(ByteCursor cursor, String name, int recordSize,
                                          Function<ByteCursor, T> reader) {
        var count = cursor.count16("num" + capitalised(name), recordSize);
        return list(cursor, name, count, reader);
    }

    /** A {@code tr_vertex}: three int16. */
    public static Vertex vertex(ByteCursor cursor) {
        return new Vertex(cursor.s16("x"), cursor.s16("y"), cursor.s16("z"));
    }

    /** A bounding box of six int16, min and max per axis. */
    public static BoundingBox box(ByteCursor cursor) {
        return new BoundingBox(cursor.s16("minX"), cursor.s16("maxX"), cursor.s16("minY"), cursor.s16("maxY"),
                cursor.s16("minZ"), cursor.s16("maxZ"));
    }

    private static String capitalised(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
