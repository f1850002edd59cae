package org.tomblens.format.ten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import net.jpountz.lz4.LZ4Factory;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.ExternalFiles;

/**
 * TombEngine levels from public fan projects that the project does not carry: every {@code .ten} under the folder
 * named by the {@code tomblens.ten.levels} system property or the {@code TOMBLENS_TEN_LEVELS} environment variable
 * (skipped, saying why, without it). Each must read, stamp the version its bytes hold, and have as many rooms as
 * its geometry and dynamic blocks start by counting, those blocks unpacked here by hand from the header.
 */
class PublicTenLevelsTest {
    private static List<Path> levels() throws IOException {
        return ExternalFiles.under("tomblens.ten.levels", "TOMBLENS_TEN_LEVELS", "TombEngine levels",
                file -> file.toString().toLowerCase(Locale.ROOT).endsWith(".ten"));
    }

    @Test
    void everyLevelReadsWithTheRoomsItsBlocksCount() throws Exception {
        var levels = levels();
        assertFalse(levels.isEmpty(), "no .ten file in the folder");
        for (var file : levels) {
            var bytes = Files.readAllBytes(file);
            var ten = TenReader.read(bytes, file.getFileName().toString());
            var name = file + " (" + ten.version() + ")";
            assertEquals(bytes[4] + "." + bytes[5] + "." + bytes[6], ten.version().toString(), name);
            var rooms = ten.level().rooms().size();
            assertTrue(rooms > 0, name);
            assertTrue(ten.level().entities().size() > 0, name);
            if (ten.version().compareTo(TenContainer.FIRST_SPLIT) >= 0) {
                assertEquals(rooms, block(bytes, ten.version(), 1).getInt(0), name + ": geometry block");
                assertEquals(rooms, block(bytes, ten.version(), 2).getInt(0), name + ": dynamic block");
            }
        }
    }

    /**
     * Block {@code index} (0 media, 1 geometry, 2 dynamic) of a split level, walked from byte 16: zlib with i32
     * sizes through 1.9, one LZ4 block with i32 sizes in 1.10, LZ4 chunks under i64 sizes from 1.11.
     */
    private static ByteBuffer block(byte[] file, TenVersion version, int index) throws DataFormatException {
        var in = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        var wide = version.atLeast(1, 11);
        var at = 16;
        for (int b = 0; b < index; b++) {
            at += wide ? 16 + (int) in.getLong(at + 8) : 8 + in.getInt(at + 4);
        }
        var out = new byte[wide ? (int) in.getLong(at) : in.getInt(at)];
        var data = at + (wide ? 16 : 8);
        if (wide) {
            var filled = 0;
            var chunk = data + 4;
            for (int c = 0; c < in.getInt(data); c++) {
                var size = in.getInt(chunk);
                LZ4Factory.safeInstance().fastDecompressor().decompress(file, chunk + 8, out, filled, size);
                filled += size;
                chunk += 8 + in.getInt(chunk + 4);
            }
        } else if (version.atLeast(1, 10)) {
            LZ4Factory.safeInstance().fastDecompressor().decompress(file, data, out, 0, out.length);
        } else {
            var inflater = new Inflater();
            inflater.setInput(file, data, in.getInt(at + 4));
            assertEquals(out.length, inflater.inflate(out));
            inflater.end();
        }
        return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    }
}
