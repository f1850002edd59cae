package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.EmbeddedSample;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Texturing;
import org.tomblens.format.model.Words;
import org.tomblens.format.psx.VagSampleTable;

/**
 * Walks a TR4 or TR5 PlayStation level as trview's readers describe it: a header ({@link Tr4PsxHeader}) that gives
 * the size of every table and where the samples, the video-memory image, the frames, the rooms and the models lie;
 * from the rooms on, the rooms ({@link Tr4PsxRoomReader}), the FloorData, the map of rooms seen from outside, its
 * table and the room bounds (skipped), the meshes (TR3's PlayStation meshes), the PC's animation tables and mesh
 * trees, the animated textures, the textures ({@link Tr4PsxTextures}; the sprites skipped), the sound sources, map
 * and details, the items, the AI objects, the boxes, overlaps and zones, the cameras and flyby cameras; then the
 * frames, the models and static meshes ({@link Tr4PsxObjects}) and the VAG samples where the header puts them. The
 * level it gives is a PC TR4 or TR5 level's: pages drawn to 32 bits, samples decoded to WAV, room textures after the
 * object textures.
 */
final class Tr4PsxLevelParser {
    private static final int OUTSIDE_MAP_BYTES = 27 * 27 * 2 + 2;
    private static final int ANIMATION_SIZE = 40;
    private static final int STATE_CHANGE_SIZE = 6;
    private static final int DISPATCH_SIZE = 8;
    private static final int BOX_SIZE = 8;
    private static final int CAMERA_SIZE = 16;
    private static final int FLYBY_CAMERA_SIZE = 40;
    private static final int SOUND_SOURCE_SIZE = 16;
    private static final int SOUND_DETAILS_SIZE = 8;
    /** What TR4's title level keeps before its demo data, as trview skips it. */
    private static final int DEMO_LEAD_IN = 15872;
    /** The header's offsets in their order, after the version word. */
    private static final List<String> OFFSET_FIELDS = List.of("soundOffsets", "soundDataOffset", "textilesOffset",
            "framesOffset", "roomDataOffset", "modelsOffset");
    /** What TR4's OPSM 90 demo keeps before its title level's demo data (trview). */
    private static final int EARLY_DEMO_LEAD_IN = 12680;
    /** TR5's October build keeps TR4's shorter sound map (trview). */
    private static final int SHORT_SOUND_MAP = 370;

    private final byte[] bytes;
    private final String fileName;
    private final GameVersion game;
    private final ProgressListener progress;
    private final ReadContext context;
    private final ReadContext.LaterReference roomTextureUses = new ReadContext.LaterReference("room texture");

    Tr4PsxLevelParser(byte[] bytes, String fileName, GameVersion game, ProgressListener progress) {
        this.bytes = bytes;
        this.fileName = fileName;
        this.game = game;
        this.progress = progress;
        this.context = new ReadContext(game);
    }

    Level parse() {
        var file = new ByteCursor(bytes, "file");
        var base = Tr4PsxVariant.headerAt(bytes, game);
        if (base < 0) {
            throw new LevelFormatException("file", 0, "version", "no " + game + " PlayStation version word at "
                    + "any of the places its header may start");
        }
        file.seek("header", base);
        var variant = Tr4PsxVariant.of(game, (int) file.peekU32(base));
        var header = Tr4PsxHeader.read(file, variant.inline());
        progress.progress(0.0, "sounds and textures");
        List<EmbeddedSample> samples;
        byte[] image;
        if (variant.inline()) {
            samples = inlineSamples(file);
            image = file.bytes("textiles", Tr4PsxTextures.IMAGE_BYTES);
        } else {
            samples = samples(file, base, header);
            image = at(file, base, header.videoMemoryAt(), "textilesOffset").bytes("textiles",
                    Tr4PsxTextures.IMAGE_BYTES);
            at(file, base, header.roomsAt(), "roomDataOffset");
        }
        var imageAt = file.position() - Tr4PsxTextures.IMAGE_BYTES;
        var textures = new Tr4PsxTextures(image);
        progress.progress(0.1, "rooms");
        var rooms = Tr4PsxRoomReader.read(file, context, roomTextureUses, header.roomCount());
        var floorData = Words.own(file.words("floorData", header.floorDataSize() / 2));
        file.skip("floorData", header.floorDataSize() % 2);
        file.skip("outsideRoomMap", OUTSIDE_MAP_BYTES);
        file.skip("outsideRoomTable", header.outsideRoomTableSize());
        file.skip("roomBounds", header.roomBoundsSize());
        progress.progress(0.5, "meshes and animations");
        var meshes = MeshReader.sized(file, context, Tr3PsxMeshReader::mesh, header.meshDataSize(),
                Tr4PsxTextures.whole(file, "meshPointerSize", header.meshPointersSize(), 4));
        var tablesOffset = file.position();
        var animations = Records.list(file, "animations", Tr4PsxTextures.whole(file, "animationsSize",
                header.animationsSize(), ANIMATION_SIZE), c -> AnimationReader.animation(c, true));
        var stateChanges = Records.list(file, "stateChanges", Tr4PsxTextures.whole(file, "stateChangesSize",
                header.stateChangesSize(), STATE_CHANGE_SIZE), AnimationReader::stateChange);
        var dispatches = Records.list(file, "animDispatches", Tr4PsxTextures.whole(file, "dispatchesSize",
                header.dispatchesSize(), DISPATCH_SIZE), AnimationReader::dispatch);
        var commands = Words.own(file.words("animCommands", Tr4PsxTextures.whole(file, "commandsSize",
                header.commandsSize(), 2)));
        var meshTrees = Ints.own(file.dwords("meshTrees", Tr4PsxTextures.whole(file, "meshTreeSize",
                header.meshTreesSize(), 4)));
        var frames = variant.inline() ? frames(file, header) : null;
        progress.progress(0.6, "textures");
        var groups = Tr4PsxAnimatedTextures.read(file.slice("animatedTextures", header.animatedTexturesSize()),
                header.animatedGroupCount());
        file.skip("animatedTextures", header.animatedTexturesSize());
        var objectTextures = textures.objectTextures(file, header.objectTexturesSize());
        file.skip("spriteInfo", header.spriteTexturesSize());
        var roomTextures = textures.roomTextures(file, header.roomTexturesSize());
        context.objectTextures.check(objectTextures.size());
        roomTextureUses.check(roomTextures.size());
        var soundSources = Records.list(file, "soundSources", Tr4PsxTextures.whole(file, "sfxInfoLength",
                header.soundSourcesSize(), SOUND_SOURCE_SIZE), PlacementReader::soundSource);
        var soundMap = Words.own(file.words("soundMap", soundMapSize(file, header)));
        var details = Records.list(file, "soundDetails", Tr4PsxTextures.whole(file, "sampleInfoLength",
                header.soundDetailsSize(), SOUND_DETAILS_SIZE), c -> SoundReader.details(c, game));
        if (header.demoDataSize() > 0 && game == GameVersion.TR4) {
            file.skip("demoData", (variant.inline() ? EARLY_DEMO_LEAD_IN : DEMO_LEAD_IN)
                    + (long) header.demoDataSize());
        }
        progress.progress(0.8, "items");
        var entities = Tr4PsxObjects.entities(file, header.itemCount(), rooms.size());
        var aiObjects = Tr4PsxObjects.aiObjects(file, header.aiObjectCount(), rooms.size(), context);
        var navigation = navigation(file, header);
        var cameras = Records.list(file, "cameras", checked(file, "numCameras", header.cameraCount(), CAMERA_SIZE),
                PlacementReader::camera);
        var flybyCameras = Records.list(file, "flybyCameras", checked(file, "numFlybyCameras",
                header.flybyCameraCount(), FLYBY_CAMERA_SIZE), PlacementReader::flybyCamera);
        if (frames == null) {
            frames = frames(at(file, base, header.framesAt(), "framesOffset"), header);
        }
        var modelsAt = variant.inline() ? file : at(file, base, header.modelsAt(), "modelsOffset");
        var modelsOffset = modelsAt.position();
        var models = Tr4PsxObjects.models(modelsAt, variant.modelSlots(), meshes.size());
        var staticMeshes = Tr4PsxObjects.staticMeshes(file, variant.staticSlots(), meshes.size());
        var animation = new AnimationData(models, animations, stateChanges, dispatches, commands, meshTrees, frames);
        AnimationChecks.check(animation, game, tablesOffset, modelsOffset, context);
        PsxLevelTextures.warnOverdrawn(context, textures.pages(), "textiles", imageAt);
        // Room faces and animated textures name room textures, which follow the object textures.
        var first = objectTextures.size();
        var allTextures = PsxLevelTextures.withRoomTextures(objectTextures, roomTextures);
        var finished = PsxLevelTextures.finished(rooms, first);
        var textureSet = PsxLevelTextures.textures(textures.pages(), textures.reader());
        var texturing = new Texturing(allTextures, List.of(), List.of(),
                Words.own(Tr4PsxAnimatedTextures.renumbered(groups, first)),
                header.animatedUvRanges());
        var sound = new Sound(soundMap, details, Ints.EMPTY, Bytes.EMPTY, samples);
        progress.progress(1.0, "done");
        return new Level(game, fileName, textureSet, finished, floorData, meshes, animation, staticMeshes, texturing,
                cameras, flybyCameras, soundSources, navigation, entities, aiObjects, Bytes.EMPTY, List.of(),
                Bytes.EMPTY, sound, 0, 0, 0, context.warnings(), variant.layout());
    }

    /**
     * The file's cursor moved to {@code offset} from the header's start, which the header's {@code field} gave
     * (its place in the header's list of offsets, from 0 for the samples' offsets).
     */
    private static ByteCursor at(ByteCursor file, int base, long offset, String field) {
        if (base + offset > file.end()) {
            throw file.errorAt(base + 4L * (1 + OFFSET_FIELDS.indexOf(field)), "header." + field, "offset " + offset
                    + " lies past the file's " + file.end() + " bytes");
        }
        file.seek(field, base + offset);
        return file;
    }

    private static int checked(ByteCursor file, String field, int count, int recordSize) {
        return file.checkedCount(file.position(), field, count, recordSize);
    }

    /**
     * TR5's retail sound map has 450 entries, its October build's TR4's 370. As trview tells them apart: read with
     * 450, the items that follow the sound details would show Lara more than once, which no level does.
     */
    private int soundMapSize(ByteCursor file, Tr4PsxHeader header) {
        var size = SoundReader.soundMapSize(game);
        if (game != GameVersion.TR5) {
            return size;
        }
        var items = (long) file.position() + 2L * size + header.soundDetailsSize();
        var laras = 0;
        for (int i = 0; i < header.itemCount(); i++) {
            laras += file.peekU16(items + (long) i * Tr4PsxObjects.ITEM_SIZE + 12) == 0 ? 1 : 0;
        }
        return laras < 2 ? size : SHORT_SOUND_MAP;
    }

    /** Boxes of the PC's 8 bytes, overlaps, then the five zone tables the header sizes in words. */
    private static Navigation navigation(ByteCursor file, Tr4PsxHeader header) {
        var boxesAt = file.position();
        if ((long) header.boxCount() * BOX_SIZE > header.boxesSize()) {
            throw file.error("boxesLength", header.boxesSize() + " bytes hold fewer than the " + header.boxCount()
                    + " boxes");
        }
        file.require("boxes", header.boxesSize());
        var boxes = Records.list(file, "boxes", header.boxCount(), PlacementReader::sectorBox);
        file.seek("boxes", boxesAt + (long) header.boxesSize());
        var overlaps = Words.own(file.words("overlaps", header.overlapsSize() / 2));
        file.skip("overlaps", header.overlapsSize() % 2);
        long zoneWords = 0;
        for (var words : header.zoneWords()) {
            zoneWords += words;
        }
        return new Navigation(boxes, overlaps, Words.own(file.words("zones", zoneWords)));
    }

    private static Words frames(ByteCursor file, Tr4PsxHeader header) {
        var frames = Words.own(file.words("frames", header.framesSize() / 2));
        file.skip("frames", header.framesSize() % 2);
        return frames;
    }

    /** The samples: their offsets and the VAG data where the header puts them, each made a WAV file. */
    private List<EmbeddedSample> samples(ByteCursor file, int base, Tr4PsxHeader header) {
        var offsetsAt = base + header.sampleOffsetsAt();
        var starts = at(file, base, header.sampleOffsetsAt(), "soundOffsets").dwords("sampleOffsets",
                header.sampleCount());
        var data = at(file, base, header.sampleDataAt(), "soundDataOffset").bytes("sampleData",
                header.sampleDataSize());
        return embedded(file, offsetsAt, starts, data);
    }

    /** The early builds' samples after the header: a count, their offsets, the data's size and the data. */
    private static List<EmbeddedSample> inlineSamples(ByteCursor file) {
        var count = file.count32("numSounds", 4);
        var offsetsAt = file.position();
        var starts = file.dwords("sampleOffsets", count);
        var data = file.bytes("sampleData", file.count32("soundDataLength", 1));
        return embedded(file, offsetsAt, starts, data);
    }

    private static List<EmbeddedSample> embedded(ByteCursor file, long offsetsAt, int[] starts, byte[] data) {
        var bank = VagSampleTable.waves(file, offsetsAt, starts, data);
        var waves = bank.waves().toArray();
        var samples = new ArrayList<EmbeddedSample>(starts.length);
        for (int i = 0; i < starts.length; i++) {
            var from = bank.offsets().get(i);
            var to = i + 1 < starts.length ? bank.offsets().get(i + 1) : waves.length;
            var wav = java.util.Arrays.copyOfRange(waves, from, to);
            samples.add(new EmbeddedSample(wav.length, Bytes.own(wav)));
        }
        return samples;
    }
}
