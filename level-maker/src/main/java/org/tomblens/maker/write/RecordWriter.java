package org.tomblens.maker.write;

import java.util.List;
import java.util.function.BiConsumer;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Vertex;

/** Writing helpers shared by the per-concern writers: the twins of the reading ones. */
final class RecordWriter {
    private RecordWriter() {}

    /** Writes each record under the path {@code name[i]}. */
    static <T> void list(ByteSink sink, String name, List<T> records, BiConsumer<ByteSink, T> writer) {
        for (int i = 0; i < records.size(); i++) {
            sink.enter(name, i);
            writer.accept(sink, records.get(i));
            sink.leave();
        }
    }

    /** A u32 count, then the records. */
    static <T> void counted32(ByteSink sink, String name, List<T> records, BiConsumer<ByteSink, T> writer) {
        sink.u32("num" + capitalised(name), records.size());
        list(sink, name, records, writer);
    }

    /** A u16 count, then the records. */
    static <T> void counted16(ByteSink sink, String name, List<T> records, BiConsumer<ByteSink, T> writer) {
        sink.u16("num" + capitalised(name), records.size());
        list(sink, name, records, writer);
    }

    /** A {@code tr_vertex}: three int16. */
    static void vertex(ByteSink sink, Vertex vertex) {
        sink.s16("x", vertex.x());
        sink.s16("y", vertex.y());
        sink.s16("z", vertex.z());
    }

    /** A bounding box of six int16, min and max per axis. */
    static void box(ByteSink sink, BoundingBox box) {
        sink.s16("minX", box.minX());
        sink.s16("maxX", box.maxX());
        sink.s16("minY", box.minY());
        sink.s16("maxY", box.maxY());
        sink.s16("minZ", box.minZ());
        sink.s16("maxZ", box.maxZ());
    }

    /** A u16 count, then faces of 3 or 4 u16 vertex indices and a u16 texture (§2.4.3–2.4.4). */
    static void faces(ByteSink sink, String name, List<Face> faces, boolean quads) {
        sink.u16("num" + capitalised(name), faces.size());
        list(sink, name, faces, (s, face) -> {
            if (face.isQuad() != quads) {
                throw s.error("vertices", quads ? "a triangle among the quads" : "a quad among the triangles");
            }
            for (int corner = 0; corner < face.vertexCount(); corner++) {
                s.u16("vertices", face.vertex(corner));
            }
            s.u16("texture", face.texture());
            absent(s, "effects", face.effects());
        });
    }

    /** Fails unless a field the layout written has no place for is 0 (or empty): writing must not drop data. */
    static void absent(ByteSink sink, String field, long value) {
        if (value != 0) {
            throw sink.error(field, "is " + value + ", but the layout written has no place for it");
        }
    }

    private static String capitalised(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
