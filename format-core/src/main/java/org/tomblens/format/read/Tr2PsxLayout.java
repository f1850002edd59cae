package org.tomblens.format.read;

import java.util.Locale;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Room;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * TR2's PlayStation layouts, as trview's and OpenLara's readers describe them. The retail release: a table of VAG
 * samples, the version word 45 (a PC TR2 level's), then {@link Tr2PsxRoomReader}'s packed rooms and
 * {@link PsxMeshReader#tr2Mesh}'s meshes in the PC order; after the static meshes the 4-bit pages (counted), the
 * colour tables (counted) and a word; PC TR2 boxes, zones and entities, then a word before the sound map of 370
 * entries. OpenLara reads a word and the cinematic frames after the sound details, trview nothing: both are taken.
 *
 * <p>The betas of version 44 (trview's reader) start with TR1's VAB sound bank instead, then the version word 44;
 * their room faces are PC faces but for corners named by offsets, their meshes have no runs of reflective faces,
 * and after the pages come 2048 colour tables, uncounted, and no word.
 *
 * @param beta whether the file is a beta of version 44
 */
record Tr2PsxLayout(boolean beta) implements PsxLayout {
    static final int VERSION = 45;
    static final int BETA_VERSION = 44;
    private static final int BETA_TABLES = 2048;
    /** Japanese releases put the index of their kanji's colour table before the tables' count. */
    private static final long LARGEST_TABLE_COUNT = 0xFFFF;

    /**
     * Whether {@code bytes} start with a sample table, its offsets rising within its data, that ends at the version
     * word 45. (A PC TR2 level starts with 45 too: its palette would have to pass for rising offsets.)
     */
    static boolean recognises(byte[] bytes) {
        var versionAt = versionOffset(bytes);
        if (versionAt + 4 > bytes.length || PsxLevelParser.u32(bytes, (int) versionAt) != VERSION) {
            return false;
        }
        var count = (int) PsxLevelParser.u32(bytes, 0);
        var dataSize = PsxLevelParser.u32(bytes, 4 + 4 * count);
        var previous = 0L;
        for (int i = 0; i < count; i++) {
            var offset = PsxLevelParser.u32(bytes, 4 + 4 * i);
            if (offset < previous || offset > dataSize) {
                return false;
            }
            previous = offset;
        }
        return true;
    }

    /**
     * Whether {@code bytes} start with a VAB sound bank (or, without sounds, its two sizes as 0) followed by the
     * version word 44.
     */
    static boolean recognisesBeta(byte[] bytes) {
        var versionAt = PsxPrerelease.bankEnd(bytes);
        return versionAt >= 0 && versionAt + 4 <= bytes.length
                && PsxLevelParser.u32(bytes, (int) versionAt) == BETA_VERSION;
    }

    /**
     * Whether {@code bytes} may be one where the version word lies past them (only the file's head is given, or the
     * file is cut short): a sample count first, and a name ending in .PSX.
     */
    static boolean mayBe(byte[] bytes, String fileName) {
        return bytes.length >= 4 && PsxLevelParser.u32(bytes, 0) != 0 && versionOffset(bytes) + 4 > bytes.length
                && fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".psx");
    }

    /** Where the version word lies after the sample table, as far as {@code bytes} tell; past them if they do not. */
    private static long versionOffset(byte[] bytes) {
        if (bytes.length < 4) {
            return Long.MAX_VALUE / 2;
        }
        var sizeAt = 4 + 4 * PsxLevelParser.u32(bytes, 0);
        if (sizeAt + 4 > bytes.length) {
            return Long.MAX_VALUE / 2;
        }
        return sizeAt + 4 + PsxLevelParser.u32(bytes, (int) sizeAt);
    }

    @Override
    public GameVersion version() {
        return GameVersion.TR2;
    }

    @Override
    public LevelLayout levelLayout() {
        return beta ? LevelLayout.PLAYSTATION_BETA : LevelLayout.PLAYSTATION;
    }

    @Override
    public Head head(ByteCursor file) {
        var sounds = beta ? SoundBank.read(file, SoundBank.TR2_SAMPLE_RATE) : SoundBank.readTable(file);
        var versionOffset = file.position();
        var version = file.u32("version");
        var expected = beta ? BETA_VERSION : VERSION;
        if (version != expected) {
            throw file.errorAt(versionOffset, "version", String.format("a PlayStation TR2 %s was recognised, then "
                    + "version 0x%08X where it has %d", beta ? "sound bank" : "sample table", version, expected));
        }
        return new Head(sounds, null);
    }

    @Override
    public Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return Tr2PsxRoomReader.read(cursor, context, roomIndex, roomCount, beta);
    }

    @Override
    public Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return PsxMeshReader.tr2Mesh(cursor, context, meshIndex, !beta);
    }

    @Override
    public Pages pages(ByteCursor file, Head head) {
        var offset = file.position();
        var pages = file.bytes("textiles4", (long) file.count32("numTextiles", ClutPages.PAGE_BYTES)
                * ClutPages.PAGE_BYTES);
        if (beta) {
            var tables = file.bytes("cluts", (long) BETA_TABLES * ClutPages.TABLE_BYTES);
            return new Pages(new ClutPages(pages, tables), offset);
        }
        if (file.peekU32(file.position()) > LARGEST_TABLE_COUNT) {
            file.skip("kanjiClut", 2);
        }
        var tables = file.bytes("cluts", (long) file.count32("numCluts", ClutPages.TABLE_BYTES)
                * ClutPages.TABLE_BYTES);
        file.skip("afterCluts", 4);
        return new Pages(new ClutPages(pages, tables), offset);
    }

    /** A word after the entities, then a sound map of 370 entries. */
    @Override
    public Optional<SoundTail> soundTail() {
        return Optional.of(new SoundTail(4, 370, true));
    }
}
