package org.tomblens.format.read;

import java.util.Locale;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Room;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * TR2's retail PlayStation layout, as trview's and OpenLara's readers describe it: a table of VAG samples, the
 * version word 45 (a PC TR2 level's), then {@link Tr2PsxRoomReader}'s packed rooms and
 * {@link PsxMeshReader#tr2Mesh}'s meshes in the PC order; after the static meshes the 4-bit pages (counted), the
 * colour tables (counted) and a word; PC TR2 boxes, zones and entities, then a word before the sound map of 370
 * entries. OpenLara reads a word and the cinematic frames after the sound details, trview nothing: both are taken.
 */
record Tr2PsxLayout() implements PsxLayout {
    static final int VERSION = 45;
    /** Japanese releases put the index of their kanji's colour table before the tables' count. */
    private static final long LARGEST_TABLE_COUNT = 0xFFFF;

    /** Whether {@code bytes} start with a sample table that ends at the version word 45. */
    static boolean recognises(byte[] bytes) {
        var versionAt = versionOffset(bytes);
        return versionAt + 4 <= bytes.length && PsxLevelParser.u32(bytes, (int) versionAt) == VERSION;
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
    public Head head(ByteCursor file) {
        var sounds = SoundBank.readTable(file);
        var versionOffset = file.position();
        var version = file.u32("version");
        if (version != VERSION) {
            throw file.errorAt(versionOffset, "version", String.format("a PlayStation TR2 sample table was "
                    + "recognised, then version 0x%08X where TR2's retail release has %d", version, VERSION));
        }
        return new Head(sounds, null);
    }

    @Override
    public Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return Tr2PsxRoomReader.read(cursor, context, roomIndex, roomCount);
    }

    @Override
    public Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return PsxMeshReader.tr2Mesh(cursor, context, meshIndex);
    }

    @Override
    public Pages pages(ByteCursor file, Head head) {
        var offset = file.position();
        var pages = file.bytes("textiles4", (long) file.count32("numTextiles", ClutPages.PAGE_BYTES)
                * ClutPages.PAGE_BYTES);
        if (file.peekU32(file.position()) > LARGEST_TABLE_COUNT) {
            file.skip("kanjiClut", 2);
        }
        var tables = file.bytes("cluts", (long) file.count32("numCluts", ClutPages.TABLE_BYTES)
                * ClutPages.TABLE_BYTES);
        file.skip("afterCluts", 4);
        return new Pages(new ClutPages(pages, tables), offset);
    }

    @Override
    public void afterEntities(ByteCursor file) {
        file.skip("afterEntities", 4);
    }

    @Override
    public int soundMapSize() {
        return 370;
    }

    @Override
    public boolean mayEndAfterSoundDetails() {
        return true;
    }
}
