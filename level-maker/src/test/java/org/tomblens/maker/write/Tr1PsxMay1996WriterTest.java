package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr1PsxVariant;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR1 level written as TR1's May 1996 PlayStation build lays it out (trview's reader: 20 pages and 2048
 * colour tables from the file's start, the version 11, 768 skipped bytes, then rooms, meshes, static meshes and
 * entities of its own shape) reads back with the same rooms, FloorData, boxes, static meshes and entities; its
 * animations, which no public reader describes, are skipped with one warning.
 */
class Tr1PsxMay1996WriterTest {
    private static final String LEVEL = "tr1/rando-test1.phd";
    /** Where the room count lies: after the pages, the tables, the version and the 768 skipped bytes. */
    private static final int ROOMS_AT = 20 * 32768 + 2048 * 32 + 4 + 768;

    @Test
    void aPcLevelWrittenAsTheMay1996BuildReadsBackItsPlacesAndGeometry() throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var psx = LevelReader.read(write(pc), "LEVEL1.PSX");
        assertEquals(LevelLayout.PLAYSTATION_BETA, psx.layout());
        assertEquals("PSX", psx.layout().platform());
        assertEquals("beta", psx.layout().variant());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            PlayStationReadBack.assertRoomRestAlike(pcRoom, psxRoom);
            assertEquals(List.of(pcRoom.x(), pcRoom.z(), pcRoom.flags()),
                    List.of(psxRoom.x(), psxRoom.z(), psxRoom.flags()), "room " + r);
            assertEquals(-1, psxRoom.alternateRoom(), "the build stores no alternate room");
            var ys = pcRoom.vertices().stream().mapToDouble(v -> v.y()).summaryStatistics();
            assertEquals((int) ys.getMin(), psxRoom.yTop(), "room " + r + ": the top is its highest vertex");
            assertEquals((int) ys.getMax(), psxRoom.yBottom(), "room " + r + ": the bottom is its lowest vertex");
        }
        assertEquals(pc.floorData(), psx.floorData());
        assertEquals(pc.navigation().boxes(), psx.navigation().boxes());
        assertEquals(pc.navigation().overlaps(), psx.navigation().overlaps());
        assertEquals(Words.EMPTY, psx.navigation().zones(), "the build stores no zones");
        assertEquals(List.of(), psx.soundSources());
        assertEquals(pc.staticMeshes().stream()
                .map(m -> new StaticMesh(m.id(), m.mesh(), m.visibility(), m.visibility(), 0)).toList(),
                psx.staticMeshes());
        assertEquals(pc.entities().size(), psx.entities().size());
        for (int i = 0; i < pc.entities().size(); i++) {
            var a = pc.entities().get(i);
            var b = psx.entities().get(i);
            assertEquals(List.of(a.type(), a.room(), a.x(), a.y(), a.z(), a.angle(), a.flags(), -1),
                    List.of(b.type(), b.room(), b.x(), b.y(), b.z(), b.angle(), b.flags(), b.intensity1()),
                    "entity " + i);
        }
        assertEquals(pc.meshes().size(), psx.meshes().size());
        for (int i = 0; i < pc.meshes().size(); i++) {
            assertEquals(pc.meshes().get(i).vertices(), psx.meshes().get(i).vertices(), "mesh " + i);
            assertEquals(new Vertex(0, 0, 0), psx.meshes().get(i).centre(), "the build stores no centre");
        }
        assertEquals(pc.animation().models().stream().map(m -> new Model(m.id(), m.numMeshes(), m.startingMesh(),
                m.meshTree(), m.frameOffset(), Model.NO_ANIMATION)).toList(), psx.animation().models());
        assertEquals(List.of(), psx.animation().animations());
        assertEquals(pc.animation().stateChanges(), psx.animation().stateChanges());
        assertEquals(pc.animation().frames(), psx.animation().frames());
    }

    /**
     * One warning says what is not read, at the animation count: the u32 there is the level's animation count,
     * and the state change count follows its 28-byte records.
     */
    @Test
    void theAnimationsAreSkippedWithOneWarning() throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var bytes = write(pc);
        var psx = LevelReader.read(bytes, "LEVEL1.PSX");
        assertEquals(1, psx.warnings().size(), psx.warnings().toString());
        var warning = psx.warnings().get(0);
        var animations = pc.animation().animations().size();
        assertTrue(warning.message().contains(animations + " animations of TR1's May 1996 build"), warning.message());
        assertTrue(warning.message().contains("models have no animations"), warning.message());
        var at = (int) warning.offset().orElseThrow();
        var file = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(animations, file.getInt(at));
        assertEquals(pc.animation().stateChanges().size(), file.getInt(at + 4 + 28 * animations));
    }

    /** Cut three bytes short, the file fails at the entity count: the entities (20 bytes each) end it. */
    @Test
    void theBuildCutShortFailsAtTheEntityCount() throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var bytes = write(pc);
        var cut = Arrays.copyOf(bytes, bytes.length - 3);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "LEVEL1.PSX"));
        assertEquals(bytes.length - 4 - 20L * pc.entities().size(), error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("numEntities"), error.getMessage());
    }

    /**
     * The first room's mesh size bent to 2^31 - 1 words is refused where it is stored (after the room count and the
     * room's x and z), before anything of that size is made.
     */
    @Test
    void aBentRoomMeshSizeIsRefusedWhereItIsStored() throws IOException {
        var bytes = write(LevelReader.read(Corpus.file(LEVEL)));
        var dataWordsAt = ROOMS_AT + 2 + 8;
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(dataWordsAt, Integer.MAX_VALUE);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(bytes, "LEVEL1.PSX"));
        assertEquals(dataWordsAt, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("rooms[0].numDataWords"), error.getMessage());
    }

    /** The version word 11 lies after the 20 pages and 2048 tables; the room count after the skipped bytes. */
    @Test
    void theBuildsHeadIsWhereTrviewLooksForIt() throws IOException {
        var pc = LevelReader.read(Corpus.file(LEVEL));
        var file = ByteBuffer.wrap(write(pc)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(11, file.getInt(ROOMS_AT - 768 - 4));
        assertEquals(pc.rooms().size(), file.getShort(ROOMS_AT));
    }

    private static byte[] write(Level pc) {
        return PsxLevelWriter.writeTr1(pc, List.of(), Tr1PsxVariant.MAY_1996);
    }
}
