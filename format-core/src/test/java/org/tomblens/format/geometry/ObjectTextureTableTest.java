package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import java.util.zip.DataFormatException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.read.LayoutWalker;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/**
 * Every object texture of every corpus level, TR1 to TR5, is in the table as its stored record says (§9.3),
 * read here from the file's bytes where {@link LayoutWalker}'s independent walk finds the records:
 * <ul>
 * <li>records of 20 bytes (TR1–TR3: Attribute, TileAndFlag, four corners), 38 (TR4: NewFlags after
 *     TileAndFlag, then OriginalU, OriginalV, Width, Height after the corners) or 40 (TR5: a filler word more);
 * <li>each corner's X and Y are ufixed16 (§9.3.1): the low byte a fraction, the high byte the pixel, so the
 *     coordinate across the 256-texel page is {@code (pixel + fraction / 256) / 256};
 * <li>the page is TileAndFlag's bits 0..14 (bit 15 marks a TR4/TR5 triangle), its layer the page itself;
 * <li>the pass follows the Attribute's blend mode (§9.3.2).
 * </ul>
 */
class ObjectTextureTableTest {

    /** The encrypted level is left out: its plain twin holds the same records. */
    static Stream<Path> levels() {
        return Corpus.levels().stream().filter(level -> !level.endsWith(Corpus.ENCRYPTED));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void everyObjectTexturesCornersPageAndPassAreItsStoredRecords(Path file) throws IOException, DataFormatException {
        var version = Corpus.version(file);
        var layout = LayoutWalker.layout(Files.readAllBytes(file), version.ordinal() + 1);
        var table = LevelGeometry.build(CorpusCache.level(file)).objectTextures();
        long count = layout.counts().get("object_textures");
        assertEquals(count, table.size());
        var data = layout.data();
        long pages = layout.counts().get("textiles");
        var size = recordSize(version);
        var cornersAt = version.isChunked() ? 6 : 4;
        for (int i = 0; i < count; i++) {
            var record = layout.starts().get("object_textures") + i * size;
            var name = file.getFileName() + " objectTextures[" + i + "]";
            for (int corner = 0; corner < 4; corner++) {
                var at = record + cornersAt + 4 * corner;
                assertEquals(coordinate(data, at), table.u(i, corner), name + " corner " + corner + " u");
                assertEquals(coordinate(data, at + 2), table.v(i, corner), name + " corner " + corner + " v");
            }
            var page = u16(data, record + 2) & 0x7FFF;
            assertTrue(page < pages, name + " names page " + page + " of " + pages);
            assertEquals(page, table.layer(i), name + " layer");
            var pass = pass(u16(data, record));
            assertEquals(pass, table.pass(i), name + " pass");
            assertEquals(pass.ordinal(), table.floats().get(i * ObjectTextureTable.FLOATS_PER_TEXTURE + 9),
                    name + " pass column");
        }
    }

    private static int recordSize(GameVersion version) {
        return switch (version) {
            case TR1, TR2, TR3 -> 20;
            case TR4 -> 38;
            case TR5 -> 40;
        };
    }

    /** A ufixed16 stored little-endian: the fraction's byte first, then the pixel's. */
    private static float coordinate(byte[] data, int at) {
        var fraction = data[at] & 0xFF;
        var pixel = data[at + 1] & 0xFF;
        return (float) ((pixel + fraction / 256.0) / 256.0);
    }

    /**
     * §9.3.2: 0 opaque; 1 alpha-tested; 2 additive; 3 PSX inversion, drawn blended; 4 alpha-tested without Z
     * test (drawn alpha-tested); 5 unused and 6 wireframe, drawn as opaque surfaces; 7 forced alpha, an
     * alpha-tested face; any other value opaque.
     */
    private static RenderPass pass(int attribute) {
        return switch (attribute) {
            case 1, 4, 7 -> RenderPass.ALPHA_TEST;
            case 2 -> RenderPass.ADDITIVE;
            case 3 -> RenderPass.BLEND;
            default -> RenderPass.OPAQUE;
        };
    }

    private static int u16(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }
}
