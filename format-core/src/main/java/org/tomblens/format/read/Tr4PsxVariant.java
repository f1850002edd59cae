package org.tomblens.format.read;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.LevelLayout;

/**
 * The releases of TR4's and TR5's PlayStation levels that trview tells apart by their version word, in the layout
 * {@link Tr4PsxLevelParser} reads: a header of sizes and offsets, then the level. They differ in how many object
 * slots (the models' table, one record a slot, loaded or not) and static-mesh slots the game has, which trview's
 * notes give per version. The reader tells a file's release by this table, level-maker's writer lays a level out by
 * it.
 */
public enum Tr4PsxVariant {
    /** The OPSM 90 demo disc's build: no offsets in the header; the parts they point at lie in the walk. */
    TR4_120(GameVersion.TR4, -120, 436, 60, LevelLayout.PLAYSTATION_DEMO, true),
    TR4_121(GameVersion.TR4, -121, 426, 60, LevelLayout.PLAYSTATION_BETA, true),
    TR4_124(GameVersion.TR4, -124, 427, 60, LevelLayout.PLAYSTATION_BETA, false),
    TR4_126(GameVersion.TR4, -126, 444, 60, LevelLayout.PLAYSTATION_BETA, false),
    TR4_RETAIL(GameVersion.TR4, -129, 465, 60, LevelLayout.PLAYSTATION, false),
    TR5_201(GameVersion.TR5, -201, 305, 60, LevelLayout.PLAYSTATION_BETA, false),
    TR5_202(GameVersion.TR5, -202, 312, 60, LevelLayout.PLAYSTATION_BETA, false),
    TR5_206(GameVersion.TR5, -206, 378, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_209(GameVersion.TR5, -209, 393, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_214(GameVersion.TR5, -214, 427, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_215(GameVersion.TR5, -215, 431, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_219(GameVersion.TR5, -219, 441, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_223(GameVersion.TR5, -223, 454, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_224(GameVersion.TR5, -224, 454, 70, LevelLayout.PLAYSTATION_BETA, false),
    TR5_RETAIL(GameVersion.TR5, -225, 460, 70, LevelLayout.PLAYSTATION, false);

    /**
     * Where a TR4 file's header may start: at once, or after the loader code some discs put before it (trview looks
     * at these three places).
     */
    private static final int[] TR4_HEADER_PLACES = {0, 0x7000, 0x7800, 0x6000};
    /** Where a TR5 file's header may start: at once, or after the loader code the retail disc puts before it. */
    private static final int[] TR5_HEADER_PLACES = {0, 313344};

    /** The header's six offsets end here. */
    private static final int OFFSETS_END = 28;

    private final GameVersion game;
    private final int versionWord;
    private final int modelSlots;
    private final int staticSlots;
    private final LevelLayout layout;
    private final boolean inline;

    Tr4PsxVariant(GameVersion game, int versionWord, int modelSlots, int staticSlots, LevelLayout layout,
                  boolean inline) {
        this.game = game;
        this.versionWord = versionWord;
        this.modelSlots = modelSlots;
        this.staticSlots = staticSlots;
        this.layout = layout;
        this.inline = inline;
    }

    /**
     * Whether the header holds no offsets (trview's OPSM 90 reader): the samples (a count, their offsets, the data's
     * size and the data) and the video-memory image then follow the header, the frames the mesh trees, and the
     * models the flyby cameras; the header starts the file.
     */
    public boolean inline() {
        return inline;
    }

    public GameVersion game() {
        return game;
    }

    /** The header's first word. */
    public int versionWord() {
        return versionWord;
    }

    /** The records of the models' table: one an object slot, whether the level loads the object or not. */
    public int modelSlots() {
        return modelSlots;
    }

    /** The records of the static meshes' table, one a slot. */
    public int staticSlots() {
        return staticSlots;
    }

    /** The layout the level read records. */
    public LevelLayout layout() {
        return layout;
    }

    /** Where {@code game}'s files may start their header, in the order they are looked at. */
    public static int[] headerPlaces(GameVersion game) {
        return (game == GameVersion.TR4 ? TR4_HEADER_PLACES : TR5_HEADER_PLACES).clone();
    }

    /** The release of {@code game} whose version word is {@code word}, or null. */
    static Tr4PsxVariant of(GameVersion game, int word) {
        for (var variant : values()) {
            if (variant.game == game && variant.versionWord == word) {
                return variant;
            }
        }
        return null;
    }

    /**
     * Where {@code bytes} hold the header of a {@code game} release, or -1 for nowhere. Past the file's start, where
     * any file's bytes might hold the word by chance, the six offsets after it must lie within the file too.
     */
    static int headerAt(byte[] bytes, GameVersion game) {
        for (var place : headerPlaces(game)) {
            var variant = place + 4 <= bytes.length ? of(game, word(bytes, place)) : null;
            if (variant != null && (place == 0 || !variant.inline && offsetsWithin(bytes, place))) {
                return place;
            }
        }
        return -1;
    }

    private static boolean offsetsWithin(byte[] bytes, int place) {
        if (place + OFFSETS_END > bytes.length) {
            return false;
        }
        for (int at = place + 4; at < place + OFFSETS_END; at += 4) {
            var offset = word(bytes, at) & 0xFFFFFFFFL;
            if (offset >= bytes.length - place) {
                return false;
            }
        }
        return true;
    }

    private static int word(byte[] bytes, int at) {
        return bytes[at] & 0xFF | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
    }
}
