package org.tomblens.format.prj2.level;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.ProjectBytes;

/** TGA images written byte by byte from the Truevision layout, decoded to known pixels. */
class TgaDecoderTest {
    /** The 18-byte header of an image with no ID and no colour map. */
    private static ProjectBytes header(int type, int width, int height, int depth, int descriptor) {
        return ProjectBytes.data().u8(0).u8(0).u8(type).u16(0).u16(0).u8(0).u16(0).u16(0).u16(width).u16(height)
                .u8(depth).u8(descriptor);
    }

    @Test
    void rawTrueColourRowsRunBottomToTopUnlessTheDescriptorSaysOtherwise() {
        // 2 x 2, 24 bits, stored bottom row first, each pixel B, G, R.
        var bytes = header(2, 2, 2, 24, 0)
                .u8(0).u8(0).u8(255).u8(0).u8(255).u8(0)        // bottom row: red, green
                .u8(255).u8(0).u8(0).u8(255).u8(255).u8(255)    // top row: blue, white
                .toArray();
        var image = TgaDecoder.decode(bytes, "test.tga");
        assertArrayEquals(new int[] {0xFF0000FF, 0xFFFFFFFF, 0xFFFF0000, 0xFF00FF00}, image.argb());
    }

    @Test
    void runLengthPacketsRepeatOnePixelOrCopyRawOnes() {
        // 3 x 1, 32 bits, top-down (descriptor bit 5): a run of two half-transparent greys, then one raw red.
        var bytes = header(10, 3, 1, 32, 0x28)
                .u8(0x81).u8(0x80).u8(0x80).u8(0x80).u8(0x80)
                .u8(0x00).u8(0).u8(0).u8(255).u8(255)
                .toArray();
        var image = TgaDecoder.decode(bytes, "test.tga");
        assertArrayEquals(new int[] {0x80808080, 0x80808080, 0xFFFF0000}, image.argb());
    }

    @Test
    void aRunPastTheImageOrPixelsTheFileCannotHoldFailWithTheTypedError() {
        var run = header(10, 2, 1, 24, 0x20).u8(0x84).u8(1).u8(2).u8(3).toArray();
        assertThrows(LevelFormatException.class, () -> TgaDecoder.decode(run, "run.tga"));
        var huge = header(2, 4000, 4000, 24, 0).toArray();
        var error = assertThrows(LevelFormatException.class, () -> TgaDecoder.decode(huge, "huge.tga"));
        assertTrue(error.problem().contains("4000 x 4000"), error.problem());
    }
}
