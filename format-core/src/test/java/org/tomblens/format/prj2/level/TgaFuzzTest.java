package org.tomblens.format.prj2.level;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;

/**
 * TGA textures of Tomb Editor projects. The seeds are small images of each kind the decoder reads, written here
 * after the TGA layout: true-colour (24 and 32 bits, raw and run-length encoded), colour-mapped and greyscale.
 */
class TgaFuzzTest {
    static final FuzzTarget IMAGES = new FuzzTarget("tga", TgaFuzzTest::seeds, "fuzz.tga",
            file -> TgaDecoder.decode(file.bytes(), file.name()));

    @FuzzTest
    void images(byte[] input) {
        IMAGES.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        IMAGES.replayRegressions();
    }

    private static List<FuzzedFile.File> seeds() {
        return List.of(
                tga("rgb24.tga", 2, 24, 0, new int[0], raw(4 * 4 * 3)),
                tga("rgba32-top-down.tga", 2, 32, 0x28, new int[0], raw(4 * 4 * 4)),
                tga("rgb24-rle.tga", 10, 24, 0, new int[0], new byte[] {(byte) 0x87, 1, 2, 3, 0x07, 1, 2, 3, 4, 5, 6, 7,
                        8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24}),
                tga("mapped8.tga", 1, 8, 0, new int[] {0x000000, 0xFF0000, 0x00FF00, 0x0000FF}, raw(4 * 4)),
                tga("grey8-rle.tga", 11, 8, 0, new int[0], new byte[] {(byte) 0x8F, 0x40}));
    }

    /** Pixel bytes 0, 1, 2, ... */
    private static byte[] raw(int length) {
        var bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) i;
        }
        return bytes;
    }

    /** A 4 x 4 image: the 18-byte header, a colour map of 24-bit entries when there is one, then the pixels. */
    private static FuzzedFile.File tga(String name, int type, int depth, int descriptor, int[] map, byte[] pixels) {
        var out = new ByteArrayOutputStream();
        out.write(0);                                  // no image ID
        out.write(map.length > 0 ? 1 : 0);             // colour map type
        out.write(type);
        le16(out, 0);                                  // first colour map entry
        le16(out, map.length);
        out.write(map.length > 0 ? 24 : 0);            // colour map entry size
        le16(out, 0);                                  // x origin
        le16(out, 0);                                  // y origin
        le16(out, 4);                                  // width
        le16(out, 4);                                  // height
        out.write(depth);
        out.write(descriptor);
        for (var colour : map) {
            out.write(colour);
            out.write(colour >> 8);
            out.write(colour >> 16);
        }
        out.writeBytes(pixels);
        return new FuzzedFile.File(name, out.toByteArray());
    }

    private static void le16(ByteArrayOutputStream out, int value) {
        out.write(value);
        out.write(value >> 8);
    }
}
