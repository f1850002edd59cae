package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr3PsxVariant;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR3 level written in TR3's PlayStation layout reads back as the same level: what both layouts store
 * alike is equal, and what the PlayStation stores its own way (roomlets of packed vertices, packed mesh faces,
 * room textures after the object textures, 4-bit pages through colour tables, VAG samples) reads back as the PC
 * values it was made from. No TR3 PlayStation file is public: the layout is tested on the files this writer makes.
 */
class Tr3PsxLevelWriterTest {
    /** A sample whose values are multiples of 16 within ±112: the first filter and shift 9 store each exactly. */
    private static final Words EXACT = Words.own(exactSamples());
    /** A ramp, rounded to each block's step. */
    private static final Words RAMP = Words.own(ramp());

    /** The horizon model's id in the retail release, as trview gives it. */
    private static final int RETAIL_HORIZON = 355;

    private static Level pc;
    private static byte[] bytes;
    private static Level psx;

    @BeforeAll
    static void writeAndRead() throws IOException {
        pc = Tr3PsxLevelWriter.withBareHorizon(LevelReader.read(Corpus.file("tr3/rando-test1.tr2")),
                Tr3PsxVariant.RETAIL);
        bytes = Tr3PsxLevelWriter.write(pc, List.of(EXACT, RAMP), Tr3PsxVariant.RETAIL);
        psx = LevelReader.read(bytes, "RANDO.PSX");
    }

    @Test
    void whatBothLayoutsStoreAlikeReadsBackEqual() {
        assertEquals(LevelLayout.PLAYSTATION, psx.layout());
        assertEquals("PSX", psx.layout().platform());
        assertEquals("retail", psx.layout().variant());
        assertEquals(pc.version(), psx.version());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.sectors(), psxRoom.sectors(), "room " + r);
            assertEquals(pcRoom.portals(), psxRoom.portals(), "room " + r);
            assertEquals(pcRoom.lights(), psxRoom.lights(), "room " + r);
            assertEquals(pcRoom.staticMeshes(), psxRoom.staticMeshes(), "room " + r);
            assertEquals(List.of(pcRoom.x(), pcRoom.z(), pcRoom.yTop(), pcRoom.yBottom(), pcRoom.flags(),
                    pcRoom.alternateRoom(), pcRoom.waterScheme(), pcRoom.reverbInfo()), List.of(psxRoom.x(),
                    psxRoom.z(), psxRoom.yTop(), psxRoom.yBottom(), psxRoom.flags(), psxRoom.alternateRoom(),
                    psxRoom.waterScheme(), psxRoom.reverbInfo()));
        }
        PlayStationReadBack.assertStoredAlike(pc, psx);
        assertEquals(pc.texturing().spriteTextures().size(), psx.texturing().spriteTextures().size());
        assertEquals(List.of(), psx.warnings());
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
        var roomlets = 0;
        for (var room : pc.rooms()) {
            // 127 corners at most share a roomlet, so a room of more vertices is cut into several.
            roomlets += (room.vertices().size() + 126) / 127;
        }
        assertTrue(roomlets > pc.rooms().size(), "the level has rooms of more than 127 vertices");
    }

    /** Mesh vertices, normals or shades and faces read back as stored; the horizon's bare mesh too. */
    @Test
    void meshesReadBackThroughThePackedFaces() {
        assertEquals(pc.meshes().size(), psx.meshes().size());
        var horizon = pc.animation().models().stream().filter(model -> model.id() == RETAIL_HORIZON).findFirst();
        assertTrue(horizon.isPresent(), "the level has TR3's horizon model");
        for (int i = 0; i < pc.meshes().size(); i++) {
            var expected = pc.meshes().get(i);
            var actual = psx.meshes().get(i);
            assertEquals(expected.vertices(), actual.vertices(), "mesh " + i);
            assertEquals(expected.texturedQuads(), actual.texturedQuads(), "mesh " + i);
            assertEquals(expected.texturedTriangles(), actual.texturedTriangles(), "mesh " + i);
            if (i != horizon.get().startingMesh()) {
                assertEquals(expected.centre(), actual.centre(), "mesh " + i);
                assertEquals(expected.collisionRadius(), actual.collisionRadius(), "mesh " + i);
                assertEquals(expected.normals(), actual.normals(), "mesh " + i);
                assertEquals(expected.shades(), actual.shades(), "mesh " + i);
            }
        }
    }

    /**
     * Each object texture's first texel shows the 6-bit palette colour its PC texel names, cut to 5 bits a channel
     * (entry 0 transparent); its blend mode is additive where the PC's is, else alpha-tested where the PC's is, where
     * it shows entry 0 or black (a table holding black reads as alpha-tested), else opaque.
     */
    @Test
    void texturesShowTheirPcColoursThroughTheColourTables() {
        var palette = pc.textures().palette();
        var textures = pc.texturing().objectTextures();
        for (int i = 0; i < textures.size(); i++) {
            var texture = textures.get(i);
            var entry = PlayStationReadBack.paletteEntry(pc, texture);
            var read = psx.texturing().objectTextures().get(i);
            assertArrayEquals(PlayStationReadBack.expectedTexel(pc, entry), PlayStationReadBack.firstTexel(psx, read),
                    "object texture " + i + ", palette entry " + entry);
            var black = palette.unsigned(3 * entry) < 2 && palette.unsigned(3 * entry + 1) < 2
                    && palette.unsigned(3 * entry + 2) < 2;
            var blend = texture.attribute() == 2 ? 2 : texture.attribute() == 1 || entry == 0 || black ? 1 : 0;
            assertEquals(blend, read.attribute(), "object texture " + i);
        }
    }

    /** The exact sample decodes to its own values; the ramp to within each block's step. */
    @Test
    void samplesComeBackThroughTheVagData() {
        var samples = SampleBank.of(psx).all();
        assertEquals(2, samples.size());
        var exact = assertInstanceOf(Sample.Decoded.class, samples.get(0)).pcm().samples();
        assertEquals(EXACT, exact);
        var ramp = assertInstanceOf(Sample.Decoded.class, samples.get(1)).pcm().samples();
        assertEquals(RAMP.size(), ramp.size());
        for (int s = 0; s < RAMP.size(); s++) {
            // The ramp's blocks peak under 2048: a step of 512 at most, each value within half of it.
            assertTrue(Math.abs(RAMP.get(s) - ramp.get(s)) <= 256, "at " + s + ": " + RAMP.get(s) + " came back as "
                    + ramp.get(s));
        }
    }

    @Test
    void theDemoAndTradeShowReleasesReadWithTheirOwnVariant() {
        for (var release : List.of(Tr3PsxVariant.DEMO, Tr3PsxVariant.ECTS)) {
            var demo = release == Tr3PsxVariant.DEMO;
            var source = Tr3PsxLevelWriter.withBareHorizon(pc, release);
            var level = LevelReader.read(Tr3PsxLevelWriter.write(source, List.of(EXACT), release), "DEMO.PSX");
            assertEquals(demo ? "demo" : "ECTS", level.layout().variant());
            assertEquals("PSX", level.layout().platform());
            assertEquals(pc.rooms().size(), level.rooms().size());
            assertEquals(pc.entities(), level.entities());
            assertEquals(pc.navigation(), level.navigation());
        }
    }

    /** A version word between the known ones is refused, naming what was recognised and which are read. */
    @Test
    void anUnknownVersionWordIsRefusedNamingTheKnownOnes() {
        var bent = bytes.clone();
        ByteBuffer.wrap(bent).order(ByteOrder.LITTLE_ENDIAN).putInt(0, -54);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bent, "BETA.PSX"));
        assertEquals(0, error.offset());
        assertTrue(error.getMessage().contains("-54 was recognised as a TR3 PlayStation level"), error.getMessage());
        assertTrue(error.getMessage().contains("-56 (retail), -55 (demo), -53 (ECTS)"), error.getMessage());
    }

    /** The file ends with the cinematic frames' u16 count and 16 bytes a frame: cut short, the count is blamed. */
    @Test
    void aLevelCutShortFailsAtItsCinematicFramesCount() {
        var cut = Arrays.copyOf(bytes, bytes.length - 3);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "RANDO.PSX"));
        assertFalse(pc.cinematicFrames().isEmpty());
        assertEquals(bytes.length - 2 - 16L * pc.cinematicFrames().size(), error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("numCinematicFrames"), error.getMessage());
    }

    /**
     * The first room's roomlet count, bent to two thousand million, is refused at its offset before anything is
     * allocated: the version, the sample table (count, offsets, size, data), 13 code modules (the first 8 bytes of
     * code and 4 of data, the others a zero size), the room count, the room's place and its data size come first.
     */
    @Test
    void aBentRoomletCountIsRefusedAtItsOffset() {
        var words = ByteBuffer.wrap(bytes.clone()).order(ByteOrder.LITTLE_ENDIAN);
        var samples = words.getInt(4);
        var dataSize = words.getInt(8 + 4 * samples);
        var modules = 12 + 4 * samples + dataSize;
        var roomlets = modules + (4 + 8 + 4 + 4) + 12 * 4 + 2 + 16 + 4;
        assertEquals((pc.rooms().get(0).vertices().size() + 126) / 127, words.getInt(roomlets));
        words.putInt(roomlets, Integer.MAX_VALUE);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(words.array(), "RANDO.PSX"));
        assertEquals(roomlets, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("rooms[0].numRoomlets"), error.getMessage());
    }

    /** A sample offset past the sample data is refused at that offset. */
    @Test
    void aSampleOffsetPastTheDataIsRefusedAtItsOffset() {
        var words = ByteBuffer.wrap(bytes.clone()).order(ByteOrder.LITTLE_ENDIAN);
        words.putInt(12, 0x7FFFFFF0);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(words.array(), "RANDO.PSX"));
        assertEquals(8, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("sampleOffsets[0]"), error.getMessage());
    }


    private static short[] exactSamples() {
        var samples = new short[56];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (short) (16 * ((i % 15) - 7));
        }
        return samples;
    }

    private static short[] ramp() {
        var samples = new short[84];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (short) (i * 24 - 1000);
        }
        return samples;
    }
}
