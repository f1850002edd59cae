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
import org.tomblens.format.anim.Pose;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.LevelVariants;
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
        assertTr2PlayStation(bytes, "LEVEL.PSX");
        if (!beta) {
            // The head alone (as check sniffs files) ends inside the sample table: the name decides.
            var head = Arrays.copyOf(bytes, 512);
            assertTr2PlayStation(head, "LEVEL.PSX");
            assertNull(LevelVariants.of(head, "LEVEL.BIN"));
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

    /**
     * In the layouts of the beta of version 42 and of the E3 build (version 38) the level reads back too: rooms,
     * sectors, meshes, entities and boxes (stored in world units and read back in sectors) as the PC level's, the
     * animations as written with TR1's keyframes, and Lara's first animations posed frame by frame as the PC level
     * poses them.
     */
    @ParameterizedTest
    @CsvSource({"tr2/rando-test1.tr2, PLAYSTATION_BETA_42, beta 42", "tr2/rando-test2.tr2, PLAYSTATION_E3, E3",
            "tr2/rando-test1.tr2, PLAYSTATION_E3, E3"})
    void aPcTr2LevelWrittenAsAPrereleaseBuildReadsBackAsTheSameLevel(String name, LevelLayout layout, String variant)
            throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var bytes = PsxLevelWriter.writeTr2Prerelease(pc, List.of(), layout);
        assertTr2PlayStation(bytes, "LEVEL.PSX");
        var psx = LevelReader.read(bytes, "LEVEL.PSX");

        assertEquals(GameVersion.TR2, psx.version());
        assertEquals(layout, psx.layout());
        assertEquals(variant, psx.layout().variant());
        assertEquals("PSX", psx.layout().platform());
        assertEquals(List.of(), psx.warnings());
        var e3 = layout == LevelLayout.PLAYSTATION_E3;
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            PlayStationReadBack.assertRoomRestAlike(pcRoom, psxRoom);
            assertEquals(pcRoom.vertices().size(), psxRoom.vertices().size());
            for (int v = 0; v < pcRoom.vertices().size(); v++) {
                var vertex = pcRoom.vertices().get(v);
                var read = psxRoom.vertices().get(v);
                // The E3 build's room vertices are TR1's: no attributes.
                assertEquals(List.of(vertex.x(), vertex.y(), vertex.z(), e3 ? 0 : vertex.attributes()),
                        List.of(read.x(), read.y(), read.z(), read.attributes()), "room " + r + " vertex " + v);
            }
            assertEquals(shifted(pcRoom.quads()), psxRoom.quads(), "room " + r);
            assertEquals(shifted(pcRoom.triangles()), psxRoom.triangles(), "room " + r);
        }
        assertEquals(pc.meshes().size(), psx.meshes().size());
        for (int m = 0; m < pc.meshes().size(); m++) {
            assertMeshReadsBack(pc.meshes().get(m), psx.meshes().get(m), m);
        }
        PlayStationReadBack.assertStoredAlike(pc, Tr1Keyframes.of(pc.animation()), psx);
        assertTrue(pc.navigation().boxes().size() > 0, "the level has boxes");
        assertLaraPosedAlike(pc, psx);
    }

    /** Each of Lara's first ten animations, every frame, poses every mesh as in the PC level. */
    private static void assertLaraPosedAlike(Level pc, Level psx) {
        var pcPoses = PoseEvaluator.of(pc);
        var psxPoses = PoseEvaluator.of(psx);
        assertEquals(List.of(), psxPoses.warnings());
        var lara = pc.animation().models().get(0);
        assertEquals(0, lara.id(), "model 0 is Lara");
        var pcPose = pcPoses.newPose(0);
        var psxPose = psxPoses.newPose(0);
        var expected = new float[Pose.MATRIX_FLOATS * lara.numMeshes()];
        var actual = new float[expected.length];
        for (int a = lara.animation(); a < lara.animation() + 10; a++) {
            var animation = pc.animation().animations().get(a);
            for (int frame = animation.frameStart(); frame <= animation.frameEnd(); frame++) {
                pcPoses.evaluate(0, a, frame, 0, pcPose);
                psxPoses.evaluate(0, a, frame, 0, psxPose);
                pcPose.copyMatrices(expected, 0);
                psxPose.copyMatrices(actual, 0);
                assertArrayEquals(expected, actual, 1e-4f, "animation " + a + " frame " + frame);
            }
        }
    }

    /**
     * A prerelease file cut inside its last entity (24 bytes each, after their u32 count; then a word, the sound map
     * of 370 entries, the sound details, the sample count and the cinematic frames) is refused at the entities'
     * count.
     */
    @ParameterizedTest
    @CsvSource({"tr2/rando-test1.tr2, PLAYSTATION_BETA_42", "tr2/rando-test1.tr2, PLAYSTATION_E3"})
    void aPrereleaseFileCutInsideItsEntitiesFailsAtTheirCount(String name, LevelLayout layout) throws IOException {
        var pc = LevelReader.read(Corpus.file(name));
        var bytes = PsxLevelWriter.writeTr2Prerelease(pc, List.of(), layout);
        var entitiesEnd = bytes.length - 4 - 2 * 370 - 4 - 8L * pc.sound().details().size() - 4 - 2
                - 16L * pc.cinematicFrames().size();
        var countAt = entitiesEnd - 24L * pc.entities().size() - 4;
        var words = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(pc.entities().size(), words.getInt((int) countAt));
        var cut = Arrays.copyOf(bytes, (int) entitiesEnd - 5);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "LEVEL.PSX"));
        assertEquals(countAt, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("numEntities"), error.getMessage());
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

    /** The variant the registry asks first takes {@code bytes} for TR2's PlayStation levels. */
    private static void assertTr2PlayStation(byte[] bytes, String name) {
        var variant = LevelVariants.of(bytes, name);
        assertEquals("PSX", variant.platform());
        assertEquals(GameVersion.TR2, variant.version(bytes, name));
    }
}
