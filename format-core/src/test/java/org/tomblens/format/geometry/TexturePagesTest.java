package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/**
 * Texture pages decoded to RGBA8, compared at sampled texels with the source decoded here from the file's
 * bytes (TR1–TR3: the pages stand plainly at the start of the file, §10.1–10.3; TR4/TR5: the inflated
 * 32-bit chunk).
 */
class TexturePagesTest {
    private static final int SAMPLES_PER_PAGE = 400;

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void layersAreTheLevelsPagesThenItsMiscPages(Path path) {
        var level = CorpusCache.level(path);
        var pages = LevelGeometry.build(level).pages();
        var textures = level.textures();
        assertEquals(textures.pageCount(), pages.miscFirstLayer());
        assertEquals(textures.pageCount() + textures.miscPages32().size(), pages.layerCount());
        assertEquals(pages.layerCount() * 256 * 256 * 4, pages.rgba().capacity());
        assertTrue(pages.rgba().isDirect());
    }

    @ParameterizedTest
    @MethodSource("levels")
    void sampledTexelsEqualTheSourceDecodedFromTheFile(Path path) throws IOException {
        var level = CorpusCache.level(path);
        var pages = LevelGeometry.build(level).pages();
        var file = Files.readAllBytes(path);
        var random = new Random(path.getFileName().toString().hashCode());
        for (int layer = 0; layer < pages.layerCount(); layer++) {
            var alphaUsed = layer >= pages.miscFirstLayer() || level.version().isChunked()
                    ? alphaUsed(page32(level, layer)) : false;
            for (int i = 0; i < SAMPLES_PER_PAGE; i++) {
                int x = random.nextInt(256), y = random.nextInt(256);
                assertEquals(hex(expected(level, file, layer, x, y, alphaUsed)), hex(pages.texel(layer, x, y)),
                        "layer " + layer + " texel (" + x + ", " + y + ")");
            }
        }
    }

    /** The texel as 0xRRGGBBAA. */
    private static int expected(Level level, byte[] file, int layer, int x, int y, boolean alphaUsed) {
        var texel = y * 256 + x;
        var pageCount = level.textures().pageCount();
        if (level.version() == GameVersion.TR1) {
            // Version, NumTextiles, then the 8-bit pages; index 0 is transparent (§9.3.2), channels 6-bit (§9.2)
            var index = file[8 + layer * 65536 + texel] & 0xFF;
            var palette = level.textures().palette();
            return rgba(Math.min(255, 4 * palette.unsigned(3 * index)), Math.min(255, 4 * palette.unsigned(3 * index + 1)),
                    Math.min(255, 4 * palette.unsigned(3 * index + 2)), index == 0 ? 0 : 255);
        }
        if (!level.version().isChunked()) {
            // Version, Palette[768], Palette16[1024], NumTextiles, the 8-bit pages, then the 16-bit ones
            var at = 4 + 768 + 1024 + 4 + pageCount * 65536 + layer * 131072 + 2 * texel;
            var word = (file[at] & 0xFF) | (file[at + 1] & 0xFF) << 8;
            return rgba(five(word >> 10), five(word >> 5), five(word), (word & 0x8000) != 0 ? 255 : 0);
        }
        var page = page32(level, layer);
        int blue = page.unsigned(4 * texel), green = page.unsigned(4 * texel + 1), red = page.unsigned(4 * texel + 2);
        var magenta = red == 255 && green == 0 && blue == 255;
        var alpha = magenta ? 0 : alphaUsed ? page.unsigned(4 * texel + 3) : 255;
        return rgba(red, green, blue, alpha);
    }

    private static Bytes page32(Level level, int layer) {
        var textures = level.textures();
        return layer < textures.pageCount() ? textures.pages32().get(layer)
                : textures.miscPages32().get(layer - textures.pageCount());
    }

    /** A 32-bit page whose every alpha byte is 0 does not use alpha (§2.3.3 calls A unused). */
    private static boolean alphaUsed(Bytes page) {
        for (int i = 3; i < page.size(); i += 4) {
            if (page.get(i) != 0) {
                return true;
            }
        }
        return false;
    }

    private static int five(int bits) {
        return (int) Math.round((bits & 31) * 255 / 31.0);
    }

    private static int rgba(int red, int green, int blue, int alpha) {
        return red << 24 | green << 16 | blue << 8 | alpha;
    }

    private static String hex(int rgba) {
        return String.format("%08X", rgba);
    }
}
