package org.tomblens.render.mesh;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** A direct little-endian byte buffer that doubles as it fills, for assembling vertex and index data once. */
final class GrowingBuffer {
    private ByteBuffer buffer;

    GrowingBuffer(int initialBytes) {
        buffer = ByteBuffer.allocateDirect(Math.max(64, initialBytes)).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Makes room for {@code bytes} more and returns the buffer, positioned where they go. */
    ByteBuffer reserve(int bytes) {
        if (buffer.remaining() < bytes) {
            var bigger = ByteBuffer.allocateDirect(Math.max(buffer.capacity() * 2, buffer.position() + bytes))
                    .order(ByteOrder.LITTLE_ENDIAN);
            buffer.flip();
            bigger.put(buffer);
            buffer = bigger;
        }
        return buffer;
    }

    int position() {
        return buffer.position();
    }

    /** The bytes written, as a buffer from 0 to the end of what was written. */
    ByteBuffer finish() {
        var done = buffer.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        done.flip();
        return done;
    }
}
