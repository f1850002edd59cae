package org.tomblens.format.read;

/**
 * The words PC files of TR1–TR5 and of the level editors start with: the levels' version words and magic numbers,
 * TRLE's and Tomb Editor's libraries' and projects'. A PlayStation build whose file starts with texels is never
 * taken for one of these.
 */
public final class FirstWords {
    static final int TR1 = 0x00000020;
    static final int TR2 = 0x0000002D;
    static final int[] TR3 = {0xFF080038, 0xFF180038, 0xFF180034};
    /** "TR4\0", which TR4 and TR5 share. */
    static final int TR4 = 0x00345254;
    /** "TR4c": TRNG's encrypted levels (and, per TRosettaStone, TR4 demo levels). */
    static final int TR4C = 0x63345254;
    /** "TRX4": Tomb Raider IV–VI Remastered's TR4 levels. */
    static final int TRX4 = 0x34585254;
    /** "TRX5": Tomb Raider IV–VI Remastered's TR5 levels. */
    static final int TRX5 = 0x35585254;
    /** A TRLE library (.wad) starts with its version, 129. */
    public static final int WAD = 129;
    /** "WAD2", Tomb Editor's object library. */
    public static final int WAD2 = 0x32444157;
    /** "Wad2": Tomb Editor's first libraries, which its later versions refuse: the reader says so. */
    public static final int EARLY_WAD2 = 0x32646157;
    /** "PRJ2", a Tomb Editor project. */
    public static final int PRJ2 = 0x324A5250;

    private FirstWords() {}

    /** The first word of {@code bytes}, or -1 when they are shorter than a word. */
    public static long of(byte[] bytes) {
        return bytes.length < 4 ? -1 : PsxLevelParser.u32(bytes, 0);
    }

    /** Whether {@code bytes} start with the word of a PC level, library or project. */
    static boolean isPcFile(byte[] bytes) {
        if (bytes.length < 4) {
            return false;
        }
        var word = (int) of(bytes);
        for (var tr3 : TR3) {
            if (word == tr3) {
                return true;
            }
        }
        return word == TR1 || word == TR2 || word == TR4 || word == TR4C || word == TRX4 || word == TRX5 || word == WAD
                || word == WAD2 || word == EARLY_WAD2 || word == PRJ2;
    }
}
