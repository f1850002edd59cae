package org.tomblens.maker.chunk;

import java.nio.charset.StandardCharsets;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes the chunk trees of Tomb Editor's files, the writing twin of the format core's chunk walker: a chunk is
 * its id (a LEB128 size and its bytes), its data size (LEB128) and its data; a stream of chunks ends with a zero
 * byte. A chunk's data is written into a sink of its own first, so that its size is known before it.
 */
public final class ChunkSink {
    /** Writes the values and chunks of one chunk's data. */
    public interface Body {
        void write(ChunkSink data);
    }

    private final ByteSink out;

    public ChunkSink(ByteSink out) {
        this.out = out;
    }

    /** A chunk holding what {@code body} writes. */
    public void chunk(String id, Body body) {
        var data = new ByteSink(64);
        body.write(new ChunkSink(data));
        var idBytes = id.getBytes(StandardCharsets.US_ASCII);
        leb(idBytes.length);
        out.bytes(id, idBytes);
        leb(data.position());
        out.bytes(id, data.toByteArray());
    }

    /** A chunk holding what {@code body} writes and then the end of a stream of chunks (possibly empty). */
    public void chunkWithStream(String id, Body body) {
        chunk(id, data -> {
            body.write(data);
            data.end();
        });
    }

    /** The end of a chunk stream. */
    public void end() {
        leb(0);
    }

    /** A signed LEB128 number: seven bits a byte, low first, the last byte's bit 6 the sign. */
    public void leb(long value) {
        while (true) {
            var low = (int) (value & 0x7F);
            value >>= 7;
            if (value == 0 && (low & 0x40) == 0 || value == -1 && (low & 0x40) != 0) {
                out.u8("leb", low);
                return;
            }
            out.u8("leb", low | 0x80);
        }
    }

    public void f32(float value) {
        out.f32("f32", value);
    }

    public void s32(int value) {
        out.s32("s32", value);
    }

    public void u8(int value) {
        out.u8("u8", value);
    }

    public void bytes(byte[] values) {
        out.bytes("bytes", values);
    }

    public void vector2(Vector2 value) {
        f32(value.x());
        f32(value.y());
    }

    public void vector3(Vector3 value) {
        f32(value.x());
        f32(value.y());
        f32(value.z());
    }

    // --- leaf chunks ---

    public void lebChunk(String id, long value) {
        chunk(id, data -> data.leb(value));
    }

    public void textChunk(String id, String text) {
        chunk(id, data -> data.bytes(text.getBytes(StandardCharsets.UTF_8)));
    }

    public void floatChunk(String id, float value) {
        chunk(id, data -> data.f32(value));
    }

    public void vectorChunk(String id, Vector3 value) {
        chunk(id, data -> data.vector3(value));
    }

    public void boolChunk(String id, boolean value) {
        chunk(id, data -> data.u8(value ? 1 : 0));
    }
}
