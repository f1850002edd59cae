package org.tomblens.format.model;

/**
 * Where a file keeps what the standard layout keeps elsewhere, or which part of it the file holds, and the platform
 * and release it is of. The reader tells the layouts apart by which one reads the whole file exactly, never by its
 * name, and the model keeps the answer so that a level writes back to the bytes it came from.
 */
public enum LevelLayout {
    /** The layout §10 gives for the level's version. */
    STANDARD(Platform.PC, Platform.PC, false),
    /**
     * §10.10: Unfinished Business levels as the expansion shipped them (.TUB) and the TR1 PC demo keep the 768-byte
     * palette between the sprite sequences and the cameras, not after the light map.
     */
    PALETTE_AFTER_SPRITES(Platform.PC, Platform.PC, false),
    /**
     * The header, palettes and texture pages of a TR2/TR3 level and nothing after them: TR3's VICT.TR2 holds the
     * pictures the game shows after its last level this way. The file ends where the level data would start.
     */
    PAGES_ONLY(Platform.PC, Platform.PC, false),
    /**
     * TR1, TR2 or TR3 as the PlayStation retail releases keep them: sounds before the level (and TR3's code
     * modules), 4-bit texture pages with colour tables, padded records (TR2's packed room vertices, TR3's roomlets),
     * and the cinematic frames after the sound tables. TR4 and TR5 as theirs keep them: a header of sizes and
     * offsets, TR3's roomlets and meshes, a video-memory image of pages and colour tables, fixed tables of slots. The reader turns it into the same level a PC file reads as;
     * only the platform and variant remember where it came from.
     */
    PLAYSTATION(Platform.PSX, "retail", false),
    /**
     * TR2 as its PlayStation betas of version 44 keep it: TR1's sound bank before the level, then the retail
     * layout but for the room faces, the meshes and the colour tables. Read into the same level as the retail one.
     * TR1's PlayStation betas of September and August 1996 too: their pages first, no sound bank (and in August four
     * zone words a box), and its May 1996 build, laid out otherwise, its animations not read. TR4's and TR5's
     * PlayStation builds before their retail releases, which have fewer object slots.
     */
    PLAYSTATION_BETA(Platform.PSX, "beta", false),
    /**
     * TR3's PlayStation demo disc: the retail layout with the demo's own horizon model. TR1's 1996 PlayStation demo:
     * 15 pages first, no sound bank, then the retail layout. TR4's OPSM 90 demo disc: a header without offsets.
     */
    PLAYSTATION_DEMO(Platform.PSX, "demo", false),
    /** TR3's PlayStation trade-show (ECTS) build: fewer code modules before the rooms. */
    PLAYSTATION_ECTS(Platform.PSX, "ECTS", false),
    /**
     * TR2 as its PlayStation beta of version 42 keeps it: the betas of version 44 but for 4-bit pages and colour
     * tables before the version word, TR1's boxes, and animation frames kept as TR1 keeps them.
     */
    PLAYSTATION_BETA_42(Platform.PSX, "beta 42", true),
    /**
     * TR2 as its PlayStation E3 build (version 38) keeps it: TR1's PlayStation room meshes and meshes, pages before
     * the version word, TR1's boxes, and animation frames kept as TR1 keeps them.
     */
    PLAYSTATION_E3(Platform.PSX, "E3", true),
    /**
     * TR4 and TR5 as Tomb Raider IV–VI Remastered keeps them (magic "TRX4", "TRX5"): uncompressed, the 32-bit pages
     * and the misc pages alone, then the level data from the rooms to the AI objects, without the word before the
     * rooms and without the sound tables after them (the game's MAIN.SFX holds those); TR5's rooms in a layout of
     * their own. See docs/remastered.md.
     */
    REMASTERED(Platform.PC, "Remastered", false),
    /**
     * TR1 as the Sega Saturn keeps it: four files of tagged sections, big-endian, 4-bit pictures each with its colour
     * table. Read into the same level as the PC copy; only the platform remembers where it came from.
     */
    SATURN(Platform.SATURN, "retail", false),
    /**
     * TR5 as the Sega Dreamcast keeps it: the PC layout's parts unpacked, each group of them starting on a 2048-byte
     * boundary, 16-bit pages only, and rooms with 16 more header bytes and 32-byte vertices. Read into the same level
     * as the PC copy; see format-core/docs/dreamcast.md.
     */
    DREAMCAST(Platform.DREAMCAST, "retail", false);

    private final String platform;
    private final String variant;
    private final boolean tr1Keyframes;

    LevelLayout(String platform, String variant, boolean tr1Keyframes) {
        this.platform = platform;
        this.variant = variant;
        this.tr1Keyframes = tr1Keyframes;
    }

    /** Whether the file is a PlayStation one. */
    public boolean playStation() {
        return platform.equals(Platform.PSX);
    }

    /**
     * Whether the level keeps its animation frames as TR1 does (a count of angle sets, then two words a set, the low
     * word first) whatever its game: TR2's PlayStation builds of versions 42 and 38 do.
     */
    public boolean tr1Keyframes() {
        return tr1Keyframes;
    }

    /** "PSX" for a PlayStation file, "Saturn" and "Dreamcast" for Sega's consoles', "PC" for every other. */
    public String platform() {
        return platform;
    }

    /**
     * Which release of the platform's files the layout is: "retail", "beta", "beta 42", "E3", "demo" or "ECTS" on the
     * PlayStation, "retail" on the Saturn and the Dreamcast, "Remastered" for a Remastered game's own layout, "PC" on
     * the PC.
     */
    public String variant() {
        return variant;
    }

    /** The platforms' names, as {@code info --json}'s {@code platform} gives them. */
    public static final class Platform {
        public static final String PC = "PC";
        public static final String PSX = "PSX";
        public static final String SATURN = "Saturn";
        public static final String DREAMCAST = "Dreamcast";

        private Platform() {}
    }
}
