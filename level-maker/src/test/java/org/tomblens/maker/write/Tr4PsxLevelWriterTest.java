package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr4PsxVariant;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR4 level written in TR4's PlayStation layout reads back as the same level: what both layouts store
 * alike is equal, and what the PlayStation stores its own way (the header of sizes, the rooms' records and
 * roomlets, fixed-point lights, packed mesh faces, fixed tables of items, models and static meshes, 4-bit textures
 * in a video-memory image, VAG samples) reads back as the PC values it was made from. No TR4 PlayStation file is
 * public: the layout is tested on the files this writer makes.
 */
class Tr4PsxLevelWriterTest {
    /** A sample whose values are multiples of 16 within ±112: the first filter and shift 9 store each exactly. */
    static final Words EXACT = Words.own(new short[] {16, 32, -16, 112, -112, 0, 48, -48, 64, -64, 80, -80, 96,
            -96, 16, 32, -16, 112, -112, 0, 48, -48, 64, -64, 80, -80, 96, -96});
    /** Where the retail header lies after loader code on some discs (trview looks there). */
    private static final int LOADER = 0x7000;
    /** The header's size, and where its offsets of the frames and the rooms lie in it. */
    private static final int HEADER = 228;
    private static final int FRAMES_OFFSET = 16;
    private static final int ROOMS_OFFSET = 20;

    private static Level pc;
    private static byte[] bytes;
    private static Level psx;

    @BeforeAll
    static void writeAndRead() throws IOException {
        pc = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        bytes = Tr4PsxLevelWriter.write(pc, List.of(EXACT), Tr4PsxVariant.TR4_RETAIL, 0);
        psx = LevelReader.read(bytes, "RANDO.PSX");
    }

    @Test
    void whatBothLayoutsStoreAlikeReadsBackEqual() {
        assertEquals(LevelLayout.PLAYSTATION, psx.layout());
        assertEquals("PSX", psx.layout().platform());
        assertEquals(pc.version(), psx.version());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        assertEquals(pc.floorData(), psx.floorData());
        assertEquals(pc.animation(), psx.animation());
        assertEquals(pc.staticMeshes(), psx.staticMeshes());
        assertEquals(pc.cameras(), psx.cameras());
        assertEquals(pc.flybyCameras(), psx.flybyCameras());
        assertEquals(pc.soundSources(), psx.soundSources());
        assertEquals(pc.navigation(), psx.navigation());
        assertEquals(pc.aiObjects(), psx.aiObjects());
        assertEquals(pc.sound().soundMap(), psx.sound().soundMap());
        assertEquals(pc.sound().details(), psx.sound().details());
        assertEquals(pc.texturing().animatedTexturesUvCount(), psx.texturing().animatedTexturesUvCount());
        assertEquals(List.of(), psx.warnings());
    }

    /**
     * Every PC TR4 and TR5 level of the corpus with rooms, written as its game's retail PlayStation file, comes back with its rooms, sectors, FloorData, items and models,
     * but one whose rooms are taller than a roomlet's 31 quarter-sectors, which the writer refuses, naming the
     * vertex (trview-lake has a room of 36). The object libraries the corpus keeps as levels without rooms are
     * left out: their animated textures name textures they lack.
     */
    @Test
    void everyCorpusLevelComesBackWithItsCounts() throws IOException {
        var written = 0;
        var files = new ArrayList<>(Corpus.files("tr4", "tr4"));
        files.addAll(Corpus.files("tr5", "trc"));
        for (var file : files) {
            var level = LevelReader.read(file);
            var release = level.version() == GameVersion.TR4 ? Tr4PsxVariant.TR4_RETAIL : Tr4PsxVariant.TR5_RETAIL;
            var name = file.getFileName().toString();
            if (level.rooms().isEmpty()) {
                continue;
            }
            if (name.startsWith("trview-lake")) {
                var refused = assertThrows(IllegalArgumentException.class, () -> Tr4PsxLevelWriter.write(level,
                        List.of(), release, 0));
                assertTrue(refused.getMessage().contains("vertices.y: 9216.0 is not 0 to 31 steps of 256"),
                        refused.getMessage());
                continue;
            }
            var read = LevelReader.read(Tr4PsxLevelWriter.write(level, List.of(), release, 0), "LEVEL.PSX");
            assertEquals(level.version(), read.version(), name);
            assertEquals(level.rooms().size(), read.rooms().size(), name);
            assertEquals(sectors(level), sectors(read), name);
            assertEquals(level.floorData(), read.floorData(), name);
            assertEquals(level.entities().size(), read.entities().size(), name);
            assertEquals(level.animation().models(), read.animation().models(), name);
            assertEquals(List.of(), read.warnings(), name);
            written++;
        }
        assertTrue(written >= 2, written + " levels written");
    }

    private static int sectors(Level level) {
        return level.rooms().stream().mapToInt(room -> room.sectors().size()).sum();
    }

    /** Items keep everything but their light, which the PlayStation's records do not hold: read as -1. */
    @Test
    void itemsKeepAllButTheirLight() {
        var unlit = pc.entities().stream().map(e -> new Entity(e.type(), e.room(), e.x(), e.y(), e.z(), e.angle(),
                -1, e.intensity2OrOcb(), e.flags())).toList();
        assertFalse(unlit.isEmpty());
        assertEquals(unlit, psx.entities());
    }

    @Test
    void roomsKeepTheirPlaceGridFlagsAndRest() {
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.sectors(), psxRoom.sectors(), "room " + r);
            assertEquals(pcRoom.portals(), psxRoom.portals(), "room " + r);
            assertEquals(pcRoom.staticMeshes(), psxRoom.staticMeshes(), "room " + r);
            assertEquals(List.of(pcRoom.x(), pcRoom.z(), pcRoom.yTop(), pcRoom.yBottom(), pcRoom.numXSectors(),
                    pcRoom.numZSectors(), pcRoom.ambient(), pcRoom.flags(), pcRoom.alternateRoom(),
                    pcRoom.alternateGroup(), pcRoom.waterScheme(), pcRoom.reverbInfo()), List.of(psxRoom.x(),
                    psxRoom.z(), psxRoom.yTop(), psxRoom.yBottom(), psxRoom.numXSectors(), psxRoom.numZSectors(),
                    psxRoom.ambient(), psxRoom.flags(), psxRoom.alternateRoom(), psxRoom.alternateGroup(),
                    psxRoom.waterScheme(), psxRoom.reverbInfo()), "room " + r);
        }
    }

    /**
     * Lights keep their place, colour, type and intensity; directions come back to within a 4096th, a spot's cone
     * cosines to within a 4096th and its length and cut-off, or another light's hot spot and fall-off, to the
     * nearest 128 units.
     */
    @Test
    void lightsComeBackThroughTheirFixedPoint() {
        var lights = 0;
        for (int r = 0; r < pc.rooms().size(); r++) {
            var expected = pc.rooms().get(r).lights();
            var actual = psx.rooms().get(r).lights();
            assertEquals(expected.size(), actual.size(), "room " + r);
            for (int i = 0; i < expected.size(); i++, lights++) {
                var pcLight = (RoomLight.Tr4) expected.get(i);
                var psxLight = (RoomLight.Tr4) actual.get(i);
                var where = "room " + r + " light " + i;
                assertEquals(List.of(pcLight.x(), pcLight.y(), pcLight.z(), pcLight.red(), pcLight.green(),
                        pcLight.blue(), pcLight.type(), pcLight.intensity()), List.of(psxLight.x(), psxLight.y(),
                        psxLight.z(), psxLight.red(), psxLight.green(), psxLight.blue(), psxLight.type(),
                        psxLight.intensity()), where);
                assertEquals(pcLight.dx(), psxLight.dx(), 1 / 4096f, where);
                assertEquals(pcLight.dy(), psxLight.dy(), 1 / 4096f, where);
                assertEquals(pcLight.dz(), psxLight.dz(), 1 / 4096f, where);
                if (pcLight.type() == 2) {
                    assertEquals(pcLight.in(), psxLight.in(), 1 / 4096f, where);
                    assertEquals(pcLight.out(), psxLight.out(), 1 / 4096f, where);
                    assertEquals(Math.min(255, Math.round(pcLight.length() / 128)) * 128f, psxLight.length(), where);
                    assertEquals(Math.min(255, Math.round(pcLight.cutOff() / 128)) * 128f, psxLight.cutOff(), where);
                } else {
                    assertEquals(Math.min(255, Math.round(pcLight.in() / 128)) * 128f, psxLight.in(), where);
                    assertEquals(Math.min(255, Math.round(pcLight.out() / 128)) * 128f, psxLight.out(), where);
                }
            }
        }
        assertTrue(lights > 0);
    }

    /**
     * Every room face keeps its corners' places and colours through the roomlets, in the PC's order, and names a
     * room texture (after the object textures) that reads as the object texture it was made from.
     */
    @Test
    void roomFacesKeepTheirCornersAndTexturesThroughTheRoomlets() {
        var objectTextures = pc.texturing().objectTextures().size();
        assertEquals(objectTextures + Tr3PsxLevelWriter.roomTextures(pc).size(), psx.texturing().objectTextures().size());
        PlayStationReadBack.assertRoomFacesAlike(pc, psx);
    }

    /** Mesh vertices, normals or shades, centres, radii and faces read back as stored; face effects are not kept. */
    @Test
    void meshesReadBackThroughThePackedFaces() {
        assertEquals(pc.meshes().size(), psx.meshes().size());
        for (int i = 0; i < pc.meshes().size(); i++) {
            var expected = pc.meshes().get(i);
            var actual = psx.meshes().get(i);
            assertEquals(expected.vertices(), actual.vertices(), "mesh " + i);
            assertEquals(expected.normals(), actual.normals(), "mesh " + i);
            assertEquals(expected.shades(), actual.shades(), "mesh " + i);
            assertEquals(expected.centre(), actual.centre(), "mesh " + i);
            assertEquals(expected.collisionRadius(), actual.collisionRadius(), "mesh " + i);
            assertEquals(withoutEffects(expected.texturedQuads()), actual.texturedQuads(), "mesh " + i);
            assertEquals(withoutEffects(expected.texturedTriangles()), actual.texturedTriangles(), "mesh " + i);
        }
    }

    /**
     * Each object texture's first texel shows its PC texel cut to 5 bits a channel (transparent where the PC's is);
     * its blend mode is additive where the PC's is, else alpha-tested where the PC's is, where its texel is
     * transparent or black (a table holding black reads as alpha-tested), else opaque.
     */
    @Test
    void texturesShowTheirPcColoursThroughTheColourTables() {
        var textures = pc.texturing().objectTextures();
        for (int i = 0; i < textures.size(); i++) {
            var texture = textures.get(i);
            var argb = pcTexel(texture);
            var transparent = argb >>> 24 < 0x80;
            var expected = transparent ? new int[] {0, 0, 0, 0} : new int[] {eight(argb), eight(argb >> 8),
                    eight(argb >> 16), 255};
            var read = psx.texturing().objectTextures().get(i);
            assertArrayEquals(expected, PlayStationReadBack.firstTexel(psx, read), "object texture " + i);
            var black = (argb & 0xF8F8F8) == 0;
            var blend = texture.attribute() == 2 ? 2 : texture.attribute() == 1 || transparent || black ? 1 : 0;
            assertEquals(blend, read.attribute(), "object texture " + i);
        }
    }

    @Test
    void samplesComeBackThroughTheVagData() {
        var samples = SampleBank.of(psx).all();
        assertEquals(1, samples.size());
        assertEquals(EXACT, assertInstanceOf(Sample.Decoded.class, samples.get(0)).pcm().samples());
    }

    /** The header after loader code, and an earlier build by its version word, read as the same level. */
    @Test
    void aHeaderAfterLoaderCodeAndAnEarlierBuildRead() {
        var afterLoader = LevelReader.read(Tr4PsxLevelWriter.write(pc, List.of(EXACT), Tr4PsxVariant.TR4_RETAIL,
                LOADER), "ANGKOR1.PSX");
        assertEquals(psx.rooms(), afterLoader.rooms());
        assertEquals(psx.entities(), afterLoader.entities());
        // The build has fewer object slots than the retail game: the models past them are left out.
        var fewer = withModelsBelow(pc, Tr4PsxVariant.TR4_126.modelSlots());
        assertTrue(fewer.animation().models().size() < pc.animation().models().size());
        var beta = LevelReader.read(Tr4PsxLevelWriter.write(fewer, List.of(), Tr4PsxVariant.TR4_126, 0), "TOM.PSX");
        assertEquals("beta", beta.layout().variant());
        assertEquals(psx.rooms(), beta.rooms());
        assertEquals(fewer.animation(), beta.animation());
    }

    /**
     * The OPSM 90 demo disc's build keeps no offsets in its header: its samples and image follow the header, its
     * frames the mesh trees and its models the flyby cameras. It reads as the same level, its sample too.
     */
    @Test
    void theDemoDiscBuildWithoutOffsetsReads() {
        var fewer = withModelsBelow(pc, Tr4PsxVariant.TR4_120.modelSlots());
        var demo = LevelReader.read(Tr4PsxLevelWriter.write(fewer, List.of(EXACT), Tr4PsxVariant.TR4_120, 0),
                "OPSM90.PSX");
        assertEquals("demo", demo.layout().variant());
        assertEquals(psx.rooms(), demo.rooms());
        assertEquals(psx.entities(), demo.entities());
        assertEquals(psx.meshes(), demo.meshes());
        assertEquals(psx.navigation(), demo.navigation());
        assertEquals(fewer.animation(), demo.animation());
        assertEquals(pc.staticMeshes(), demo.staticMeshes());
        assertEquals(psx.texturing(), demo.texturing());
        var sample = SampleBank.of(demo).all().get(0);
        assertEquals(EXACT, assertInstanceOf(Sample.Decoded.class, sample).pcm().samples());
        assertEquals(List.of(), demo.warnings());
    }

    /** A header whose frames lie past the file's end is refused at that offset, naming it. */
    @Test
    void anOffsetPastTheEndIsRefusedAtItsPlaceInTheHeader() {
        var bent = ByteBuffer.wrap(bytes.clone()).order(ByteOrder.LITTLE_ENDIAN);
        bent.putInt(FRAMES_OFFSET, bytes.length + 1);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bent.array(), "RANDO.PSX"));
        assertEquals(FRAMES_OFFSET, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("header.framesOffset"), error.getMessage());
    }

    /**
     * The first room's mesh size, bent to run past the file, is refused where the room's mesh starts: after every
     * room's 80-byte record, naming the room.
     */
    @Test
    void aRoomMeshRunningPastTheFileIsRefused() {
        var bent = ByteBuffer.wrap(bytes.clone()).order(ByteOrder.LITTLE_ENDIAN);
        var rooms = bent.getInt(ROOMS_OFFSET);
        bent.putInt(rooms, 0x7FFFFFF0);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bent.array(), "RANDO.PSX"));
        assertTrue(error.getMessage().contains("roomInfos[0].dataSize"), error.getMessage());
        assertEquals(rooms, error.offset(), error.getMessage());
    }

    /** Cut anywhere after the header, the file fails with a typed error inside the file, never past it. */
    @Test
    void aFileCutShortFailsWithATypedError() {
        for (var length : new int[] {HEADER + 8, bytes.length / 3, bytes.length / 2, bytes.length - 100}) {
            var cut = Arrays.copyOf(bytes, length);
            var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "RANDO.PSX"),
                    "cut to " + length);
            assertTrue(error.offset() >= 0 && error.offset() <= length, error.getMessage());
        }
    }

    static Level withModelsBelow(Level level, int slots) {
        var animation = level.animation();
        var models = animation.models().stream().filter(model -> model.id() < slots).toList();
        return new Level(level.version(), level.fileName(), level.textures(), level.rooms(), level.floorData(),
                level.meshes(), new AnimationData(models, animation.animations(), animation.stateChanges(),
                animation.dispatches(), animation.commands(), animation.meshTrees(), animation.frames()),
                level.staticMeshes(), level.texturing(), level.cameras(), level.flybyCameras(), level.soundSources(),
                level.navigation(), level.entities(), level.aiObjects(), level.lightMap(), level.cinematicFrames(),
                level.demoData(), level.sound(), level.laraType(), level.weather(), level.footerBytes(),
                level.warnings(), level.layout());
    }

    private static List<Face> withoutEffects(List<Face> faces) {
        return faces.stream().map(f -> new Face(f.v0(), f.v1(), f.v2(), f.v3(), f.texture(), 0)).toList();
    }

    private static int pcTexel(ObjectTexture texture) {
        var corner = texture.corners().get(0);
        var page = pc.textures().pages32().get(texture.page());
        var at = 4 * ((corner.v() >> 8) * 256 + (corner.u() >> 8));
        return page.unsigned(at) | page.unsigned(at + 1) << 8 | page.unsigned(at + 2) << 16
                | page.unsigned(at + 3) << 24;
    }

    /** An 8-bit channel cut to 5 bits and widened again, as the reader draws it. */
    private static int eight(int channel) {
        var five = (channel & 0xFF) >> 3;
        return five << 3 | five >> 2;
    }

}
