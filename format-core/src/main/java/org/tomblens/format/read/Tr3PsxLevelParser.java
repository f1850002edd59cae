package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR3;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.psx.VagSampleTable;

/**
 * Walks a TR3 PlayStation level (as trview's and OpenLara's readers describe it): the version word, the VAG
 * samples, the code modules the game loads with the level (skipped), the rooms in roomlets, the FloorData, the
 * map of rooms seen from outside (skipped), the meshes, animations and padded models of TR1–TR3, the 4-bit pages
 * and colour tables, the textures, the PC TR3 placement records, the horizon colour, the room textures, the sound
 * map and details, a sample count and the cinematic frames. The level it gives is a PC TR3 level's: pages drawn to
 * 32 bits, samples decoded to WAV, room textures after the object textures.
 */
final class Tr3PsxLevelParser {
    private static final int OUTSIDE_MAP_BYTES = 27 * 27 * 2;
    private static final int BOUNDS_SIZE = 8;

    private final byte[] bytes;
    private final String fileName;
    private final ProgressListener progress;
    private final ReadContext context = new ReadContext(TR3);
    private final ReadContext.LaterReference roomTextureUses = new ReadContext.LaterReference("room texture");

    Tr3PsxLevelParser(byte[] bytes, String fileName, ProgressListener progress) {
        this.bytes = bytes;
        this.fileName = fileName;
        this.progress = progress;
    }

    /** Whether {@code bytes} start with a version word of the TR3 PlayStation builds, known or not. */
    static boolean recognises(byte[] bytes) {
        return bytes.length >= 4 && Tr3PsxVariant.inRange(bytes[0] & 0xFF | (bytes[1] & 0xFF) << 8
                | (bytes[2] & 0xFF) << 16 | bytes[3] << 24);
    }

    Level parse() {
        var file = new ByteCursor(bytes, "file");
        var word = file.s32("version");
        var variant = Tr3PsxVariant.of(word);
        if (variant == null) {
            throw new LevelFormatException("file", 0, "version", "unknown PlayStation variant: version " + word
                    + " was recognised as a TR3 PlayStation level, but only " + known() + " are read");
        }
        progress.progress(0.0, "sounds");
        var bank = VagSampleTable.read(file);
        skipCodeModules(file, variant);
        progress.progress(0.2, "rooms");
        var roomCountOffset = file.position();
        var rooms = rooms(file, file.checkedCount(roomCountOffset, "numRooms", file.u16("numRooms"), 20));
        var floorData = Words.own(file.words("floorData", file.count32("numFloorData", 2)));
        file.skip("outsideRoomMap", OUTSIDE_MAP_BYTES);
        file.skip("outsideRoomTable", file.count32("outsideRoomTableSize", 1));
        file.skip("roomBounds", (long) file.count32("numRoomBounds", BOUNDS_SIZE) * BOUNDS_SIZE);
        progress.progress(0.6, "meshes and animations");
        // The meshes come before the models, but which mesh is the horizon's bare one only the models tell.
        var meshesOffset = file.position();
        file.skip("meshData", 2L * file.count32("numMeshData", 2));
        var meshPointers = file.dwords("meshPointers", file.count32("numMeshPointers", 4));
        var tablesOffset = file.position();
        var tables = AnimationReader.readTables(file, TR3);
        var modelsOffset = file.position();
        var models = AnimationReader.readModels(file, meshPointers.length, true);
        var meshes = meshes(meshesOffset, horizonMeshOffset(models, meshPointers, variant));
        var staticMeshes = ObjectReader.staticMeshes(file, meshes.size());
        progress.progress(0.7, "textures");
        var texturesOffset = file.position();
        var textures = Tr3PsxTextures.read(file);
        var objectTextures = textures.objectTextures(file);
        var spriteTextures = textures.spriteTextures(file);
        var spriteSequences = ObjectReader.spriteSequences(file, spriteTextures.size());
        var cameras = PlacementReader.cameras(file);
        var soundSources = PlacementReader.soundSources(file);
        var navigation = PlacementReader.navigation(file, TR3);
        var animatedOffset = file.position();
        var animatedTextures = file.words("animatedTextures", file.count32("numAnimatedTextures", 2));
        var entities = PlacementReader.entities(file, TR3, rooms.size());
        file.u32("horizonColour");
        var roomTextures = textures.roomTextures(file);
        context.objectTextures.check(objectTextures.size());
        context.spriteTextures.check(spriteTextures.size());
        roomTextureUses.check(roomTextures.size());
        var soundMap = Words.own(file.words("soundMap", SoundReader.soundMapSize(TR3)));
        var details = SoundReader.soundDetails(file, TR3);
        file.u32("numSamples");
        var cinematicFrames = PlacementReader.cinematicFrames(file);
        if (!file.atEnd()) {
            context.warn(file, "cinematicFrames", file.remaining() + " bytes after the cinematic frames skipped");
        }
        var animation = AnimationReader.combine(tables, models);
        AnimationChecks.check(animation, TR3, tablesOffset, modelsOffset, context);
        PsxLevelTextures.warnOverdrawn(context, textures.pages(), "textiles4", texturesOffset);
        // Room faces and animated textures name room textures, which follow the object textures.
        var first = objectTextures.size();
        var allTextures = PsxLevelTextures.withRoomTextures(objectTextures, roomTextures);
        var finished = PsxLevelTextures.finished(rooms, first);
        var textureSet = PsxLevelTextures.textures(textures.pages(), textures.reader());
        var texturing = new Texturing(allTextures, spriteTextures, spriteSequences,
                Words.own(renumberedGroups(file, animatedOffset, animatedTextures, first)), 0);
        var sound = new Sound(soundMap, details, bank.offsets(), bank.waves(), List.of());
        progress.progress(1.0, "done");
        return new Level(TR3, fileName, textureSet, finished, floorData, meshes, animation, staticMeshes, texturing,
                cameras, List.of(), soundSources, navigation, entities, List.of(), Bytes.EMPTY, cinematicFrames,
                Bytes.EMPTY, sound, 0, 0, 0, context.warnings(), variant.layout());
    }

    private static String known() {
        var names = new ArrayList<String>();
        for (var variant : Tr3PsxVariant.values()) {
            names.add(variant.versionWord() + " (" + variant.layout().variant() + ")");
        }
        return String.join(", ", names);
    }

    /**
     * The modules of game code each level brings, as two sized blocks each; a module a level lacks is a zero
     * size (and, in the ECTS build, four bytes more).
     */
    private static void skipCodeModules(ByteCursor file, Tr3PsxVariant variant) {
        for (int i = 0; i < variant.codeModules(); i++) {
            file.enter("codeModules", i);
            var size = file.count32("size", 1);
            if (size != 0) {
                file.skip("code", size);
                file.skip("data", file.count32("dataSize", 1));
            } else if (variant.emptyModuleHasFiller()) {
                file.skip("filler", 4);
            }
            file.leave();
        }
    }

    private List<Room> rooms(ByteCursor cursor, int count) {
        var rooms = new ArrayList<Room>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(Tr3PsxRoomReader.read(cursor, context, roomTextureUses, i, count));
            cursor.leave();
            if ((i & 7) == 0) {
                progress.progress(0.2 + 0.4 * i / count, "rooms");
            }
        }
        return rooms;
    }

    /** Where the horizon model's first mesh starts in the mesh data, or -1 if the level has no horizon. */
    private static long horizonMeshOffset(List<Model> models, int[] pointers, Tr3PsxVariant variant) {
        for (var model : models) {
            if (model.id() == variant.horizonModel() && model.startingMesh() < pointers.length) {
                return pointers[model.startingMesh()] & 0xFFFFFFFFL;
            }
        }
        return -1;
    }

    private Meshes meshes(int meshesOffset, long horizonOffset) {
        var cursor = new ByteCursor(bytes, "file");
        cursor.seek("meshData", meshesOffset);
        var blobStart = meshesOffset + 4L;
        return MeshReader.read(cursor, context, (blob, readContext, index) ->
                blob.position() - blobStart == horizonOffset
                        ? Tr3PsxMeshReader.horizon(blob, readContext, index)
                        : Tr3PsxMeshReader.mesh(blob, readContext, index));
    }

    /**
     * §9.4 animated-texture groups (a group count, then per group its length less one and its textures) with every
     * texture moved by {@code first}; groups that run past the words are an error.
     */
    private static short[] renumberedGroups(ByteCursor file, int offset, short[] words, int first) {
        var at = 1;
        for (int group = 0; words.length > 0 && group < words[0]; group++) {
            if (at >= words.length) {
                throw file.errorAt(offset + 4L, "animatedTextures", "group " + group + " of " + words[0]
                        + " lies past the " + words.length + " words");
            }
            var count = (words[at++] & 0xFFFF) + 1;
            if (at + count > words.length) {
                throw file.errorAt(offset + 4L + 2L * at, "animatedTextures", "group " + group + " of " + count
                        + " textures runs past the " + words.length + " words");
            }
            for (int i = 0; i < count; i++, at++) {
                words[at] = (short) (words[at] + first);
            }
        }
        return words;
    }
}
