package org.tomblens.maker.write;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.Tr4PsxVariant;

/**
 * Writes a PC TR4 or TR5 {@link Level} as the PlayStation releases of those games lay it out, for tests of that
 * reader: {@code leadIn} bytes of stand-in loader code, the 228-byte header, the given samples as VAG data (their
 * offsets, then the data), the video-memory image ({@link Tr4PsxTextureCells}), then from the rooms on the level in
 * the reader's order ({@link Tr4PsxRecordWriter} for the records the PC stores otherwise), the frames, the model
 * slots and the static-mesh slots. An {@link Tr4PsxVariant#inline} build's header holds no offsets (180 bytes);
 * its sample count and data size stand around the offsets, and its frames follow the mesh trees. The map of rooms seen from outside, its table, the room bounds and the sprites
 * are written empty; room faces and animated textures name room textures, as {@link Tr3PsxLevelWriter} numbers them.
 */
public final class Tr4PsxLevelWriter {
    static final int MODEL_SIZE = 64;
    static final int STATIC_MESH_SIZE = 28;
    private static final int HEADER_SIZE = 228;
    private static final int ITEM_SLOTS = 256;
    private static final int ITEM_SIZE = 144;
    private static final int OUTSIDE_MAP_BYTES = 27 * 27 * 2 + 2;
    private static final int LEAD_IN = 16;
    private static final int ZONE_TABLES = 5;
    private static final int TR4_SOUND_MAP = 370;
    private static final int TR5_SOUND_MAP = 450;

    private Tr4PsxLevelWriter() {}

    /** {@code level} as {@code release} lays it out, with {@code samples} (16-bit PCM each) as its sounds. */
    public static byte[] write(Level level, List<Words> samples, Tr4PsxVariant release, int leadIn) {
        if (level.version() != release.game()) {
            throw new IllegalArgumentException("this layout is " + release.game() + "'s, not " + level.version()
                    + "'s");
        }
        var sampleData = new ByteArrayOutputStream();
        var sampleOffsets = new int[samples.size()];
        for (int i = 0; i < samples.size(); i++) {
            sampleOffsets[i] = sampleData.size();
            sampleData.writeBytes(new byte[LEAD_IN]);
            sampleData.writeBytes(PsxSoundBankWriter.encode(samples.get(i)));
        }
        var header = new ByteSink(HEADER_SIZE);
        var body = new ByteSink(1 << 20);
        var sizes = new Sizes(header);
        var roomTextures = Tr3PsxLevelWriter.roomTextures(level);
        var cells = new Tr4PsxTextureCells(level);
        var textureRecords = textureRecords(level, cells, roomTextures);
        rooms(body, level, roomTextures);
        var floorData = level.floorData().toArray();
        body.words("floorData", floorData);
        body.bytes("outsideRoomMap", new byte[OUTSIDE_MAP_BYTES]);
        var meshes = Tr3PsxGeometryWriter.meshBlob(level.meshes());
        body.bytes("meshData", meshes.data());
        body.dwords("meshPointers", meshes.pointers());
        var animation = level.animation();
        var at = body.position();
        RecordWriter.list(body, "animations", animation.animations(),
                (sink, record) -> AnimationWriter.animation(sink, record, true));
        var animationsSize = body.position() - at;
        at = body.position();
        RecordWriter.list(body, "stateChanges", animation.stateChanges(), AnimationWriter::stateChange);
        var stateChangesSize = body.position() - at;
        at = body.position();
        RecordWriter.list(body, "animDispatches", animation.dispatches(), AnimationWriter::dispatch);
        var dispatchesSize = body.position() - at;
        body.words("animCommands", animation.commands().toArray());
        body.dwords("meshTrees", animation.meshTrees().toArray());
        var inlineFrames = body.position();
        if (release.inline()) {
            body.words("frames", animation.frames().toArray());
        }
        var groups = Tr3PsxLevelWriter.renumberedGroups(level.texturing().animatedTextures(), roomTextures);
        var groupWords = groups.length == 0 ? new short[0] : Arrays.copyOfRange(groups, 1, groups.length);
        body.words("animatedTextures", groupWords);
        body.bytes("textures", textureRecords.objects());
        body.bytes("roomTextures", textureRecords.rooms());
        RecordWriter.list(body, "soundSources", level.soundSources(), PlacementWriter::soundSource);
        var sound = level.sound();
        // TR5's October build keeps TR4's 370 entries: a TR5 level of either size is written as it is.
        var mapSize = sound.soundMap().size();
        if (mapSize != TR4_SOUND_MAP && (release.game() == GameVersion.TR4 || mapSize != TR5_SOUND_MAP)) {
            throw body.error("soundMap", mapSize + " entries where the layout has " + TR4_SOUND_MAP
                    + (release.game() == GameVersion.TR4 ? "" : " or " + TR5_SOUND_MAP));
        }
        body.words("soundMap", sound.soundMap().toArray());
        at = body.position();
        RecordWriter.list(body, "soundDetails", sound.details(), Tr3PsxLevelWriter::soundDetails);
        var detailsSize = body.position() - at;
        if (level.entities().size() > ITEM_SLOTS) {
            throw body.error("entities", level.entities().size() + " items where the table has " + ITEM_SLOTS);
        }
        RecordWriter.list(body, "entities", level.entities(), Tr4PsxRecordWriter::entity);
        body.bytes("entities", new byte[(ITEM_SLOTS - level.entities().size()) * ITEM_SIZE]);
        RecordWriter.list(body, "aiObjects", level.aiObjects(), Tr4PsxRecordWriter::aiObject);
        var navigation = level.navigation();
        RecordWriter.list(body, "boxes", navigation.boxes(), PlacementWriter::box);
        body.words("overlaps", navigation.overlaps().toArray());
        if (navigation.zones().size() != 2 * ZONE_TABLES * navigation.boxes().size()) {
            throw body.error("zones", navigation.zones().size() + " words where " + navigation.boxes().size()
                    + " boxes have " + 2 * ZONE_TABLES * navigation.boxes().size());
        }
        body.words("zones", navigation.zones().toArray());
        RecordWriter.list(body, "cameras", level.cameras(), PlacementWriter::camera);
        RecordWriter.list(body, "flybyCameras", level.flybyCameras(), Tr4PsxRecordWriter::flybyCamera);
        var framesAt = release.inline() ? inlineFrames : body.position();
        if (!release.inline()) {
            body.words("frames", animation.frames().toArray());
        }
        var modelsAt = body.position();
        var models = new Model[release.modelSlots()];
        for (var model : animation.models()) {
            models[slot(body, "models", model.id(), models.length)] = model;
        }
        RecordWriter.list(body, "models", Arrays.asList(models), Tr4PsxRecordWriter::model);
        var statics = new StaticMesh[release.staticSlots()];
        for (var mesh : level.staticMeshes()) {
            statics[slot(body, "staticMeshes", mesh.id(), statics.length)] = mesh;
        }
        RecordWriter.list(body, "staticMeshes", Arrays.asList(statics), Tr4PsxRecordWriter::staticMesh);

        var samplesAt = HEADER_SIZE;
        var sampleDataAt = samplesAt + 4 * samples.size();
        var imageAt = sampleDataAt + sampleData.size();
        var roomsAt = imageAt + Tr4PsxTextureCells.IMAGE_BYTES;
        header.s32("version", release.versionWord());
        if (release.inline()) {
            header.u16("unknown0", 0);
        } else {
            header.u32("soundOffsets", samplesAt);
            header.u32("soundDataOffset", sampleDataAt);
            header.u32("textilesOffset", imageAt);
            header.u32("framesOffset", roomsAt + framesAt);
            header.u32("roomDataOffset", roomsAt);
            header.u32("modelsOffset", roomsAt + modelsAt);
            header.bytes("unknown", new byte[8]);
            header.u32("numSounds", samples.size());
            header.u32("soundDataLength", sampleData.size());
            header.u16("clutStart", 0);
        }
        header.u16("numRooms", level.rooms().size());
        header.u16("unknown2", 0);
        header.u16("numItems", level.entities().size());
        header.u16("numAnimatedTextures", groups.length == 0 ? 0 : groups[0]);
        header.u16("numAnimatedUvRanges", level.texturing().animatedTexturesUvCount());
        header.u32("roomDataSize", 0);
        sizes.put("floorDataSize", 2 * floorData.length);
        sizes.put("outsideRoomSize", 0);
        sizes.put("boundingBoxesSize", 0);
        sizes.put("unknown4", 0);
        sizes.put("meshDataSize", meshes.data().length);
        sizes.put("meshPointerSize", 4 * meshes.pointers().length);
        sizes.put("animationsSize", animationsSize);
        sizes.put("stateChangesSize", stateChangesSize);
        sizes.put("dispatchesSize", dispatchesSize);
        sizes.put("commandsSize", 2 * animation.commands().size());
        sizes.put("meshTreeSize", 4 * animation.meshTrees().size());
        sizes.put("framesSize", 2 * animation.frames().size());
        sizes.put("textureInfoLength", textureRecords.objects().length);
        sizes.put("spriteInfoLength", 0);
        sizes.put("textureInfoLength2", textureRecords.rooms().length);
        sizes.put("animatedTextureLength", 2 * groupWords.length);
        sizes.put("sfxInfoLength", 16 * level.soundSources().size());
        sizes.put("sampleInfoLength", detailsSize);
        sizes.put("unknown4a", 0);
        sizes.put("demoDataLength", 0);
        sizes.put("numBoxes", navigation.boxes().size());
        sizes.put("boxesLength", 8 * navigation.boxes().size());
        sizes.put("overlapsLength", 2 * navigation.overlaps().size());
        for (int i = 0; i < ZONE_TABLES; i++) {
            sizes.put("groundZoneLength" + (i + 1), 2 * navigation.boxes().size());
        }
        sizes.put("numCameras", level.cameras().size());
        sizes.put("numFlybyCameras", level.flybyCameras().size());
        sizes.put("cameraLength", 16 * level.cameras().size());
        sizes.put("flybyCameraSize", 40 * level.flybyCameras().size());
        header.u16("numAiObjects", level.aiObjects().size());
        header.bytes("unknown7", new byte[38]);

        var file = new ByteSink(leadIn + roomsAt + body.position());
        var filler = new byte[leadIn];
        Arrays.fill(filler, (byte) 0xFF);
        file.bytes("loader", filler);
        file.bytes("header", header.toByteArray());
        if (release.inline()) {
            file.u32("numSounds", samples.size());
        }
        file.dwords("sampleOffsets", sampleOffsets);
        if (release.inline()) {
            file.u32("soundDataLength", sampleData.size());
        }
        file.bytes("sampleData", sampleData.toByteArray());
        file.bytes("textiles", cells.image());
        file.bytes("level", body.toByteArray());
        return file.toByteArray();
    }

    /** The header's sizes, written in order, each named for errors. */
    private record Sizes(ByteSink header) {
        void put(String field, long value) {
            header.u32(field, value);
        }
    }

    private record TextureRecords(byte[] objects, byte[] rooms) {}

    /** The object textures' records, drawing their cells, then each room texture's again with two blank mip levels. */
    private static TextureRecords textureRecords(Level level, Tr4PsxTextureCells cells,
                                                 java.util.Map<Integer, Integer> roomTextures) {
        var textures = level.texturing().objectTextures();
        var objects = new ByteSink(16 * textures.size());
        for (int i = 0; i < textures.size(); i++) {
            objects.enter("objectTextures", i);
            cells.objectTexture(objects, i, textures.get(i));
            objects.leave();
        }
        var rooms = new ByteSink(48 * roomTextures.size());
        var records = objects.toByteArray();
        for (var texture : roomTextures.keySet()) {
            if (texture >= textures.size()) {
                throw rooms.error("roomTextures", "object texture " + texture + " does not exist");
            }
            rooms.bytes("roomTextures", Arrays.copyOfRange(records, 16 * texture, 16 * texture + 16));
            rooms.bytes("mipLevels", new byte[32]);
        }
        return new TextureRecords(records, rooms.toByteArray());
    }

    /** Every room's 80-byte record, then every room's parts. */
    private static void rooms(ByteSink body, Level level, java.util.Map<Integer, Integer> roomTextures) {
        var parts = new ByteSink(1 << 16);
        for (int i = 0; i < level.rooms().size(); i++) {
            body.enter("rooms", i);
            parts.enter("rooms", i);
            Tr4PsxRecordWriter.room(body, parts, i, level.rooms().get(i), roomTextures);
            parts.leave();
            body.leave();
        }
        body.bytes("rooms", parts.toByteArray());
    }

    private static int slot(ByteSink sink, String field, long id, int slots) {
        if (id < 0 || id >= slots) {
            throw sink.error(field, "id " + id + " where the release has " + slots + " slots");
        }
        return (int) id;
    }
}
