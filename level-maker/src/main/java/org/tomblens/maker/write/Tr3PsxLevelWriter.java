package org.tomblens.maker.write;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Meshes;
import org.tomblens.format.model.SoundDetails;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.Tr3PsxVariant;

/**
 * Writes a PC TR3 {@link Level} as TR3's PlayStation releases lay it out, for tests of that reader: the version
 * word, the given samples as VAG data, the release's code modules (the first a small one, the rest empty), the
 * rooms in roomlets and the meshes ({@link Tr3PsxGeometryWriter}), an empty map of rooms seen from outside and
 * blank room bounds, the PC TR3 animation tables and padded models, the 4-bit pages and tables
 * ({@link Tr3PsxTextureCells}), the PC TR3 placement records, a horizon colour, the room textures, the sound map
 * and details, the sample count and the cinematic frames.
 *
 * <p>Room faces and animated textures name room textures: the object textures the rooms and the animated groups
 * use, in the order first used, each written again as a room texture; the reader puts them after the object
 * textures.
 */
public final class Tr3PsxLevelWriter {
    /** The colour written where the game keeps the horizon's: a plain sky blue, as 0x00BBGGRR. */
    public static final int HORIZON_COLOUR = 0x00C08040;
    private static final int OUTSIDE_MAP_BYTES = 27 * 27 * 2;
    private static final int SOUND_MAP_SIZE = 370;
    private static final int LEAD_IN = 16;

    private Tr3PsxLevelWriter() {}

    /** {@code level} as {@code release} lays it out, with {@code samples} (16-bit PCM each) as its sounds. */
    public static byte[] write(Level level, List<Words> samples, Tr3PsxVariant release) {
        if (level.version() != GameVersion.TR3) {
            throw new IllegalArgumentException("this layout is TR3's, not " + level.version() + "'s");
        }
        var sink = new ByteSink(1 << 20);
        sink.s32("version", release.versionWord());
        samples(sink, samples);
        codeModules(sink, release);
        var roomTextures = roomTextures(level);
        sink.u16("numRooms", level.rooms().size());
        for (int i = 0; i < level.rooms().size(); i++) {
            sink.enter("rooms", i);
            Tr3PsxGeometryWriter.room(sink, i, level.rooms().get(i), roomTextures);
            sink.leave();
        }
        sink.u32("numFloorData", level.floorData().size());
        sink.words("floorData", level.floorData().toArray());
        sink.bytes("outsideRoomMap", new byte[OUTSIDE_MAP_BYTES]);
        sink.u32("outsideRoomTableSize", 0);
        sink.u32("numRoomBounds", level.rooms().size());
        sink.bytes("roomBounds", new byte[8 * level.rooms().size()]);
        Tr3PsxGeometryWriter.meshes(sink, level.meshes(), horizonMesh(level, release));
        AnimationWriter.writeTables(sink, level.animation());
        AnimationWriter.writePaddedModels(sink, level.animation());
        RecordWriter.counted32(sink, "staticMeshes", level.staticMeshes(), ObjectWriter::staticMesh);
        textures(sink, level, roomTextures);
        var sound = level.sound();
        if (sound.soundMap().size() != SOUND_MAP_SIZE) {
            throw sink.error("soundMap", sound.soundMap().size() + " entries where the layout has " + SOUND_MAP_SIZE);
        }
        sink.words("soundMap", sound.soundMap().toArray());
        RecordWriter.counted32(sink, "soundDetails", sound.details(), Tr3PsxLevelWriter::soundDetails);
        sink.u32("numSamples", samples.size());
        RecordWriter.counted16(sink, "cinematicFrames", level.cinematicFrames(), PlacementWriter::cinematicFrame);
        return sink.toByteArray();
    }

    /**
     * The level with the first mesh of {@code release}'s horizon model cut to what the PlayStation's bare horizon
     * mesh holds, its vertices and textured quads: a PC TR3 horizon has triangles too, which {@link #write} refuses
     * to drop unasked.
     */
    public static Level withBareHorizon(Level level, Tr3PsxVariant release) {
        var model = level.animation().models().stream().filter(m -> m.id() == release.horizonModel()).findFirst();
        if (model.isEmpty()) {
            return level;
        }
        var meshes = level.meshes();
        var pointer = meshes.pointers().unsigned(model.get().startingMesh());
        var byPointer = new ArrayList<Mesh>();
        for (int i = 0; i < meshes.size(); i++) {
            var mesh = meshes.get(i);
            byPointer.add(meshes.pointers().unsigned(i) != pointer ? mesh : new Mesh(mesh.centre(),
                    mesh.collisionRadius(), mesh.vertices(), mesh.normals(), mesh.shades(), mesh.texturedQuads(),
                    List.of(), List.of(), List.of()));
        }
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                new Meshes(meshes.dataWords(), meshes.pointers(), byPointer), level.animation(), level.staticMeshes(),
                level.texturing(), level.cameras(), level.flybyCameras(), level.soundSources(), level.navigation(),
                level.entities(), level.aiObjects(), level.lightMap(), level.cinematicFrames(), level.demoData(),
                level.sound(), level.laraType(), level.weather(), level.footerBytes(), level.warnings(), level.layout());
    }

    /** Where the textures fall in the file: pages and tables, textures, placement records, then room textures. */
    private static void textures(ByteSink sink, Level level, Map<Integer, Integer> roomTextures) {
        var cells = new Tr3PsxTextureCells(level);
        var texturing = level.texturing();
        var records = new ByteSink(1 << 16);
        RecordWriter.counted32(records, "objectTextures", texturing.objectTextures(), new IndexedWriter<>(
                cells::objectTexture));
        RecordWriter.counted32(records, "spriteTextures", texturing.spriteTextures(), new IndexedWriter<>(
                cells::spriteTexture));
        cells.writePagesAndTables(sink);
        sink.bytes("textures", records.toByteArray());
        RecordWriter.counted32(sink, "spriteSequences", texturing.spriteSequences(), ObjectWriter::spriteSequence);
        RecordWriter.counted32(sink, "cameras", level.cameras(), PlacementWriter::camera);
        RecordWriter.counted32(sink, "soundSources", level.soundSources(), PlacementWriter::soundSource);
        PlacementWriter.navigation(sink, level.navigation(), GameVersion.TR3);
        var animated = renumberedGroups(texturing.animatedTextures(), roomTextures);
        sink.u32("numAnimatedTextures", animated.length);
        sink.words("animatedTextures", animated);
        RecordWriter.counted32(sink, "entities", level.entities(),
                (entitySink, entity) -> PlacementWriter.entity(entitySink, entity, GameVersion.TR3));
        sink.u32("horizonColour", HORIZON_COLOUR);
        sink.u32("numRoomTextures", roomTextures.size());
        for (var texture : roomTextures.keySet()) {
            cells.roomTexture(sink, texture);
        }
    }

    /** A writer of records that need their index, for {@link RecordWriter}. */
    private static final class IndexedWriter<T> implements java.util.function.BiConsumer<ByteSink, T> {
        interface Indexed<T> {
            void write(ByteSink sink, int index, T record);
        }

        private final Indexed<T> writer;
        private int next;

        IndexedWriter(Indexed<T> writer) {
            this.writer = writer;
        }

        @Override
        public void accept(ByteSink sink, T record) {
            writer.write(sink, next++, record);
        }
    }

    /** The object textures rooms and animated groups use, each numbered as a room texture in the order first used. */
    static Map<Integer, Integer> roomTextures(Level level) {
        var numbers = new LinkedHashMap<Integer, Integer>();
        for (var room : level.rooms()) {
            room.quads().forEach(face -> numbers.putIfAbsent(face.texture() & 0x7FFF, numbers.size()));
            room.triangles().forEach(face -> numbers.putIfAbsent(face.texture() & 0x7FFF, numbers.size()));
        }
        var words = level.texturing().animatedTextures().toArray();
        forEachGroupEntry(words, at -> numbers.putIfAbsent(words[at] & 0xFFFF, numbers.size()));
        return numbers;
    }

    /** §9.4 animated-texture groups, each entry the room texture of the object texture it named. */
    static short[] renumberedGroups(Words groups, Map<Integer, Integer> roomTextures) {
        var words = groups.toArray();
        forEachGroupEntry(words, at -> words[at] = (short) (int) roomTextures.get(words[at] & 0xFFFF));
        return words;
    }

    private static void forEachGroupEntry(short[] words, java.util.function.IntConsumer entry) {
        var at = 1;
        for (int group = 0; words.length > 0 && group < words[0] && at < words.length; group++) {
            var count = words[at++] + 1;
            for (int i = 0; i < count && at < words.length; i++, at++) {
                entry.accept(at);
            }
        }
    }

    /** The index of the horizon model's first mesh, or -1 when the level has no horizon model. */
    private static int horizonMesh(Level level, Tr3PsxVariant release) {
        return level.animation().models().stream().filter(model -> model.id() == release.horizonModel())
                .mapToInt(model -> model.startingMesh()).findFirst().orElse(-1);
    }

    /** The sample offsets, the data's size and the data: each sample a silent block, then its VAG blocks. */
    private static void samples(ByteSink sink, List<Words> samples) {
        var data = new ByteArrayOutputStream();
        var offsets = new int[samples.size()];
        for (int i = 0; i < samples.size(); i++) {
            offsets[i] = data.size();
            data.writeBytes(new byte[LEAD_IN]);
            data.writeBytes(PsxSoundBankWriter.encode(samples.get(i)));
        }
        sink.u32("numSampleOffsets", samples.size());
        sink.dwords("sampleOffsets", offsets);
        if (!samples.isEmpty()) {
            sink.u32("sampleDataSize", data.size());
            sink.bytes("sampleData", data.toByteArray());
        }
    }

    /** The first module eight bytes of code and four of data; the others absent. */
    private static void codeModules(ByteSink sink, Tr3PsxVariant release) {
        for (int i = 0; i < release.codeModules(); i++) {
            sink.enter("codeModules", i);
            if (i == 0) {
                sink.u32("size", 8);
                sink.bytes("code", new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
                sink.u32("dataSize", 4);
                sink.bytes("data", new byte[] {9, 10, 11, 12});
            } else {
                sink.u32("size", 0);
                if (release.emptyModuleHasFiller()) {
                    sink.u32("filler", 0);
                }
            }
            sink.leave();
        }
    }

    /** A TR3 {@code tr3_sound_details} (§8.3.2, 8 bytes). */
    static void soundDetails(ByteSink sink, SoundDetails details) {
        sink.u16("sample", details.sample());
        sink.u8("volume", details.volume());
        sink.u8("range", details.range());
        sink.u8("chance", details.chance());
        sink.u8("pitch", details.pitch());
        sink.u16("characteristics", details.characteristics());
    }
}
