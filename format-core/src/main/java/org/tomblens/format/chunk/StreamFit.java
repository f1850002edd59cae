package org.tomblens.format.chunk;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;

/**
 * How well a chunk stream's frame fits some bytes, read from the chunk headers alone (id sizes, ids, data sizes):
 * a format with more than one arrangement of its tree is read in the one whose stream ends where the bytes do.
 *
 * @param reached where the frame ends, or where it broke
 * @param complete whether the stream's end marker was found
 * @param end where the bytes end
 */
public record StreamFit(long reached, boolean complete, long end) {
    /** How the stream starting at {@code in}'s position fits the rest of {@code in}; {@code in} does not move. */
    public static StreamFit of(ByteCursor in) {
        var probe = in.slice("stream", in.remaining());
        try {
            while (true) {
                var idSize = probe.leb128("chunkIdSize");
                if (idSize == 0) {
                    return new StreamFit(probe.position(), true, probe.end());
                }
                if (idSize < 0 || idSize > probe.remaining()) {
                    break;
                }
                probe.skip("chunkId", idSize);
                var size = probe.leb128("dataSize");
                if (size < 0 || size > probe.remaining()) {
                    break;
                }
                probe.skip("data", size);
            }
        } catch (LevelFormatException brokenHere) {
            // a LEB128 number ran out of bytes: the frame reached its position
        }
        return new StreamFit(probe.position(), false, probe.end());
    }

    /**
     * Whether the bytes at {@code in}'s position hold a LEB128 number and then a stream rather than a stream alone:
     * the stream alone when it ends exactly where the bytes do, else whichever fits better. {@code in} does not move.
     */
    public static boolean numberFirst(ByteCursor in) {
        var alone = of(in);
        if (alone.exact()) {
            return false;
        }
        var afterNumber = in.slice("stream", in.remaining());
        try {
            afterNumber.leb128("number");
        } catch (LevelFormatException tooShort) {
            return false;
        }
        return of(afterNumber).betterThan(alone);
    }

    /** Whether the stream ends exactly where the bytes do. */
    public boolean exact() {
        return complete && reached == end;
    }

    /** Whether this fit is better than {@code other}: exact first, then a complete stream, then the longer walk. */
    public boolean betterThan(StreamFit other) {
        if (exact() != other.exact()) {
            return exact();
        }
        if (complete != other.complete) {
            return complete;
        }
        return reached > other.reached;
    }
}
