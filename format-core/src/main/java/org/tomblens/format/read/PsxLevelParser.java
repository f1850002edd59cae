package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR1;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Textures;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.psx.ClutPages;
import org.tomblens.format.psx.SoundBank;

/**
 * Walks a PlayStation TR1 level (the retail release's layout, as trview's and OpenLara's readers describe it):
 * the sound bank, 13 4-bit texture pages and 1024 colour tables, the version word 32, then the PC TR1 order with
 * its own rooms, meshes, padded models, textures that name a colour table, no light map or palette, and after the
 * sound map and details the sample count and the cinematic frames. The level it gives is a PC TR1 level's, its
 * pages drawn to 32 bits, its samples decoded to WAV, its layout {@link LevelLayout#PLAYSTATION}.
 */
final class PsxLevelParser {
    /** The version word after the pages, as in PC TR1 levels. */
    static final int VERSION = 32;
    /** The retail release's 4-bit pages and colour tables. */
    static final int PAGES = 13;
    static final int TABLES = 1024;
    static final int PAGES_BYTES = PAGES * ClutPages.PAGE_BYTES + TABLES * ClutPages.TABLE_BYTES;
    private static final int SOUND_MAP_SIZE = 256;

    private final byte[] bytes;
    private final String fileName;
    private final ProgressListener progress;
    private final ReadContext context = new ReadContext(TR1);

    PsxLevelParser(byte[] bytes, String fileName, ProgressListener progress) {
        this.bytes = bytes;
        this.fileName = fileName;
        this.progress = progress;
    }

    /**
     * Whether {@code bytes} are a PlayStation TR1 level: a VAB sound bank first, or (the cutscenes, with no
     * sounds) two zero sizes and the version word where the pages end. Where that word is not there (the file is
     * cut short, only its head is given, or it is another variant), its name ending in .PSX decides.
     */
    static boolean recognises(byte[] bytes, String fileName) {
        if (SoundBank.startsWithBank(bytes)) {
            return true;
        }
        if (bytes.length < 8 || u32(bytes, 0) != 0) {
            return false;
        }
        var versionAt = 8 + u32(bytes, 4) + PAGES_BYTES;
        if (versionAt + 4 <= bytes.length && u32(bytes, (int) versionAt) == VERSION) {
            return true;
        }
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".psx");
    }

    Level parse() {
        var file = new ByteCursor(bytes, "file");
        progress.progress(0.0, "sounds");
        var bank = SoundBank.read(file);
        progress.progress(0.2, "textures");
        var pagesOffset = file.position();
        var pages = new ClutPages(file.bytes("textiles4", (long) PAGES * ClutPages.PAGE_BYTES),
                file.bytes("cluts", (long) TABLES * ClutPages.TABLE_BYTES));
        var versionOffset = file.position();
        var version = file.u32("version");
        if (version != VERSION) {
            throw new LevelFormatException("file", versionOffset, "version", String.format(
                    "unknown PlayStation variant: a sound bank of %d bytes and %d texture pages were recognised, "
                            + "then version 0x%08X where TR1's retail release has %d; betas, demos and TR2/TR3 "
                            + "PlayStation levels are not read", pagesOffset, PAGES, version, VERSION));
        }
        var roomCountOffset = file.position();
        var rooms = rooms(file, file.checkedCount(roomCountOffset, "numRooms", file.u16("numRooms"), 20));
        progress.progress(0.6, "meshes and animations");
        var floorData = Words.own(file.words("floorData", file.count32("numFloorData", 2)));
        var meshes = MeshReader.read(file, context, PsxMeshReader::mesh);
        var tablesOffset = file.position();
        var tables = AnimationReader.readTables(file, TR1);
        var modelsOffset = file.position();
        var models = AnimationReader.readModels(file, meshes.size(), true);
        var staticMeshes = ObjectReader.staticMeshes(file, meshes.size());
        var textureReader = new PsxTextureReader(pages);
        var objectTextures = textureReader.objectTextures(file);
        var spriteTextures = textureReader.spriteTextures(file);
        var spriteSequences = ObjectReader.spriteSequences(file, spriteTextures.size());
        var cameras = PlacementReader.cameras(file);
        var soundSources = PlacementReader.soundSources(file);
        var navigation = PlacementReader.navigation(file, TR1);
        var animatedTextures = Words.own(file.words("animatedTextures", file.count32("numAnimatedTextures", 2)));
        context.objectTextures.check(objectTextures.size());
        context.spriteTextures.check(spriteTextures.size());
        var entities = PlacementReader.entities(file, TR1, rooms.size());
        var soundMap = Words.own(file.words("soundMap", SOUND_MAP_SIZE));
        var details = SoundReader.soundDetails(file, TR1);
        // How many samples the sounds count on: the bank's own in most levels, but a cutscene brings no bank (the
        // game keeps the one loaded) and counts 6, and retail LEVEL10A counts 91 for its bank's 87. The samples
        // played are the bank's.
        file.u32("numSamples");
        var cinematicFrames = PlacementReader.cinematicFrames(file);
        if (!file.atEnd()) {
            throw file.error("cinematicFrames", file.remaining() + " bytes after the cinematic frames");
        }
        var animation = AnimationReader.combine(tables, models);
        AnimationChecks.check(animation, TR1, tablesOffset, modelsOffset, context);
        if (pages.overdrawn() > 0) {
            context.warnAt("textiles4", pagesOffset, pages.overdrawn() + " textures drawn over others' texels or "
                    + "left undrawn: they need more than " + ClutPages.MAX_PAGES + " pages or "
                    + ClutPages.MAX_TEXEL_VISITS + " texels looked at");
        }
        var textures = new Textures(0, 0, 0, List.of(), List.of(), pages.pages32(), List.of(),
                textureReader.palette(), Bytes.EMPTY);
        var texturing = new Texturing(objectTextures, spriteTextures, spriteSequences, animatedTextures, 0);
        var sound = new Sound(soundMap, details, bank.offsets(), bank.waves(), List.of());
        progress.progress(1.0, "done");
        return new Level(TR1, fileName, textures, rooms, floorData, meshes, animation, staticMeshes, texturing,
                cameras, List.of(), soundSources, navigation, entities, List.of(), Bytes.EMPTY, cinematicFrames,
                Bytes.EMPTY, sound, 0, 0, 0, context.warnings(), LevelLayout.PLAYSTATION);
    }

    private List<Room> rooms(ByteCursor cursor, int count) {
        var rooms = new ArrayList<Room>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(PsxRoomReader.read(cursor, context, i, count));
            cursor.leave();
            if ((i & 7) == 0) {
                progress.progress(0.2 + 0.4 * i / count, "rooms");
            }
        }
        return rooms;
    }

    private static long u32(byte[] bytes, int at) {
        return (bytes[at] & 0xFF | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16
                | (long) (bytes[at + 3] & 0xFF) << 24);
    }
}
