package org.tomblens.format.prj2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.RawChunks;

/**
 * The corpus's two projects read completely; the expected values are read by hand from the files' bytes (quoted
 * in the comments), not from the reader.
 */
class CorpusProjectsTest {
    static Stream<Path> projects() {
        return Corpus.files("prj2", ".prj2").stream();
    }

    @ParameterizedTest
    @MethodSource("projects")
    void everyByteOfTheChunkTreeIsFramingReadDataOrSkippedData(Path file) throws IOException {
        var size = Files.size(file);
        var project = Prj2Reader.read(file);
        var census = project.census();
        assertEquals(size, census.treeBytes());
        assertEquals(8, census.headerBytes(), "\"PRJ2\" and the version; neither corpus project is compressed");
        assertEquals(size, census.headerBytes() + census.framingBytes() + census.readBytes() + census.skippedBytes());
        assertEquals(0, census.skippedBytes(), "every chunk of these projects is one [PRJ2] describes: "
                + project.skippedChunks());
        assertEquals(List.of(), project.skippedChunks());
        assertEquals(List.of(), project.warnings());
    }

    @Test
    void theOldestLayoutHoldsATwentyByTwentyRoomWithATriggerTwoMoveablesAndALight() throws IOException {
        var project = Prj2Reader.read(Corpus.file("prj2/te-test5.prj2"));
        // TeGameVersion: data 0x12.
        assertEquals(18, project.settings().gameVersionCode().getAsLong());
        assertEquals(ProjectGame.TOMB_ENGINE, project.settings().game().orElseThrow());
        assertEquals(List.of("D:\\Software\\Tomb-Editor\\Build\\coastal.png"),
                project.settings().textures().stream().map(LevelTexture::path).toList());
        assertEquals(List.of("$(LevelDirectory)\\Build\\andrea1test.wad2"), project.settings().wadPaths());
        // TeTextureSounds: i32 4, i32 32 (04 00 00 00 20 00 00 00), then 128 codes.
        var sounds = project.settings().textures().get(0).footstepSounds();
        assertEquals(4, sounds.width());
        assertEquals(32, sounds.height());
        assertEquals(128, sounds.codes().size());

        var room = project.rooms().get(0);
        assertEquals(1, project.rooms().size());
        assertEquals("Room 0", room.name());
        // TeRoom opens with LEB128 14 14: twenty sectors each way; TePos is twelve zero bytes.
        assertEquals(20, room.sectorsX());
        assertEquals(20, room.sectorsZ());
        assertEquals(List.of(0, 0, 0), List.of(room.x(), room.y(), room.z()));
        // TeAmbient: 00 00 80 3E three times.
        assertEquals(new Colour(0.25f, 0.25f, 0.25f), room.ambient());
        // 1692 [16] texture chunks in the 400 TeS chunks, counted by walking the chunk headers.
        assertEquals(1692, room.sectors().stream().mapToInt(s -> s.textures().size()).sum());

        assertEquals(List.of("TeTri2", "TeMov", "TeLig", "TeMov"), room.objects().stream().map(ProjectObject::chunkId)
                .toList());
        // TeTri2: 00 | 05 0B 08 0B | TeTy 00 | TeTaTy 00 | TeTa 01 03 | TeTi 00 00 | TeEx 7F | TeCo 1F | TeOS 00.
        var trigger = (ProjectObject.Trigger) room.objects().get(0);
        assertEquals(new SectorArea(5, 11, 8, 11), trigger.area());
        assertEquals(ProjectTriggerType.TRIGGER.code(), trigger.triggerType());
        assertEquals(TriggerTargetType.OBJECT.code(), trigger.targetType());
        assertEquals(new TriggerParameter.ObjectRef(3), trigger.target());
        assertEquals(new TriggerParameter.Number(0), trigger.timer());
        assertEquals(TriggerParameter.NONE, trigger.extra());
        assertEquals(0x1F, trigger.codeBits());
        assertFalse(trigger.oneShot());
        // The second TeMov: 03 | 00 00 F0 45, 0, 00 00 68 46 | yaw 0 | 7F | 4A 00 00 00 | ...
        var door = (ProjectObject.Movable) room.objects().get(3);
        assertEquals(3, door.id());
        assertEquals(new Vector3(7680, 0, 14848), door.position());
        assertEquals(-1, door.scriptId());
        assertEquals(74, door.wadObjectId());
        // TeLig: 02 | type 00 (point) | 00 00 18 46, 00 00 08 45, 00 00 D0 45 ...
        var light = (ProjectObject.Light) room.objects().get(2);
        assertEquals(0, light.type());
        assertEquals(new Vector3(9728, 2176, 6656), light.position());
    }

    @Test
    void theNewerLayoutHoldsAFlybyTwoFourthVersionMoveablesAndTheNewSettings() throws IOException {
        var project = Prj2Reader.read(Corpus.file("prj2/aod-title.prj2"));
        var settings = project.settings();
        assertEquals(ProjectGame.TRNG, settings.game().orElseThrow(), "TeGameVersion: data 0x10");
        assertEquals(List.of("$(LevelDirectory)\\..\\..\\Assets\\Textures\\title.psd"),
                settings.textures().stream().map(LevelTexture::path).toList());
        // TeSelSnd chunks: 02, EC 00, ED 00, EF 00, F2 00, 24.
        assertEquals(List.of(2, 108, 109, 111, 114, 36), settings.selectedSounds());
        assertEquals(2, settings.soundCatalogPaths().size());
        // TePalette: u16 0x0280 colours.
        assertEquals(3 * 640, settings.palette().size());
        // TeTextureSounds and TeTextureBumpmaps: i32 0x1C, i32 0x14.
        var texture = settings.textures().get(0);
        assertEquals(28 * 20, texture.footstepSounds().codes().size());
        assertEquals(28 * 20, texture.bumpmaps().codes().size());

        var room = project.rooms().get(0);
        assertEquals(List.of(7, 9), List.of(room.sectorsX(), room.sectorsZ()));
        // TePos (the older chunk, y in clicks): 00 00 70 41, 0, 00 00 E0 40.
        assertEquals(List.of(15, 0, 7), List.of(room.x(), room.y(), room.z()));
        // 362 [18] texture chunks, the second version with a parent area.
        assertEquals(362, room.sectors().stream().mapToInt(s -> s.textures().size()).sum());

        var byChunk = new TreeMap<String, Integer>();
        room.objects().forEach(o -> byChunk.merge(o.chunkId(), 1, Integer::sum));
        assertEquals(Map.of("TeFly", 1, "TeMov4", 2), byChunk);
        // TeFly: 00 | 00 00 B0 45, DA A7 D6 44, 00 00 90 45 | 00 00 87 43, 0, 0 | 00 | 0 | 00 00 B4 42 |
        // flags 85 8E 01 | 01 | 01 | timer 8F CE 00.
        var flyby = (ProjectObject.Flyby) room.objects().get(0);
        assertEquals(5632, flyby.position().x());
        assertEquals(4608, flyby.position().z());
        assertEquals(270, flyby.yaw());
        assertEquals(90, flyby.fov());
        assertEquals(5 + (0x0E << 7) + (1 << 14), flyby.flags());
        assertEquals(1, flyby.number());
        assertEquals(1, flyby.sequence());
        assertEquals(0x0F + (0x4E << 7), flyby.timer());
        // The second TeMov4: 02 | 00 00 60 45, 00 00 E0 44, 00 00 90 45 | 0 | 01 | AB 01 00 00 | ...
        var second = (ProjectObject.Movable) room.objects().get(2);
        assertEquals(new Vector3(3584, 1792, 4608), second.position());
        assertEquals(1, second.scriptId());
        assertEquals(0x1AB, second.wadObjectId());
        assertEquals(Colour.WHITE, second.colour());
    }

    @Test
    void aCutProjectFailsWhereItsDataRunsOutWithTheDeepestChunkPath() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("prj2/te-test5.prj2"));
        var sectors = RawChunks.inFirstRoom(bytes, "TeSecs");
        var sector = RawChunks.find(bytes, sectors.dataStart(), sectors.dataEnd(), "TeS", 120);
        var cut = java.util.Arrays.copyOf(bytes, sector.dataStart() + 10);

        var error = assertThrows(org.tomblens.format.io.LevelFormatException.class,
                () -> Prj2Reader.read(cut, "cut.prj2"));
        assertTrue(error.fieldPath().startsWith("TeRooms/TeRoom[0]/TeSecs/TeS[120]/"), error.fieldPath());
        assertEquals(cut.length, error.offset(), "the read that fails is the one that needs the missing bytes");
        assertEquals("file", error.region());
    }
}
