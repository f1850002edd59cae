package org.tomblens.format.chunk;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;

/**
 * Walks the chunk streams of Tomb Editor's files ([PRJ2] projects, WAD2 libraries):
 * {@code Leb128 idSize, id, Leb128 dataSize, data} until a chunk whose id size is 0.
 * A handler reads the data of each chunk it knows; the others are skipped by their size, listed and warned of.
 * Every byte is counted as framing, read or skipped, and a handler that leaves bytes unread has them skipped with a
 * warning.
 *
 * <p>A chunk whose size runs past its parent is still handed to its handler, over what is left, so that a cut
 * file fails where its data runs out, with the deepest path (e.g. {@code TeRooms/TeRoom[3]/TeSecs/TeS[120]}).
 * In a file that holds its chunks, a field that runs past the end of its own chunk drops that chunk with a warning
 * instead, as Tomb Editor goes on after such a chunk.
 */
public final class ChunkWalker {
    /** Deeper nesting than this is refused: real projects nest a handful of levels (event node chains a few dozen). */
    public static final int MAX_DEPTH = 256;
    private static final int MAX_WARNINGS = 200;

    /** Reads the data of one chunk; returns false, reading nothing, for an id it does not know. */
    public interface Handler {
        boolean read(String id, ByteCursor data);
    }

    private long framingBytes;
    private long readBytes;
    private long skippedBytes;
    private int depth;
    private final List<SkippedChunk> skipped = new ArrayList<>();
    private final List<DataWarning> warnings = new ArrayList<>();
    private int warningsLeftOut;
    /** Whether a chunk ran past its parent: the file is cut, and a field that runs out fails it. */
    private boolean cut;

    /**
     * Reads the chunk stream at {@code in}'s position up to and including its end marker.
     *
     * @param indexed whether the stream is a list (its chunks' paths carry their position, e.g. {@code TeS[120]})
     */
    public void stream(ByteCursor in, boolean indexed, Handler handler) {
        if (depth == MAX_DEPTH) {
            throw in.error("chunk", "chunks nested more than " + MAX_DEPTH + " deep");
        }
        depth++;
        try {
            for (int ordinal = 0; ; ordinal++) {
                if (!chunk(in, indexed ? ordinal : -1, handler)) {
                    return;
                }
            }
        } finally {
            depth--;
        }
    }

    /** What became of a chunk's data: read, not known to the handler, or dropped for a field cut short. */
    private enum Outcome { READ, UNKNOWN, DROPPED }

    /** Reads one chunk; false when it was the stream's end marker. */
    private boolean chunk(ByteCursor in, int index, Handler handler) {
        var start = in.position();
        var idSize = in.leb128("chunkIdSize");
        if (idSize == 0) {
            framingBytes += in.position() - start;
            return false;
        }
        if (idSize < 0 || idSize > in.remaining()) {
            throw in.errorAt(start, "chunkIdSize", "a chunk id of " + idSize + " bytes, " + in.remaining() + " left");
        }
        var id = idText(in.bytes("chunkId", idSize));
        in.enter(id, index);
        try {
            var sizeOffset = in.position();
            var size = in.leb128("dataSize");
            framingBytes += in.position() - start;
            if (size < 0) {
                throw in.errorAt(sizeOffset, "dataSize", "negative chunk size " + size);
            }
            var available = (int) Math.min(size, in.remaining());
            var data = in.slice("data", available);
            in.skip("data", available);
            if (available < size) {
                cut = true;
            }
            var before = framingBytes + readBytes + skippedBytes;
            var outcome = readWithin(id, data, handler);
            if (outcome == Outcome.UNKNOWN) {
                if (available < size) {
                    throw overrun(in, sizeOffset, size, available);
                }
                skippedBytes += size;
                skipped.add(new SkippedChunk(in.path(""), data.start(), size));
                // Tomb Editor skips a chunk it does not know by its size, and so does the reader, but says so.
                warn(in, data.start(), "chunk id " + id + " is not one the reader knows: its " + size
                        + " bytes were skipped");
                return true;
            }
            var nested = framingBytes + readBytes + skippedBytes - before;
            readBytes += data.position() - data.start() - nested;
            if (available < size) {
                throw overrun(in, sizeOffset, size, available);
            }
            skippedBytes += data.remaining();
            if (!data.atEnd() && outcome == Outcome.READ) {
                warn(data, data.position(), data.remaining() + " bytes after what the reader knows of this chunk"
                        + " were skipped");
            }
            return true;
        } finally {
            in.leave();
        }
    }

    /**
     * Hands {@code data} to the handler. A field that runs past the end of its own chunk, in a file whose chunks all
     * lie inside it so far, drops what the handler was reading with a warning, and the walk goes on after the chunk:
     * Tomb Editor reads such a field on into the next bytes and then seeks to the chunk's end, so it opens the file.
     * A chunk that runs past its parent (a cut file) still fails where its data runs out.
     */
    private Outcome readWithin(String id, ByteCursor data, Handler handler) {
        try {
            return handler.read(id, data) ? Outcome.READ : Outcome.UNKNOWN;
        } catch (LevelFormatException e) {
            var ownField = e.isOutOfData() && e.region().equals(data.region()) && e.offset() == data.position();
            if (cut || !ownField) {
                throw e;
            }
            note(new DataWarning(e.fieldPath(), e.offset(), e.problem() + ": the field runs past the end of its"
                    + " chunk; what it belongs to was left out"));
            return Outcome.DROPPED;
        } catch (RuntimeException e) {
            // A handler must answer bad bytes with a typed error; anything else is a reader bug, reported where the
            // chunk's reading stopped rather than as an untyped failure of the whole file.
            throw data.errorAt(data.position(), "", "the reader failed on this chunk's data: " + e);
        }
    }

    private static LevelFormatException overrun(ByteCursor in, long sizeOffset, long size, long available) {
        return in.errorAt(sizeOffset, "dataSize", "the chunk declares " + size + " bytes, only " + available
                + " are left");
    }

    /** An id as the spec writes it: its text when printable ASCII ({@code TeRoom}), else its bytes ({@code [7]}). */
    public static String idText(byte[] id) {
        var printable = true;
        for (var b : id) {
            printable &= b >= 0x20 && b < 0x7F;
        }
        if (printable) {
            return new String(id, StandardCharsets.US_ASCII);
        }
        var text = new StringBuilder("[");
        for (int i = 0; i < id.length; i++) {
            text.append(i == 0 ? "" : ", ").append(id[i] & 0xFF);
        }
        return text.append(']').toString();
    }

    /** Notes a soft problem at {@code offset}, under {@code at}'s current path. */
    public void warn(ByteCursor at, long offset, String message) {
        note(new DataWarning(at.path(""), offset, message));
    }

    private void note(DataWarning warning) {
        if (warnings.size() < MAX_WARNINGS) {
            warnings.add(warning);
        } else {
            warningsLeftOut++;
        }
    }

    /** Counts {@code bytes} read outside any chunk (values a layout keeps before its top-level stream). */
    public void readLoose(long bytes) {
        readBytes += bytes;
    }

    /** Counts {@code bytes} outside any chunk as skipped (bytes after the top-level stream's end marker). */
    public void skipLoose(long bytes) {
        skippedBytes += bytes;
    }

    public List<SkippedChunk> skipped() {
        return skipped;
    }

    public List<DataWarning> warnings() {
        if (warningsLeftOut == 0) {
            return warnings;
        }
        var all = new ArrayList<>(warnings);
        all.add(new DataWarning("", 0, warningsLeftOut + " more warnings not listed"));
        return all;
    }

    public ChunkCensus census(long headerBytes, long treeBytes) {
        return new ChunkCensus(headerBytes, framingBytes, readBytes, skippedBytes, treeBytes);
    }

    // --- leaf data ([PRJ2] "Primitive Types", which WAD2 shares) ---

    public static boolean bool(ByteCursor data) {
        return data.u8("value") != 0;
    }

    public static long leb(ByteCursor data) {
        return data.leb128("value");
    }

    /** A {@code Leb128<int>} clamped to the int's range, as the editor reads it. */
    public static int lebInt(ByteCursor data, String field) {
        return (int) data.leb128(field, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** A {@code Utf8} chunk: the whole data is the text. */
    public static String text(ByteCursor data) {
        return data.utf8("text", data.remaining());
    }

    /** A {@code SizedUtf8}: an i32 byte count, then the text. */
    public static String sizedText(ByteCursor data, String field) {
        var at = data.position();
        var size = data.s32(field + ".size");
        if (size < 0 || size > data.remaining()) {
            throw data.errorAt(at, field + ".size", "a text of " + size + " bytes, " + data.remaining() + " left");
        }
        return data.utf8(field, size);
    }

    /** A {@code [f32, f64]}: which one, the data's size tells. */
    public static double real(ByteCursor data) {
        return data.remaining() >= 8 ? data.f64("value") : data.f32("value");
    }

    public static Vector2 vector2(ByteCursor data, String field) {
        return new Vector2(data.f32(field + ".x"), data.f32(field + ".y"));
    }

    public static Vector3 vector3(ByteCursor data, String field) {
        return new Vector3(data.f32(field + ".x"), data.f32(field + ".y"), data.f32(field + ".z"));
    }

    /** Four texture coordinates. */
    public static List<Vector2> corners(ByteCursor data, String field) {
        data.require(field, 32);
        return List.of(vector2(data, field + "[0]"), vector2(data, field + "[1]"), vector2(data, field + "[2]"),
                vector2(data, field + "[3]"));
    }
}
