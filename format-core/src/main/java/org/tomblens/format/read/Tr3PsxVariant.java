package org.tomblens.format.read;

import org.tomblens.format.model.LevelLayout;

/**
 * The releases of TR3's PlayStation levels that trview tells apart by the version word the file starts with. They
 * share one layout but for how many code modules come before the rooms (and how an empty one is stored) and which
 * model is the horizon, whose first mesh is stored as a bare ring of quads. The reader tells a file's release by
 * this table, level-maker's writer lays a level out by it.
 */
public enum Tr3PsxVariant {
    RETAIL(-56, 13, false, 355, LevelLayout.PLAYSTATION),
    DEMO(-55, 13, false, 315, LevelLayout.PLAYSTATION_DEMO),
    ECTS(-53, 10, true, 312, LevelLayout.PLAYSTATION_ECTS);

    /** The version words TR3 PlayStation files start with: a negative word whose low byte is 0xC4 to 0xCE. */
    static final int NEWEST_WORD = -50;
    static final int OLDEST_WORD = -60;

    private final int versionWord;
    private final int codeModules;
    private final boolean emptyModuleHasFiller;
    private final int horizonModel;
    private final LevelLayout layout;

    Tr3PsxVariant(int versionWord, int codeModules, boolean emptyModuleHasFiller, int horizonModel,
                  LevelLayout layout) {
        this.versionWord = versionWord;
        this.codeModules = codeModules;
        this.emptyModuleHasFiller = emptyModuleHasFiller;
        this.horizonModel = horizonModel;
        this.layout = layout;
    }

    /** The word the file starts with. */
    public int versionWord() {
        return versionWord;
    }

    /** The code modules stored between the samples and the rooms. */
    public int codeModules() {
        return codeModules;
    }

    /** Whether an empty module is stored as its zero size and four more bytes, as the trade-show build does. */
    public boolean emptyModuleHasFiller() {
        return emptyModuleHasFiller;
    }

    /** The type id of the horizon's model, whose first mesh is stored as a bare ring of quads. */
    public int horizonModel() {
        return horizonModel;
    }

    /** The layout the level read records. */
    public LevelLayout layout() {
        return layout;
    }

    /** The variant whose version word is {@code word}, or null. */
    static Tr3PsxVariant of(int word) {
        for (var variant : values()) {
            if (variant.versionWord == word) {
                return variant;
            }
        }
        return null;
    }

    /** Whether {@code word} is in the range the TR3 PlayStation builds use, known or not. */
    static boolean inRange(int word) {
        return word >= OLDEST_WORD && word <= NEWEST_WORD;
    }
}
