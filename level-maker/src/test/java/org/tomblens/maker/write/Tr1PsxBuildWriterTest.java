package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Words;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr1PsxVariant;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR1 level written as TR1's 1996 PlayStation builds lay it out (trview's reader: the pages and 1024
 * colour tables first, 13 or 15 pages, then the version word 32 or 27) reads back as the same level, under the
 * variant each build is named by.
 */
class Tr1PsxBuildWriterTest {
    private static final int SWATCHES = 256;
    private static final int PAGE_BYTES = 32768;
    private static final int TABLES_BYTES = 1024 * 32;
    private static final String LEVEL = "tr1/rando-test1.phd";

    /** The betas read as the variant "beta", the demo as "demo". */
    @ParameterizedTest
    @EnumSource(value = Tr1PsxVariant.class, names = {"SEPTEMBER_1996", "AUGUST_1996", "DEMO"})
    void aPcLevelWrittenAsA1996BuildReadsBackAsTheSameLevel(Tr1PsxVariant build) throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var psx = readBack(pc, build);
        var demo = build == Tr1PsxVariant.DEMO;
        assertEquals(demo ? LevelLayout.PLAYSTATION_DEMO : LevelLayout.PLAYSTATION_BETA, psx.layout());
        assertEquals("PSX", psx.layout().platform());
        assertEquals(demo ? "demo" : "beta", psx.layout().variant());
        var rooms = pc.rooms().size();
        assertEquals(rooms, psx.rooms().size());
        for (int r = 0; r < rooms; r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.vertices().size(), psxRoom.vertices().size(), "room " + r);
            PlayStationReadBack.assertRoomRestAlike(pcRoom, psxRoom);
            assertEquals(corners(pcRoom.quads(), SWATCHES), corners(psxRoom.quads(), 0), "room " + r);
        }
        assertEquals(pc.meshes().size(), psx.meshes().size());
        if (build == Tr1PsxVariant.AUGUST_1996) {
            PlayStationReadBack.assertStoredAlikeButBoxesAndFrames(pc, pc.animation(), psx);
            assertAugustBoxes(pc, psx);
        } else {
            PlayStationReadBack.assertStoredAlike(pc, psx);
        }
        assertEquals(SWATCHES + pc.texturing().objectTextures().size(), psx.texturing().objectTextures().size());
        assertEquals(0, SampleBank.of(psx).all().size(), "the 1996 builds keep their sounds in other files");
    }

    /** {@code pc} written as {@code build} lays it out, without sounds, and read back. */
    private static Level readBack(Level pc, Tr1PsxVariant build) {
        return LevelReader.read(PsxLevelWriter.writeTr1(pc, List.of(), build), "LEVEL1.PSX");
    }

    /** Each quad's corners and texture, the texture moved by {@code shift}. */
    private static List<List<Integer>> corners(List<Face> quads, int shift) {
        return quads.stream().map(q -> List.of(q.v0(), q.v1(), q.v2(), q.v3(), q.texture() + shift)).toList();
    }

    /** The August 1996 beta keeps four zone words a box (the first four of the PC's six) and no cinematic frames. */
    private static void assertAugustBoxes(Level pc, Level psx) {
        var boxes = pc.navigation().boxes().size();
        assertTrue(boxes > 0, "the level has boxes whose zones are written");
        assertEquals(pc.navigation().boxes(), psx.navigation().boxes());
        assertEquals(pc.navigation().overlaps(), psx.navigation().overlaps());
        assertEquals(Words.own(Arrays.copyOf(pc.navigation().zones().toArray(), 4 * boxes)),
                psx.navigation().zones());
        assertEquals(List.of(), psx.cinematicFrames());
        var map = BoxMap.of(psx);
        assertEquals(1, map.warnings().size(), "one warning for the level, not one a box: " + map.warnings());
        assertTrue(map.warnings().get(0).toString().contains(4 * boxes + " zone words for " + boxes + " boxes"),
                map.warnings().toString());
    }

    /**
     * A build's sounds kept apart, as PSXSOUND/NAME.VBH (the VAB header) and NAME.VBB (its body) beside the level's
     * folder, decode to the same samples as the retail release's bank before the level.
     */
    @ParameterizedTest
    @EnumSource(value = Tr1PsxVariant.class, names = {"SEPTEMBER_1996", "AUGUST_1996", "DEMO"})
    void soundsKeptApartDecodeAsTheRetailBanks(Tr1PsxVariant build, @TempDir Path folder) throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var pcm = SampleBank.of(pc).all().stream()
                .map(s -> s instanceof Sample.Decoded d ? d.pcm().samples() : Words.EMPTY).toList();
        var retail = decoded(SampleBank.of(LevelReader.read(PsxLevelWriter.write(pc, pcm), "LEVEL1.PSX")));
        var level = Files.write(Files.createDirectories(folder.resolve("PSXDATA")).resolve("LEVEL1.PSX"),
                PsxLevelWriter.writeTr1(pc, List.of(), build));
        var sink = new ByteSink(1 << 20);
        PsxSoundBankWriter.write(sink, pcm);
        var bank = ByteBuffer.wrap(sink.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
        var headerSize = bank.getInt(0);
        var sounds = Files.createDirectories(folder.resolve("PSXSOUND"));
        Files.write(sounds.resolve("LEVEL1.VBH"), Arrays.copyOfRange(bank.array(), 4, 4 + headerSize));
        Files.write(sounds.resolve("level1.vbb"), Arrays.copyOfRange(bank.array(), 8 + headerSize, bank.capacity()));

        var psx = LevelReader.read(level);
        assertEquals(0, SampleBank.of(psx).size(), "the level itself holds no samples");
        var read = SampleBank.load(psx, level);
        assertEquals(List.of(), read.problems());
        assertTrue(retail.size() > 1, "the level has samples to compare");
        assertEquals(retail, decoded(read));
    }

    private static List<Words> decoded(SampleBank bank) {
        return bank.all().stream().map(s -> assertInstanceOf(Sample.Decoded.class, s).pcm().samples()).toList();
    }

    /** Each object texture's first texel shows the PC palette colour its PC texel names, as in the retail layout. */
    @ParameterizedTest
    @EnumSource(value = Tr1PsxVariant.class, names = {"SEPTEMBER_1996", "AUGUST_1996", "DEMO"})
    void texturesShowTheirPcColoursThroughTheColourTables(Tr1PsxVariant build) throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var psx = readBack(pc, build);
        var textures = pc.texturing().objectTextures();
        for (int i = 0; i < textures.size(); i++) {
            var entry = PlayStationReadBack.paletteEntry(pc, textures.get(i));
            var read = psx.texturing().objectTextures().get(SWATCHES + i);
            assertArrayEquals(PlayStationReadBack.expectedTexel(pc, entry), PlayStationReadBack.firstTexel(psx, read),
                    "object texture " + i + ", palette entry " + entry);
        }
    }

    /**
     * Cut three bytes short, a build with cinematic frames fails at their u16 count; the August beta, which ends
     * with the sound details (8 bytes each), at their u32 count.
     */
    @ParameterizedTest
    @EnumSource(value = Tr1PsxVariant.class, names = {"SEPTEMBER_1996", "AUGUST_1996", "DEMO"})
    void aBuildCutShortFailsAtItsLastCount(Tr1PsxVariant build) throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var bytes = PsxLevelWriter.writeTr1(pc, List.of(), build);
        var cut = Arrays.copyOf(bytes, bytes.length - 3);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "LEVEL1.PSX"));
        if (build == Tr1PsxVariant.AUGUST_1996) {
            assertEquals(bytes.length - 4 - 8L * pc.sound().details().size(), error.offset(), error.getMessage());
            assertTrue(error.getMessage().contains("numSoundDetails"), error.getMessage());
        } else {
            assertEquals(bytes.length - 2 - 16L * pc.cinematicFrames().size(), error.offset(), error.getMessage());
            assertTrue(error.getMessage().contains("numCinematicFrames"), error.getMessage());
        }
    }

    /**
     * The first room's mesh size bent to 2^31 - 1 words is refused where it is stored (after the pages, the tables,
     * the version, the room count and the room's 16 bytes of place), before anything of that size is made.
     */
    @ParameterizedTest
    @CsvSource({"SEPTEMBER_1996, 13", "AUGUST_1996, 15", "DEMO, 15"})
    void aBentRoomMeshSizeIsRefusedWhereItIsStored(Tr1PsxVariant build, int pages) throws IOException {
        var bytes = PsxLevelWriter.writeTr1(LevelReader.read(Corpus.file(LEVEL)), List.of(), build);
        var dataWordsAt = pages * PAGE_BYTES + TABLES_BYTES + 4 + 2 + 16;
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(dataWordsAt, Integer.MAX_VALUE);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "LEVEL1.PSX"));
        assertEquals(dataWordsAt, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("rooms[0].numDataWords"), error.getMessage());
    }
}
