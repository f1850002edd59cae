package org.tomblens.maker.icon;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The icon files made from the project's source icon, read back by their formats' layouts: the .ico's directory
 * and the .icns's typed blocks, each image a PNG of the size its entry says.
 */
class IconFilesTest {
    private static final Path SOURCE = Path.of("..", "assets", "icon", "tomblens.png");

    @Test
    void theIcoListsEachSizeWithItsPng(@TempDir Path folder) throws IOException {
        IconFiles.write(SOURCE, folder);
        var bytes = Files.readAllBytes(folder.resolve("tomblens.ico"));
        var in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, in.getShort(0), "reserved");
        assertEquals(1, in.getShort(2), "an icon, not a cursor");
        assertEquals(IconFiles.ICO_SIZES.length, in.getShort(4));
        var end = 6 + 16 * IconFiles.ICO_SIZES.length;
        for (int i = 0; i < IconFiles.ICO_SIZES.length; i++) {
            var entry = 6 + 16 * i;
            var size = IconFiles.ICO_SIZES[i];
            assertEquals(size % 256, Byte.toUnsignedInt(in.get(entry)), "width (0 for 256)");
            assertEquals(size % 256, Byte.toUnsignedInt(in.get(entry + 1)), "height (0 for 256)");
            assertEquals(1, in.getShort(entry + 4), "planes");
            assertEquals(32, in.getShort(entry + 6), "bits a pixel");
            var length = in.getInt(entry + 8);
            var offset = in.getInt(entry + 12);
            assertEquals(end, offset, "images follow each other after the directory");
            assertPng(bytes, offset, length, size);
            end = offset + length;
        }
        assertEquals(bytes.length, end, "nothing after the last image");
    }

    @Test
    void theIcnsHoldsATypedPngForEachSize(@TempDir Path folder) throws IOException {
        IconFiles.write(SOURCE, folder);
        var bytes = Files.readAllBytes(folder.resolve("tomblens.icns"));
        var in = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
        assertEquals("icns", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(bytes.length, in.getInt(4));
        var at = 8;
        for (var type : IconFiles.ICNS_TYPES) {
            assertEquals(type.code(), new String(bytes, at, 4, StandardCharsets.US_ASCII));
            var length = in.getInt(at + 4);
            assertPng(bytes, at + 8, length - 8, type.size());
            at += length;
        }
        assertEquals(bytes.length, at);
    }

    @Test
    void eachPngIsItsSize(@TempDir Path folder) throws IOException {
        IconFiles.write(SOURCE, folder);
        for (var size : IconFiles.PNG_SIZES) {
            var image = ImageIO.read(folder.resolve("tomblens-" + size + ".png").toFile());
            assertEquals(size, image.getWidth());
            assertEquals(size, image.getHeight());
        }
    }

    private static void assertPng(byte[] bytes, int offset, int length, int size) throws IOException {
        assertEquals((byte) 0x89, bytes[offset], "PNG signature");
        assertEquals("PNG", new String(bytes, offset + 1, 3, StandardCharsets.US_ASCII));
        var image = ImageIO.read(new ByteArrayInputStream(bytes, offset, length));
        assertNotNull(image, "a PNG ImageIO reads");
        assertEquals(size, image.getWidth());
        assertEquals(size, image.getHeight());
    }
}
