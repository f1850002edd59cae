package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr4PsxVariant;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR4 level written in TR4's PlayStation layout reads back as the same level. No TR4 PlayStation file is
 * public: the layout is tested on the files this writer makes.
 */
class Tr4PsxLevelWriterTest {
    private static Level pc;
    private static byte[] bytes;
    private static Level psx;

    @BeforeAll
    static void writeAndRead() throws IOException {
        pc = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        bytes = Tr4PsxLevelWriter.write(pc, List.of(Words.own(new short[] {16, 32, -16})), Tr4PsxVariant.TR4_RETAIL,
                0);
        psx = LevelReader.read(bytes, "RANDO.PSX");
    }

    @Test
    void whatBothLayoutsStoreAlikeReadsBackEqual() {
        assertEquals(LevelLayout.PLAYSTATION, psx.layout());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.sectors(), psxRoom.sectors(), "room " + r);
            assertEquals(pcRoom.portals(), psxRoom.portals(), "room " + r);
            assertEquals(pcRoom.staticMeshes(), psxRoom.staticMeshes(), "room " + r);
        }
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
        assertEquals(List.of(), psx.warnings());
    }
}
