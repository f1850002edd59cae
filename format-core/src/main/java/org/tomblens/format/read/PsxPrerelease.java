package org.tomblens.format.read;

import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * TR2's PlayStation pre-release builds that start with TR1's VAB sound bank and tell themselves apart by where their
 * version word lies after it (trview's readers): after their own number of 4-bit pages and colour tables (42 after
 * 18 and 2048; 38, the E3 build, after 14 and 1024). They keep their animation frames as TR1 does;
 * {@link Tr2PsxPrereleaseLayout} reads them. (The betas of version 44, with the word right after the bank, are
 * {@link Tr2PsxLayout}'s.) The reader tells a file's build by this table, level-maker's writer lays a level out by it.
 */
public enum PsxPrerelease {
    /** trview plays no samples of this build; TR2's betas' rate is assumed. */
    BETA_42(42, 18, 2048, "a TR2 beta", SoundBank.TR2_SAMPLE_RATE, LevelLayout.PLAYSTATION_BETA_42),
    E3(38, 14, 1024, "TR2's E3 build", SoundBank.SAMPLE_RATE, LevelLayout.PLAYSTATION_E3);

    private final int version;
    private final int pages;
    private final int tables;
    private final String name;
    private final int sampleRate;
    private final LevelLayout layout;

    PsxPrerelease(int version, int pages, int tables, String name, int sampleRate, LevelLayout layout) {
        this.version = version;
        this.pages = pages;
        this.tables = tables;
        this.name = name;
        this.sampleRate = sampleRate;
        this.layout = layout;
    }

    /** The version word after the pages and colour tables. */
    public int version() {
        return version;
    }

    /** The 4-bit pages stored, uncounted, after the sound bank. */
    public int pages() {
        return pages;
    }

    /** The colour tables stored, uncounted, after the pages. */
    public int tables() {
        return tables;
    }

    /** The rate its samples play at. */
    int sampleRate() {
        return sampleRate;
    }

    /** The layout the level read records. */
    public LevelLayout layout() {
        return layout;
    }

    /**
     * The build {@code bytes} are: a VAB sound bank (or, without sounds, its two sizes as 0) followed by the
     * build's pages, tables and version word; null for none.
     */
    static PsxPrerelease of(byte[] bytes) {
        var bankEnd = bankEnd(bytes);
        for (var build : values()) {
            var at = bankEnd + build.pagesBytes();
            if (bankEnd >= 0 && at + 4 <= bytes.length && PsxLevelParser.u32(bytes, (int) at) == build.version()) {
                return build;
            }
        }
        return null;
    }

    /** Where the VAB sound bank {@code bytes} start with ends (after its header and body), or -1 for no bank. */
    static long bankEnd(byte[] bytes) {
        if (bytes.length < 12 || !SoundBank.startsWithBank(bytes) && PsxLevelParser.u32(bytes, 0) != 0) {
            return -1;
        }
        var bodySizeAt = 4 + PsxLevelParser.u32(bytes, 0);
        return bodySizeAt + 4 > bytes.length ? -1 : bodySizeAt + 4 + PsxLevelParser.u32(bytes, (int) bodySizeAt);
    }

    /** The build whose version word lies where it should after a sound bank ending at {@code bankEnd}, or null. */
    static PsxPrerelease after(ByteCursor file, long bankEnd) {
        for (var build : values()) {
            if (file.peekU32(bankEnd + build.pagesBytes()) == build.version()) {
                return build;
            }
        }
        return null;
    }

    long pagesBytes() {
        return (long) pages * ClutPages.PAGE_BYTES + (long) tables * ClutPages.TABLE_BYTES;
    }

    String refusal(long bankEnd) {
        return String.format("%s was recognised: version %d after a sound bank of %d bytes, %d texture pages and %d "
                + "colour tables; it is read as a TR2 level, not as TR1's", name, version, bankEnd, pages, tables);
    }
}
