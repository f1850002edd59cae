package org.tomblens.format.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;

/**
 * BC7 textures: blocks made here by the Khronos Data Format Specification's BPTC layout, whose texels follow from
 * its formulas by hand, and the real Remastered textures of the corpus, against Pillow 9.4's BC7 decoder.
 */
class DdsImageTest {
    private static final String TEXTURE = "remastered/jessie/1/TEX/8040.dds";

    /** Bits written least significant first, as a BC7 block stores them. */
    private static final class Bits {
        private final byte[] block = new byte[16];
        private int bit;

        Bits put(int value, int count) {
            for (int i = 0; i < count; i++, bit++) {
                block[bit >> 3] |= (byte) ((value >> i & 1) << (bit & 7));
            }
            return this;
        }
    }

    /**
     * Mode 6: one subset, 7-bit endpoints with a p-bit each, 4-bit indices (the anchor texel 0 has 3). Endpoint 0
     * is R 100, G 0, B 64, A 127 with p-bit 1: (v << 1 | 1) = 201, 1, 129, 255; endpoint 1 is R 20, G 127, B 64,
     * A 0 with p-bit 0: 40, 254, 128, 0. Texel 0 takes index 0, texel 1 index 15 (weight 64), texel 2 index 8
     * (weight 34): R (30 * 201 + 34 * 40 + 32) >> 6 = 115, G (30 * 1 + 34 * 254 + 32) >> 6 = 135,
     * B (30 * 129 + 34 * 128 + 32) >> 6 = 128, A (30 * 255 + 32) >> 6 = 120.
     */
    @Test
    void aModeSixBlockInterpolatesItsEndpointsByTheSpecificationsWeights() {
        var bits = new Bits().put(0b1000000, 7);
        for (var component : new int[] {100, 20, 0, 127, 64, 64, 127, 0}) {
            bits.put(component, 7);
        }
        bits.put(1, 1).put(0, 1);
        bits.put(0, 3).put(15, 4).put(8, 4);
        var image = DdsImage.read(dds(4, 4, bits.block), "mode6.dds");
        assertEquals(0xFFC90181, image.texel(0, 0));
        assertEquals(0x0028FE80, image.texel(1, 0));
        assertEquals(0x78738780, image.texel(2, 0));
        assertEquals(0xFFC90181, image.texel(3, 3), "index 0 where the indices are left zero");
    }

    @Test
    void aBlockOfNoModeIsTransparentBlack() {
        var image = DdsImage.read(dds(4, 4, new byte[16]), "reserved.dds");
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                assertEquals(0, image.texel(x, y));
            }
        }
    }

    @Test
    void theRemasteredTextureDecodesAsPillowDecodesIt() throws IOException, NoSuchAlgorithmException {
        var image = DdsImage.read(Files.readAllBytes(Corpus.file(TEXTURE)), "8040.dds");
        assertEquals(512, image.width());
        assertEquals(512, image.height());
        // Texels and the SHA-256 of the whole image's RGBA bytes as Pillow 9.4 decodes the file.
        assertEquals(0xFF898989, image.texel(0, 0));
        assertEquals(0xFF7F2949, image.texel(100, 100));
        assertEquals(0xFF4E1221, image.texel(37, 401));
        assertEquals(0xFFD680AA, image.texel(123, 456));
        var rgba = ByteBuffer.allocate(4 * image.argb().length);
        for (var argb : image.argb()) {
            rgba.putInt(argb << 8 | argb >>> 24);
        }
        assertEquals("de1a8c954b8f3d3e737a050bdb0756afb108ff56cc4005b3be74ae838fe6028f",
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(rgba.array())));
    }

    @Test
    void aCutTextureIsATypedErrorAtItsBlocks() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file(TEXTURE));
        var cut = java.util.Arrays.copyOf(bytes, 148 + 1000);
        var error = assertThrows(LevelFormatException.class, () -> DdsImage.read(cut, "8040.dds"));
        assertEquals("blocks", error.fieldPath());
        assertEquals(148, error.offset());
    }

    @Test
    void otherFormatsAreRefusedNamingTheirFormat() {
        var bytes = dds(4, 4, new byte[16]);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(128, 71);
        var error = assertThrows(LevelFormatException.class, () -> DdsImage.read(bytes, "bc1.dds"));
        assertEquals("header10.dxgiFormat", error.fieldPath());
        assertEquals(128, error.offset());
    }

    /** A DDS file by Microsoft's layout: magic, 124-byte header with the DX10 FourCC, DX10 header for BC7, blocks. */
    private static byte[] dds(int width, int height, byte[] blocks) {
        var header = ByteBuffer.allocate(148).order(ByteOrder.LITTLE_ENDIAN);
        header.put("DDS ".getBytes()).putInt(124).putInt(0x1007).putInt(height).putInt(width);
        header.position(4 + 80);
        header.put("DX10".getBytes());
        header.position(128);
        header.putInt(98).putInt(3).putInt(0).putInt(1).putInt(0);
        var out = new ByteArrayOutputStream();
        out.writeBytes(header.array());
        out.writeBytes(blocks);
        return out.toByteArray();
    }
}
