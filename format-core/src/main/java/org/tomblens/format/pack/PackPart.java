package org.tomblens.format.pack;

/**
 * One file of a {@link Pack}.
 *
 * @param number its entry's number in the table, 1 to 50: what {@code FILE#N} names
 * @param offset where it starts in the pack, in bytes
 * @param size its bytes
 */
public record PackPart(int number, long offset, long size) {

    /** Whether the part lies whole in a pack of {@code length} bytes. */
    public boolean whole(long length) {
        return offset + size <= length;
    }
}
