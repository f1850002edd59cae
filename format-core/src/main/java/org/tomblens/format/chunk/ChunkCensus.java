package org.tomblens.format.chunk;

/**
 * Where every byte of a project's chunk tree went: the file header, the chunks' framing (ids, sizes and the
 * zero bytes that end each chunk stream), the data the reader read, and the data it skipped (unknown chunks and
 * bytes left after what it knows of a chunk). For a compressed project the tree is the unpacked stream.
 *
 * @param treeBytes the bytes of the tree, header included: the file's size, or the unpacked size plus the header
 */
public record ChunkCensus(long headerBytes, long framingBytes, long readBytes, long skippedBytes, long treeBytes) {
    /** Header, framing, read and skipped bytes together: equal to {@link #treeBytes()} for every project read. */
    public long accountedBytes() {
        return headerBytes + framingBytes + readBytes + skippedBytes;
    }
}
