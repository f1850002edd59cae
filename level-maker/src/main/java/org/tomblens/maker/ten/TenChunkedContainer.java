package org.tomblens.maker.ten;

import java.util.List;
import net.jpountz.lz4.LZ4Factory;
import org.tomblens.maker.write.ByteSink;

/**
 * The outer layer of a TombEngine level as Tomb Editor 1.11 writes it: {@code "TEN\0"}, the version bytes (1, 11,
 * 0, 0), a machine hash and a checksum, then the media, geometry and dynamic blocks, each {@code i64 unpackedSize,
 * i64 packedSize} and then its packed bytes: {@code u32 count} and per chunk {@code u32 unpackedSize,
 * u32 packedSize, raw LZ4 block}. Tomb Editor cuts chunks of 256 MB; a smaller size makes several chunks of a
 * small level.
 */
public final class TenChunkedContainer {
    /** The chunk size Tomb Editor uses. */
    public static final int EDITOR_CHUNK_SIZE = 256 * 1024 * 1024;
    private static final int MACHINE_HASH = 0x2C1D3E4F;

    private TenChunkedContainer() {}

    /** The file of the three unpacked blocks, cut into chunks of at most {@code chunkSize} bytes. */
    public static byte[] write(List<byte[]> blocks, int chunkSize) {
        var sink = new ByteSink(1 << 16);
        sink.bytes("magic", new byte[] {'T', 'E', 'N', 0});
        sink.bytes("version", new byte[] {1, 11, 0, 0});
        sink.s32("machineHash", MACHINE_HASH);
        sink.s32("checksum", 0);
        for (var block : blocks) {
            var packed = chunks(block, chunkSize);
            sink.s64("unpackedSize", block.length);
            sink.s64("packedSize", packed.length);
            sink.bytes("packed", packed);
        }
        return sink.toByteArray();
    }

    /** The chunk count, then each chunk's sizes and LZ4 bytes; an empty block is one empty chunk. */
    private static byte[] chunks(byte[] block, int chunkSize) {
        var compressor = LZ4Factory.safeInstance().fastCompressor();
        var count = Math.max(1, (block.length + chunkSize - 1) / chunkSize);
        var sink = new ByteSink(block.length / 2 + 64);
        sink.u32("chunks", count);
        for (int c = 0; c < count; c++) {
            var from = c * chunkSize;
            var length = Math.min(chunkSize, block.length - from);
            var packed = compressor.compress(block, from, length);
            sink.u32("unpackedSize", length);
            sink.u32("packedSize", packed.length);
            sink.bytes("packedData", packed);
        }
        return sink.toByteArray();
    }
}
