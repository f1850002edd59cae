package org.tomblens.format.io;

/**
 * A file that cannot be read as its format says: where (byte offset and field path) and why.
 * For data inside a zlib chunk the offset counts from the chunk's unpacked start and the region says so.
 */
public final class LevelFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String region;
    private final long offset;
    private final String fieldPath;
    private final String problem;
    private final boolean outOfData;

    public LevelFormatException(String region, long offset, String fieldPath, String problem) {
        this(region, offset, fieldPath, problem, false);
    }

    private LevelFormatException(String region, long offset, String fieldPath, String problem, boolean outOfData) {
        super(fieldPath + ": " + problem + " (at 0x" + Long.toHexString(offset).toUpperCase()
                + ("file".equals(region) ? "" : " in the " + region) + ")");
        this.region = region;
        this.offset = offset;
        this.fieldPath = fieldPath;
        this.problem = problem;
        this.outOfData = outOfData;
    }

    /** A field at {@code offset} that needs {@code needed} bytes where the data it is read from has {@code left}. */
    public static LevelFormatException outOfData(String region, long offset, String fieldPath, long needed, long left) {
        return new LevelFormatException(region, offset, fieldPath, "needs " + needed + " bytes, " + left + " left",
                true);
    }

    /** "file", or the unpacked chunk the offset counts in (e.g. "level-data chunk"). */
    public String region() {
        return region;
    }

    public long offset() {
        return offset;
    }

    /** Where in the structure, e.g. {@code rooms[12].portals[3].vertices}. */
    public String fieldPath() {
        return fieldPath;
    }

    /** What is wrong, without the location. */
    public String problem() {
        return problem;
    }

    /** Whether the data ended inside the field: its bytes were never there, rather than there and wrong. */
    public boolean isOutOfData() {
        return outOfData;
    }
}
