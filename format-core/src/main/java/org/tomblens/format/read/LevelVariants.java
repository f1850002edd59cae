package org.tomblens.format.read;

import java.util.List;

/**
 * Every layout of the TR1–TR5 level files, in the order they are asked. The PlayStation's come first: a PC magic
 * number may stand where they keep a sample count or a sound bank's size, never the other way round.
 */
public final class LevelVariants {
    public static final List<LevelVariant> ALL = List.of(
            // TR3's, TR4's and TR5's version words are negative, where TR1's bank and TR2's sample count never are:
            // asked first.
            new Tr3PsxLevels(),
            Tr4PsxLevels.tr4(),
            Tr4PsxLevels.tr5(),
            Tr2PsxLevels.byTheirBytes(),
            new Tr1PsxLevels(),
            // A .PSX file cut short before its version word, with a sample count first, is taken for TR2's.
            Tr2PsxLevels.byTheirName(),
            new Tr1PcLevels(),
            PcLevels.tr2(),
            PcLevels.tr3(),
            new Tr4Tr5Levels(),
            new RemasteredLevels(),
            new TrngLevels(),
            // Told by a textile size and page counts no PlayStation or PC file starts with: asked after them all.
            new DreamcastTr5Levels());

    private LevelVariants() {}

    /** The variant that recognises {@code bytes} first, or null for none. */
    public static LevelVariant of(byte[] bytes, String fileName) {
        if (bytes.length < 4) {
            return null;
        }
        return ALL.stream().filter(variant -> variant.recognises(bytes, fileName)).findFirst().orElse(null);
    }
}
