package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.Sound;
import org.tomblens.format.model.Words;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.Tr4PsxVariant;
import org.tomblens.format.sound.Sample;
import org.tomblens.format.sound.SampleBank;
import org.tomblens.format.testing.Corpus;

/**
 * A real PC TR5 level written in TR5's PlayStation layout, after the loader code the retail disc keeps before the
 * header, reads back as the same level; TR5's floating-point lights and fog bulbs come back through the fixed-point
 * PlayStation light. No TR5 PlayStation file is public: the layout is tested on the files this writer makes.
 */
class Tr5PsxLevelWriterTest {
    /** Where the retail files keep their header, after loader code (trview). */
    private static final int LOADER = 313344;

    private static Level pc;
    private static Level psx;

    @BeforeAll
    static void writeAndRead() throws IOException {
        pc = LevelReader.read(Corpus.file("tr5/rando-test1.trc"));
        psx = LevelReader.read(Tr4PsxLevelWriter.write(pc, List.of(Tr4PsxLevelWriterTest.EXACT),
                Tr4PsxVariant.TR5_RETAIL, LOADER), "RICH1.PSX");
    }

    @Test
    void whatBothLayoutsStoreAlikeReadsBackEqual() {
        assertEquals(GameVersion.TR5, psx.version());
        assertEquals(LevelLayout.PLAYSTATION, psx.layout());
        assertEquals(pc.rooms().size(), psx.rooms().size());
        for (int r = 0; r < pc.rooms().size(); r++) {
            var pcRoom = pc.rooms().get(r);
            var psxRoom = psx.rooms().get(r);
            assertEquals(pcRoom.sectors(), psxRoom.sectors(), "room " + r);
            assertEquals(pcRoom.portals(), psxRoom.portals(), "room " + r);
            assertEquals(pcRoom.staticMeshes(), psxRoom.staticMeshes(), "room " + r);
            assertEquals(List.of(pcRoom.x(), pcRoom.y(), pcRoom.z(), pcRoom.yTop(), pcRoom.yBottom(), pcRoom.flags(),
                    pcRoom.alternateRoom(), pcRoom.ambient()), List.of(psxRoom.x(), psxRoom.y(), psxRoom.z(),
                    psxRoom.yTop(), psxRoom.yBottom(), psxRoom.flags(), psxRoom.alternateRoom(), psxRoom.ambient()));
            assertEquals(pcRoom.quads().size(), psxRoom.quads().size(), "room " + r);
            assertEquals(pcRoom.triangles().size(), psxRoom.triangles().size(), "room " + r);
            for (int f = 0; f < pcRoom.quads().size(); f++) {
                assertEquals(PlayStationReadBack.corners(pcRoom, pcRoom.quads().get(f)),
                        PlayStationReadBack.corners(psxRoom, psxRoom.quads().get(f)), "room " + r + " quad " + f);
            }
        }
        assertEquals(pc.floorData(), psx.floorData());
        assertEquals(pc.animation(), psx.animation());
        assertEquals(pc.staticMeshes(), psx.staticMeshes());
        assertEquals(pc.cameras(), psx.cameras());
        assertEquals(pc.flybyCameras(), psx.flybyCameras());
        assertEquals(pc.navigation(), psx.navigation());
        assertEquals(pc.aiObjects(), psx.aiObjects());
        assertEquals(pc.sound().soundMap(), psx.sound().soundMap());
        assertEquals(450, psx.sound().soundMap().size());
        assertEquals(pc.sound().details(), psx.sound().details());
        assertEquals(pc.entities().stream().map(e -> new Entity(e.type(), e.room(), e.x(), e.y(), e.z(), e.angle(),
                -1, e.intensity2OrOcb(), e.flags())).toList(), psx.entities());
        assertEquals(List.of(), psx.warnings());
        var sample = SampleBank.of(psx).all().get(0);
        assertEquals(Tr4PsxLevelWriterTest.EXACT, assertInstanceOf(Sample.Decoded.class, sample).pcm().samples());
    }

    /**
     * Lights keep their place, type and colour to within an 8-bit step; directions and a spot's cone come back to
     * within a 4096th, a spot's range and another light's hot spot and fall-off to the nearest 128 units. A fog
     * bulb keeps its place and colour, its radius and density to the nearest 128.
     */
    @Test
    void lightsAndFogBulbsComeBackThroughTheirFixedPoint() {
        var bulbs = 0;
        for (int r = 0; r < pc.rooms().size(); r++) {
            var expected = pc.rooms().get(r).lights();
            var actual = psx.rooms().get(r).lights();
            assertEquals(expected.size(), actual.size(), "room " + r);
            for (int i = 0; i < expected.size(); i++) {
                var where = "room " + r + " light " + i;
                assertEquals(expected.get(i).worldX(), actual.get(i).worldX(), 0.5f, where);
                assertEquals(expected.get(i).worldY(), actual.get(i).worldY(), 0.5f, where);
                assertEquals(expected.get(i).worldZ(), actual.get(i).worldZ(), 0.5f, where);
                assertEquals(expected.get(i).rgb(), actual.get(i).rgb(), where);
                if (expected.get(i) instanceof RoomLight.Tr5FogBulb bulb) {
                    var read = assertInstanceOf(RoomLight.Tr5FogBulb.class, actual.get(i), where);
                    assertEquals(steps(bulb.radius()), read.radius(), where);
                    assertEquals(steps(bulb.density()), read.density(), where);
                    bulbs++;
                    continue;
                }
                var light = (RoomLight.Tr5) expected.get(i);
                var read = assertInstanceOf(RoomLight.Tr5.class, actual.get(i), where);
                assertEquals(light.type(), read.type(), where);
                assertEquals(light.dx(), read.dx(), 1 / 4096f, where);
                assertEquals(light.dy(), read.dy(), 1 / 4096f, where);
                assertEquals(light.dz(), read.dz(), 1 / 4096f, where);
                if (light.type() == 2) {
                    assertEquals(light.in(), read.in(), 1 / 4096f, where);
                    assertEquals(light.out(), read.out(), 1 / 4096f, where);
                    assertEquals(steps(light.range()), read.range(), where);
                } else {
                    assertEquals(steps(light.in()), read.in(), where);
                    assertEquals(steps(light.out()), read.out(), where);
                }
            }
        }
        assertTrue(bulbs > 0, "the level has fog bulbs");
    }

    /** An early build, told by its version word, has fewer model and static slots; what it holds reads back. */
    @Test
    void anEarlyBuildReadsWithItsOwnSlots() {
        var release = Tr4PsxVariant.TR5_214;
        var fewer = Tr4PsxLevelWriterTest.withModelsBelow(pc, release.modelSlots());
        var level = LevelReader.read(Tr4PsxLevelWriter.write(fewer, List.of(), release, 0), "RICH1.PSX");
        assertEquals("beta", level.layout().variant());
        assertEquals(fewer.animation(), level.animation());
        assertEquals(pc.rooms().size(), level.rooms().size());
    }

    /**
     * A level with TR4's 370-entry sound map, as TR5's October build keeps it, reads back with it: read with 450
     * entries, the items would all show Lara (the bytes 28 on in each item record, where that reading would find the
     * type, are zero), which trview takes to mean the shorter map.
     */
    @Test
    void theOctoberBuildsShorterSoundMapIsTold() {
        var sound = pc.sound();
        var shorter = new Sound(Words.own(Arrays.copyOf(sound.soundMap().toArray(), 370)), sound.details(),
                sound.sampleIndices(), sound.sampleBlob(), sound.samples());
        var october = new Level(pc.version(), pc.fileName(), pc.textures(), pc.rooms(), pc.floorData(), pc.meshes(),
                pc.animation(), pc.staticMeshes(), pc.texturing(), pc.cameras(), pc.flybyCameras(),
                pc.soundSources(), pc.navigation(), pc.entities(), pc.aiObjects(), pc.lightMap(),
                pc.cinematicFrames(), pc.demoData(), shorter, pc.laraType(), pc.weather(), pc.footerBytes(),
                pc.warnings(), pc.layout());
        var level = LevelReader.read(Tr4PsxLevelWriter.write(october, List.of(), Tr4PsxVariant.TR5_RETAIL, 0),
                "RICH1.PSX");
        assertEquals(shorter.soundMap(), level.sound().soundMap());
        assertEquals(psx.entities(), level.entities());
        assertEquals(pc.aiObjects(), level.aiObjects());
    }

    private static float steps(float value) {
        return Math.max(0, Math.min(255, Math.round(value / 128))) * 128f;
    }
}
