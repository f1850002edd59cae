package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.*;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.Inflation;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.CinematicFrame;
import org.tomblens.format.model.EmbeddedSample;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;

/**
 * Walks one level file in the order of its version's layout (§10): TR1–TR3 store everything plainly;
 * TR4 packs textures and level data in zlib chunks and appends samples; TR5 keeps its level data
 * unpacked after two extra header words. The level data itself shares one order with small
 * per-version differences, each handled where it occurs.
 */
final class LevelParser {
    private static final int PAGE8 = 256 * 256;
    private static final int PAGE16 = PAGE8 * 2;
    private static final int PAGE32 = PAGE8 * 4;
    /** Texture pages a level may declare; TRNG levels go beyond the retail limit but far below this. */
    private static final int MAX_PAGES = 512;
    /** Largest unpacked level-data chunk accepted. */
    private static final long MAX_LEVEL_DATA = 128L << 20;
    private static final int LIGHT_MAP_SIZE = 32 * 256;
    private static final int PALETTE_SIZE = 768;
    private static final int PALETTE16_SIZE = 1024;
    private static final String NGLE = "NGLE";

    private final byte[] bytes;
    private final String fileName;
    private final GameVersion version;
    private final ProgressListener progress;
    private LevelLayout layout;
    private final ReadContext context;

    private Textures textures;
    /** How far reading got when it failed, to tell which of two layouts read further. */
    private long reached;
    private boolean paletteRead;
    /** Whether the TR1 palette read holds 6-bit values only, as every retail TR1 and UB palette does (§2.3.3). */
    private boolean sixBitPalette;
    private List<EmbeddedSample> samples = List.of();
    private int laraType;
    private int weather;

    LevelParser(byte[] bytes, String fileName, GameVersion version, ProgressListener progress) {
        this(bytes, fileName, version, LevelLayout.STANDARD, progress);
    }

    LevelParser(byte[] bytes, String fileName, GameVersion version, LevelLayout layout, ProgressListener progress) {
        this.bytes = bytes;
        this.fileName = fileName;
        this.version = version;
        this.layout = layout;
        this.progress = progress;
        this.context = new ReadContext(version);
    }

    Level parse() {
        var footer = footerSize();
        var file = new ByteCursor(bytes, 0, bytes.length - footer, "file");
        file.u32("version");
        progress.progress(0.0, "textures");
        LevelData level;
        try {
            if (layout == LevelLayout.REMASTERED) {
                level = parseRemastered(file);
            } else if (layout == LevelLayout.DREAMCAST) {
                level = parseDreamcast(file);
            } else {
                level = version.isChunked() ? parseChunked(file) : parseClassic(file);
            }
        } catch (LevelFormatException e) {
            // The palette is 768 bytes of colours, no structure: either TR1 layout may have passed it, at its place.
            reached = file.position() - (paletteRead ? PALETTE_SIZE : 0);
            throw e;
        }
        progress.progress(1.0, "done");
        return new Level(version, fileName, textures, level.rooms, level.floorData, level.meshes, level.animation,
                level.staticMeshes, level.texturing, level.cameras, level.flybys, level.soundSources, level.navigation,
                level.entities, level.aiObjects, level.lightMap, level.cinematicFrames, level.tail.demoData(),
                withSamples(level.tail.sound()), laraType, weather, footer, context.warnings(), layout);
    }

    /**
     * How far into the file reading had got when it failed, not counting the TR1 palette if it was read (0 before
     * {@link #parse} failed).
     */
    long reached() {
        return reached;
    }

    /** Whether a TR1 palette was read and holds only the 6-bit values (0..63) retail palettes hold. */
    boolean readSixBitPalette() {
        return paletteRead && sixBitPalette;
    }

    /** What the shared level data holds, before the samples that TR4/TR5 store after it are added. */
    private record LevelData(
            List<Room> rooms, Words floorData, Meshes meshes, AnimationData animation, List<StaticMesh> staticMeshes,
            Texturing texturing, List<FixedCamera> cameras, List<FlybyCamera> flybys, List<SoundSource> soundSources,
            Navigation navigation, List<Entity> entities, List<AiObject> aiObjects, Bytes lightMap,
            List<CinematicFrame> cinematicFrames, SoundReader.Tail tail) {
        /** No level data: a file of texture pages alone. */
        static final LevelData NONE = new LevelData(List.of(), Words.EMPTY, new Meshes(0, Ints.EMPTY, List.of()),
                new AnimationData(List.of(), List.of(), List.of(), List.of(), Words.EMPTY, Ints.EMPTY, Words.EMPTY),
                List.of(), new Texturing(List.of(), List.of(), List.of(), Words.EMPTY, 0), List.of(), List.of(),
                List.of(), new Navigation(List.of(), Words.EMPTY, Words.EMPTY), List.of(), List.of(), Bytes.EMPTY,
                List.of(), new SoundReader.Tail(Bytes.EMPTY,
                        new Sound(Words.EMPTY, List.of(), Ints.EMPTY, Bytes.EMPTY, List.of())));
    }

    private Sound withSamples(Sound sound) {
        return new Sound(sound.soundMap(), sound.details(), sound.sampleIndices(), sound.sampleBlob(), samples);
    }

    /** TRNG appends a block that ends with "NGLE" and its own size; the level data ends before it. */
    private int footerSize() {
        if (bytes.length < 8) {
            return 0;
        }
        var tag = new String(bytes, bytes.length - 8, 4, StandardCharsets.ISO_8859_1);
        var size = new ByteCursor(bytes, "file").peekU32(bytes.length - 4);
        if (NGLE.equals(tag) && size >= 8 && size <= bytes.length) {
            return (int) size;
        }
        return 0;
    }

    // --- TR1–TR3 ---

    private LevelData parseClassic(ByteCursor cursor) {
        var palette = Bytes.EMPTY;
        var palette16 = Bytes.EMPTY;
        if (version != TR1) {
            palette = Bytes.own(cursor.bytes("palette", PALETTE_SIZE));
            palette16 = Bytes.own(cursor.bytes("palette16", PALETTE16_SIZE));
        }
        var pageCount = cursor.count32("numTextiles", version == TR1 ? PAGE8 : PAGE8 + PAGE16);
        var pages8 = pages(cursor.bytes("textiles8", (long) pageCount * PAGE8), PAGE8);
        var pages16 = version == TR1 ? List.<Bytes>of() : pages(cursor.bytes("textiles16", (long) pageCount * PAGE16), PAGE16);
        textures = new Textures(0, 0, 0, pages8, pages16, List.of(), List.of(), palette, palette16);
        if (version != TR1 && pageCount > 0 && cursor.position() == cursor.end()) {
            // TR3's VICT.TR2: the end pictures alone, the file ending where the level data would start.
            layout = LevelLayout.PAGES_ONLY;
            return LevelData.NONE;
        }
        cursor.u32("unused");
        return levelData(cursor, cursor.end());
    }

    // --- TR4/TR5 ---

    /** The room, object and bump page counts that start a TR4/TR5 file after its magic. */
    private record PageCounts(int room, int object, int bump) {
        static PageCounts read(ByteCursor cursor) {
            var counts = new PageCounts(cursor.u16("numRoomTextiles"), cursor.u16("numObjectTextiles"),
                    cursor.u16("numBumpTextiles"));
            if (counts.total() > MAX_PAGES) {
                throw cursor.errorAt(4, "numRoomTextiles", counts.total() + " texture pages declared, more than "
                        + MAX_PAGES + " accepted");
            }
            return counts;
        }

        int total() {
            return room + object + bump;
        }
    }

    private LevelData parseChunked(ByteCursor cursor) {
        var counts = PageCounts.read(cursor);
        var pageCount = counts.total();
        var pages32 = pages(chunk(cursor, "textiles32", (long) pageCount * PAGE32), PAGE32);
        progress.progress(0.15, "textures");
        var pages16 = pages(chunk(cursor, "textiles16", (long) pageCount * PAGE16), PAGE16);
        var miscStart = cursor.position();
        var misc = Inflation.read(cursor, "miscTextiles", 4L * PAGE32).data();
        if (misc.length % PAGE32 != 0) {
            throw cursor.errorAt(miscStart, "miscTextiles", "unpacks to " + misc.length
                    + " bytes, not a whole number of 256x256 32-bit pages");
        }
        textures = new Textures(counts.room(), counts.object(), counts.bump(), List.of(), pages16, pages32,
                pages(misc, PAGE32), Bytes.EMPTY, Bytes.EMPTY);
        progress.progress(0.3, "level data");

        ByteCursor data;
        if (version == TR5) {
            laraType = cursor.u16("laraType");
            weather = cursor.u16("weather");
            cursor.skip("padding", 28);
            var sizesOffset = cursor.position();
            var unpacked = cursor.u32("levelData.unpackedSize");
            var packed = cursor.u32("levelData.packedSize");
            if (unpacked != packed) {
                throw cursor.errorAt(sizesOffset, "levelData", "TR5 level data is stored unpacked, but its sizes differ ("
                        + unpacked + " and " + packed + ")");
            }
            cursor.require("levelData", unpacked);
            data = cursor.slice("levelData", (int) unpacked);
            cursor.skip("levelData", unpacked);
        } else {
            var chunk = Inflation.read(cursor, "levelData", MAX_LEVEL_DATA);
            data = new ByteCursor(chunk.data(), "level-data chunk");
        }
        data.enter("levelData");
        var level = levelData(data, data.end() - 6L);
        separator(data);
        data.leave();

        samples = SoundReader.embeddedSamples(cursor);
        if (!cursor.atEnd()) {
            throw cursor.error("samples", cursor.remaining() + " bytes after the last sample");
        }
        return level;
    }

    /**
     * TR4 and TR5 as the Remastered games keep them (trview's {@code load_tr4_pc_remastered} and
     * {@code load_tr5_pc_remastered}): the page counts, a word trview skips, the 32-bit pages and the misc pages
     * (TR4 two, TR5 three) unpacked, TR5's Lara type, then the level data up to the AI objects; the sounds are the
     * game's MAIN.SFX's, not the level's.
     */
    private LevelData parseRemastered(ByteCursor cursor) {
        var counts = PageCounts.read(cursor);
        cursor.u32("textilesSize");
        var pages32 = pages(cursor.bytes("textiles32", (long) counts.total() * PAGE32), PAGE32);
        var miscPages = version == TR5 ? 3 : 2;
        var misc = pages(cursor.bytes("miscTextiles", (long) miscPages * PAGE32), PAGE32);
        textures = new Textures(counts.room(), counts.object(), counts.bump(), List.of(), List.of(), pages32, misc,
                Bytes.EMPTY, Bytes.EMPTY);
        if (version == TR5) {
            laraType = cursor.u16("laraType");
        }
        progress.progress(0.3, "level data");
        // The level data's paths are those of the PC layout's level-data chunk.
        cursor.enter("levelData");
        var level = levelData(cursor, cursor.end());
        cursor.leave();
        if (!cursor.atEnd()) {
            var last = version == TR5 ? "entities" : "aiObjects";
            context.warnAt(cursor.path(last), cursor.position(), cursor.remaining() + " bytes follow the " + last
                    + ", where the Remastered layout ends");
        }
        return level;
    }

    /** TR5 as the Dreamcast keeps it: {@link DreamcastSections}' head, the level data in sections, the samples. */
    private LevelData parseDreamcast(ByteCursor cursor) {
        var head = DreamcastSections.head(cursor);
        textures = head.textures();
        laraType = head.laraType();
        weather = head.weather();
        var level = levelData(cursor, cursor.end());
        samples = DreamcastSections.samples(cursor, context);
        return level;
    }

    /** Where a group of the level data ends: the next group of a Dreamcast file starts on a section boundary. */
    private void sectionEnd(ByteCursor cursor) {
        if (layout == LevelLayout.DREAMCAST) {
            DreamcastSections.next(cursor);
        }
    }

    private byte[] chunk(ByteCursor cursor, String field, long expectedSize) {
        var start = cursor.position();
        var data = Inflation.read(cursor, field, expectedSize).data();
        if (data.length != expectedSize) {
            throw cursor.errorAt(start, field, "unpacks to " + data.length + " bytes, " + expectedSize
                    + " expected for the declared pages");
        }
        return data;
    }

    /** The level-data chunk ends with six separator bytes: zeros in TR4, 0xCD in TR5 (§10.4–10.5). */
    private void separator(ByteCursor data) {
        var expected = version == TR5 ? 0xCD : 0x00;
        for (int i = 0; i < 6; i++) {
            var offset = data.position();
            var value = data.u8("separator");
            if (value != expected) {
                context.warnAt(data.path("separator"), offset, String.format(
                        "separator byte 0x%02X where 0x%02X was expected", value, expected));
                data.skip("separator", 5 - i);
                return;
            }
        }
    }

    // --- the level data every version shares ---

    private LevelData levelData(ByteCursor cursor, long tailEnd) {
        var remastered = layout == LevelLayout.REMASTERED;
        if (version.isChunked() && !remastered) {
            cursor.u32("unused");
        }
        // The Remastered TR5 keeps TR4's room count, models, tags and object textures around rooms of its own.
        var records = remastered ? TR4 : version;
        var roomCountOffset = cursor.position();
        var roomCount = records == TR5 ? cursor.u32("numRooms") : cursor.u16("numRooms");
        var rooms = rooms(cursor, cursor.checkedCount(roomCountOffset, "numRooms", roomCount, 20));
        progress.progress(0.7, "meshes and animations");
        var floorData = Words.own(cursor.words("floorData", cursor.count32("numFloorData", 2)));
        sectionEnd(cursor);
        var meshes = MeshReader.read(cursor, context);
        var animationTablesOffset = cursor.position();
        var tables = AnimationReader.readTables(cursor, version);
        var modelsOffset = cursor.position();
        var models = AnimationReader.readModels(cursor, records, meshes.size());
        var staticMeshes = ObjectReader.staticMeshes(cursor, meshes.size());
        sectionEnd(cursor);
        var objectTextures = version.atLeast(TR3) ? null : ObjectReader.objectTextures(cursor, version);
        if (version.isChunked()) {
            cursor.expect("spriteTag", records == TR5 ? "SPR\0" : "SPR");
        }
        var spriteTextures = ObjectReader.spriteTextures(cursor);
        var spriteSequences = ObjectReader.spriteSequences(cursor, spriteTextures.size());
        sectionEnd(cursor);
        if (layout == LevelLayout.PALETTE_AFTER_SPRITES) {
            tr1Palette(cursor);
        }
        var cameras = PlacementReader.cameras(cursor);
        List<FlybyCamera> flybys = version.isChunked() ? PlacementReader.flybyCameras(cursor) : List.of();
        sectionEnd(cursor);
        var soundSources = PlacementReader.soundSources(cursor);
        sectionEnd(cursor);
        var navigation = PlacementReader.navigation(cursor, version);
        sectionEnd(cursor);
        var animatedTextures = Words.own(cursor.words("animatedTextures", cursor.count32("numAnimatedTextures", 2)));
        var uvCount = 0;
        if (version.isChunked()) {
            uvCount = cursor.u8("animatedTexturesUvCount");
            sectionEnd(cursor);
            cursor.expect("textureTag", records == TR5 ? "TEX\0" : "TEX");
        }
        if (objectTextures == null) {
            objectTextures = ObjectReader.objectTextures(cursor, records);
            sectionEnd(cursor);
        }
        context.objectTextures.check(objectTextures.size());
        context.spriteTextures.check(spriteTextures.size());
        // The Remastered TR5 keeps its AI objects before its entities (trview's load_tr5_pc_remastered).
        var aiFirst = remastered && version == TR5;
        List<AiObject> aiObjects = aiFirst ? PlacementReader.aiObjects(cursor, rooms.size(), context) : List.of();
        var entities = PlacementReader.entities(cursor, version, rooms.size());
        sectionEnd(cursor);
        if (version.isChunked() && !aiFirst) {
            aiObjects = PlacementReader.aiObjects(cursor, rooms.size(), context);
            sectionEnd(cursor);
        }
        var lightMap = Bytes.EMPTY;
        List<CinematicFrame> cinematicFrames = List.of();
        if (!version.isChunked()) {
            lightMap = Bytes.own(cursor.bytes("lightMap", LIGHT_MAP_SIZE));
            if (version == TR1 && layout == LevelLayout.STANDARD) {
                tr1Palette(cursor);
            }
            cinematicFrames = PlacementReader.cinematicFrames(cursor);
        }
        var tail = remastered ? new SoundReader.Tail(Bytes.EMPTY, LevelData.NONE.tail.sound())
                : layout == LevelLayout.DREAMCAST ? SoundReader.readSections(cursor, version, this::sectionEnd)
                : SoundReader.read(cursor, context, tailEnd);
        var animation = AnimationReader.combine(tables, models);
        AnimationChecks.check(animation, version, animationTablesOffset, modelsOffset, context);
        var texturing = new Texturing(objectTextures, spriteTextures, spriteSequences, animatedTextures, uvCount);
        return new LevelData(rooms, floorData, meshes, animation, staticMeshes, texturing, cameras, flybys,
                soundSources, navigation, entities, aiObjects, lightMap, cinematicFrames, tail);
    }

    /** TR1's palette, which the standard layout keeps after the light map (§10.1) and UB's before the cameras. */
    private void tr1Palette(ByteCursor cursor) {
        var palette = cursor.bytes("palette", PALETTE_SIZE);
        paletteRead = true;
        sixBitPalette = true;
        for (var value : palette) {
            sixBitPalette &= (value & 0xFF) < 64;
        }
        textures = new Textures(0, 0, 0, textures.pages8(), List.of(), List.of(), List.of(), Bytes.own(palette),
                Bytes.EMPTY);
    }

    private List<Room> rooms(ByteCursor cursor, int count) {
        var rooms = new ArrayList<Room>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(version != TR5 ? RoomReader.read(cursor, context, i, count)
                    : layout == LevelLayout.REMASTERED ? Tr5RemasteredRoomReader.read(cursor, context, i, count)
                    : Tr5RoomReader.read(cursor, context, i, count, layout == LevelLayout.DREAMCAST
                            ? Tr5RoomReader.Shape.DREAMCAST : Tr5RoomReader.Shape.PC));
            cursor.leave();
            if ((i & 7) == 0) {
                progress.progress(0.3 + 0.4 * i / count, "rooms");
            }
        }
        return rooms;
    }

    static List<Bytes> pages(byte[] data, int pageSize) {
        var pages = new ArrayList<Bytes>(data.length / pageSize);
        for (int offset = 0; offset + pageSize <= data.length; offset += pageSize) {
            pages.add(Bytes.own(Arrays.copyOfRange(data, offset, offset + pageSize)));
        }
        return pages;
    }
}
