package org.tomblens.format.read;

import java.util.Locale;
import java.util.Optional;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * TR1's retail PlayStation layout, as trview's and OpenLara's readers describe it: a VAB sound bank, 13 4-bit
 * pages and 1024 colour tables, the version word 32, then {@link PsxRoomReader}'s rooms and
 * {@link PsxMeshReader}'s meshes; the sound map of 256 entries is followed by the sample count and the cinematic
 * frames. The 1996 builds ({@link Tr1PsxVariant}) start with their pages instead, hold no sounds and may end after
 * the sound details; the May 1996 build is {@link Tr1PsxMay1996Layout}'s.
 *
 * @param variant the release the file is of
 */
record Tr1PsxLayout(Tr1PsxVariant variant) implements PsxLayout {
    /** The version word after the pages, as in PC TR1 levels. */
    static final int VERSION = 32;
    /** The retail release's 4-bit pages and colour tables. */
    static final int PAGES = 13;
    static final int TABLES = 1024;
    static final int PAGES_BYTES = PAGES * ClutPages.PAGE_BYTES + TABLES * ClutPages.TABLE_BYTES;

    /**
     * Whether {@code bytes} are a PlayStation TR1 level: {@link #variant} names one, or they start as a cutscene
     * does, with a zero size, and where no version word is there (the file is cut short, only its head is given,
     * or it is another variant) their name ends in .PSX.
     */
    static boolean recognises(byte[] bytes, String fileName) {
        if (variant(bytes, fileName) != null) {
            return true;
        }
        return bytes.length >= 8 && PsxLevelParser.u32(bytes, 0) == 0 && fileName != null
                && fileName.toLowerCase(Locale.ROOT).endsWith(".psx");
    }

    /**
     * The layout of a file {@link #recognises} took for TR1's; the retail one where no variant is named, the May
     * 1996 build's own for that build.
     */
    static PsxLayout of(byte[] bytes, String fileName) {
        var variant = variant(bytes, fileName);
        if (variant == Tr1PsxVariant.MAY_1996) {
            return new Tr1PsxMay1996Layout();
        }
        return new Tr1PsxLayout(variant != null ? variant : Tr1PsxVariant.RETAIL);
    }

    /**
     * The release {@code bytes} are of, or null for none: the retail one where a VAB sound bank comes first, or
     * (the cutscenes, with no sounds) two zero sizes and the version word where the pages end; else a 1996 build
     * whose version word lies where its pages, stored first, end.
     */
    private static Tr1PsxVariant variant(byte[] bytes, String fileName) {
        if (SoundBank.startsWithBank(bytes)) {
            return Tr1PsxVariant.RETAIL;
        }
        if (bytes.length >= 8 && PsxLevelParser.u32(bytes, 0) == 0) {
            var versionAt = 8 + PsxLevelParser.u32(bytes, 4) + PAGES_BYTES;
            if (versionAt + 4 <= bytes.length && PsxLevelParser.u32(bytes, (int) versionAt) == VERSION) {
                return Tr1PsxVariant.RETAIL;
            }
        }
        // A 1996 build starts with texels, which a PC file's first word must not be taken for: its pages may
        // hold, by chance, a version word where a build's would lie.
        if (bytes.length < 4 || FirstWords.isPcFile(bytes)) {
            return null;
        }
        return Tr1PsxVariant.pagesFirst(bytes);
    }

    @Override
    public GameVersion version() {
        return GameVersion.TR1;
    }

    @Override
    public LevelLayout levelLayout() {
        return variant.layout();
    }

    @Override
    public Head head(ByteCursor file) {
        if (variant.pagesFirst()) {
            return pagesFirst(file);
        }
        var bank = SoundBank.read(file, SoundBank.SAMPLE_RATE);
        var pagesOffset = file.position();
        var pages = new ClutPages(file.bytes("textiles4", (long) PAGES * ClutPages.PAGE_BYTES),
                file.bytes("cluts", (long) TABLES * ClutPages.TABLE_BYTES));
        var versionOffset = file.position();
        var version = file.u32("version");
        if (version != VERSION) {
            var prerelease = PsxPrerelease.after(file, pagesOffset);
            throw new LevelFormatException("file", versionOffset, "version", prerelease != null
                    ? prerelease.refusal(pagesOffset)
                    : String.format("unknown PlayStation variant: a sound bank of %d bytes and %d texture pages "
                            + "were recognised, then version 0x%08X where TR1's retail release has %d (TR1's "
                            + "1996 betas and demo start with their pages, not a sound bank)", pagesOffset, PAGES,
                            version, VERSION));
        }
        return new Head(bank, new Pages(pages, pagesOffset));
    }

    /** A 1996 build's head: its pages and tables from the file's start, then its version word; no sounds. */
    private Head pagesFirst(ByteCursor file) {
        var pages = Pages.uncounted(file, variant.pages(), variant.tables());
        file.u32("version");
        return new Head(new SoundBank(Bytes.EMPTY, Ints.EMPTY), pages);
    }

    @Override
    public Room room(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        return PsxRoomReader.read(cursor, context, roomIndex, roomCount);
    }

    @Override
    public Mesh mesh(ByteCursor cursor, ReadContext context, int meshIndex) {
        return PsxMeshReader.mesh(cursor, context, meshIndex);
    }

    @Override
    public Pages pages(ByteCursor file, Head head) {
        return head.pages();
    }

    /** The sound map follows the entities directly; the 1996 builds may end after the sound details. */
    @Override
    public Optional<SoundTail> soundTail() {
        return Optional.of(new SoundTail(0, 256, variant.pagesFirst()));
    }

    @Override
    public Navigation navigation(ByteCursor file) {
        return PlacementReader.navigation(file, true, variant.zonesPerBox());
    }
}
