package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.FormatDetector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;

/**
 * Real PC TR2 levels written in the PlayStation TR2 layout read back as the same levels: what the layouts store
 * alike is equal, and what the PlayStation stores its own way (packed room vertices measured from the room's top,
 * portals likewise, corners named by byte offsets, textures numbered after 256 colour swatches) reads back as the
 * PC values it was made from; so do they in the layout of TR2's betas of version 44. No real PlayStation TR2
 * level is at hand, so the reader is tested on these.
 */
class Tr2PsxLevelWriterTest {
    private static final int SWATCHES = 256;

    @ParameterizedTest
    @CsvSource({"tr2/rando-test1.tr2, false", "tr2/rando-test2.tr2, false", "tr2/rando-test1.tr2, true"})
    void aPcTr2LevelWrittenInThePlayStationLayoutReadsBackAsTheSameLevel(String name, boolean beta)
            throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var bytes = beta ? PsxLevelWriter.writeTr2Beta(pc, List.of()) : PsxLevelWriter.write(pc);
        assertEquals(FileFormat.TR2_PSX, FormatDetector.detect(bytes, "LEVEL.PSX"));
        if (!beta) {
            // The head alone (as check sniffs files) ends inside the sample table: the name decides.
            var head = Arrays.copyOf(bytes, 512);
            assertEquals(FileFormat.TR2_PSX, FormatDetector.detect(head, "LEVEL.PSX"));
            assertEquals(FileFormat.UNKNOWN, FormatDetector.detect(head, "LEVEL.BIN"));
        }
        var psx = LevelReader.read(bytes, "LEVEL.PSX");

        assertEquals(GameVersion.TR2, psx.version());
        assertEquals(beta ? LevelLayout.PLAYSTATION_BETA : LevelLayout.PLAYSTATION, psx.layout());
        assertEquals(beta ? "beta" : "retail", psx.layout().variant());
        assertEquals(List.of(), psx.warnings());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            PlayStationReadBack.assertRoomRestAlike(pcRoom, psxRoom);
            assertEquals(List.of(pcRoom.ambient(), pcRoom.ambient2(), pcRoom.lightMode(), pcRoom.alternateRoom(),
                    pcRoom.flags()), List.of(psxRoom.ambient(), psxRoom.ambient2(), psxRoom.lightMode(),
                    psxRoom.alternateRoom(), psxRoom.flags()));
            assertEquals(pcRoom.vertices().size(), psxRoom.vertices().size());
            for (int v = 0; v < pcRoom.vertices().size(); v++) {
                var vertex = pcRoom.vertices().get(v);
                var read = psxRoom.vertices().get(v);
                assertEquals(List.of(vertex.x(), vertex.y(), vertex.z(), vertex.attributes()),
                        List.of(read.x(), read.y(), read.z(), read.attributes()), "room " + r + " vertex " + v);
                var light = vertex.lighting();
                assertTrue(read.lighting() >= light && read.lighting() - light < 32,
                        "room " + r + " vertex " + v + ": " + light + " read as " + read.lighting());
            }
            assertEquals(shifted(pcRoom.quads()), psxRoom.quads(), "room " + r);
            assertEquals(shifted(pcRoom.triangles()), psxRoom.triangles(), "room " + r);
        }
        assertEquals(pc.meshes().size(), psx.meshes().size());
        for (int m = 0; m < pc.meshes().size(); m++) {
            assertMeshReadsBack(pc.meshes().get(m), psx.meshes().get(m), m);
        }
        PlayStationReadBack.assertStoredAlike(pc, psx);
        assertEquals(SWATCHES + pc.texturing().objectTextures().size(), psx.texturing().objectTextures().size());
        assertEquals(pc.texturing().spriteTextures().size(), psx.texturing().spriteTextures().size());
    }

    /** The file ends with the cinematic frames' u16 count and 16 bytes a frame: cut short, the count is blamed. */
    @ParameterizedTest
    @ValueSource(strings = {"tr2/rando-test1.tr2"})
    void aTr2PlayStationLevelCutShortFailsAtItsCinematicFramesCount(String name) throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var bytes = PsxLevelWriter.write(pc);
        var cut = Arrays.copyOf(bytes, bytes.length - 3);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "LEVEL.PSX"));
        assertTrue(pc.cinematicFrames().size() > 0, "the level has cinematic frames to cut");
        assertEquals(bytes.length - 2 - 16L * pc.cinematicFrames().size(), error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("numCinematicFrames"), error.getMessage());
    }

    /**
     * The first room's mesh size bent to 2^31 - 1 words is refused where it is stored (after the sample table,
     * the version, the room count and the room's 16 bytes of place), before anything of that size is made.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tr2/rando-test1.tr2"})
    void aBentRoomMeshSizeIsRefusedWhereItIsStored(String name) throws IOException {
        var bytes = PsxLevelWriter.write(LevelReader.read(Corpus.file(name)));
        var words = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        var dataWordsAt = firstRoomAt(words) + 16;
        words.putInt(dataWordsAt, Integer.MAX_VALUE);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "LEVEL.PSX"));
        assertEquals(dataWordsAt, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("rooms[0].numDataWords"), error.getMessage());
    }

    /** A room quad whose corner names a vertex past the room's is refused at that corner's offset. */
    @ParameterizedTest
    @ValueSource(strings = {"tr2/rando-test1.tr2"})
    void aQuadCornerPastTheRoomsVerticesIsRefusedAtItsOffset(String name) throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var bytes = PsxLevelWriter.write(pc);
        var words = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        var room = pc.rooms().get(0);
        var vertexCountAt = firstRoomAt(words) + 16 + 4;
        var quadCountAt = vertexCountAt + 2 + 4 * room.vertices().size() + 2;
        var quads = room.quads().size();
        var cornersAt = quadCountAt + 2 + 2 * quads + ((2 + 2 * quads) % 4 == 0 ? 0 : 2);
        assertEquals(quads, words.getShort(quadCountAt));
        words.putShort(cornersAt, (short) (4 * room.vertices().size()));
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "LEVEL.PSX"));
        assertEquals(cornersAt, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("vertex " + room.vertices().size() + " does not exist"),
                error.getMessage());
    }

    /** Where the first room starts: after the sample table (count, offsets, size, data), version and room count. */
    private static int firstRoomAt(ByteBuffer words) {
        var sizeAt = 4 + 4 * words.getInt(0);
        return sizeAt + 4 + words.getInt(sizeAt) + 4 + 2;
    }

    /** PC faces as the PlayStation numbers their textures: after the swatches. */
    private static List<Face> shifted(List<Face> faces) {
        return faces.stream().map(f -> new Face(f.v0(), f.v1(), f.v2(), f.v3(), f.texture() + SWATCHES,
                f.effects())).toList();
    }

    private static void assertMeshReadsBack(Mesh pc, Mesh psx, int index) {
        assertEquals(pc.centre(), psx.centre(), "mesh " + index);
        assertEquals(pc.collisionRadius(), psx.collisionRadius(), "mesh " + index);
        assertEquals(pc.vertices(), psx.vertices(), "mesh " + index);
        assertEquals(pc.normals(), psx.normals(), "mesh " + index);
        assertEquals(pc.shades(), psx.shades(), "mesh " + index);
        assertEquals(shifted(pc.texturedQuads()), psx.texturedQuads(), "mesh " + index);
        assertEquals(shifted(pc.texturedTriangles()), psx.texturedTriangles(), "mesh " + index);
        assertEquals(pc.colouredQuads().size(), psx.colouredQuads().size(), "mesh " + index);
        assertEquals(pc.colouredTriangles().size(), psx.colouredTriangles().size(), "mesh " + index);
    }
}
