package org.tomblens.maker.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.LevelLayout;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.LevelVariants;
import org.tomblens.format.testing.Corpus;

/**
 * The corpus's real PC TR5 levels written in the Remastered layout ("TRX5") read back as the level they came from,
 * but for what that layout does not hold: the 16-bit pages, the weather, the rooms' Y (the classic header's only),
 * the demo data, the sound tables and the samples (the game's MAIN.SFX holds those).
 */
class RemasteredTr5LevelWriterTest {
    static Stream<Path> tr5Levels() {
        return Stream.of("tr5/rando-test1.trc", "tr5/trview-lake.trc").map(Corpus::file);
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aTr5LevelInTheRemasteredLayoutReadsBackAsThePcLevel(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var pc = LevelReader.read(bytes, file.getFileName().toString());
        var written = RemasteredLevelWriter.tr5(bytes);
        assertEquals("TRX5", new String(written, 0, 4));
        var variant = LevelVariants.of(written, "LEVEL.TRC");
        assertEquals(GameVersion.TR5, variant.version(written, "LEVEL.TRC"));
        var remastered = LevelReader.read(written, "remastered.trc");
        assertEquals(GameVersion.TR5, remastered.version());
        assertEquals(LevelLayout.REMASTERED, remastered.layout());
        assertEquals(messages(pc.warnings()), messages(remastered.warnings()));
        assertEquals(pc.textures().pages32(), remastered.textures().pages32());
        assertEquals(pc.textures().miscPages32(), remastered.textures().miscPages32());
        assertEquals(3, remastered.textures().miscPages32().size());
        assertTrue(remastered.textures().pages16().isEmpty());
        assertEquals(pc.laraType(), remastered.laraType());
        assertEquals(pc.rooms().stream().map(RemasteredTr5LevelWriterTest::withoutY).toList(), remastered.rooms());
        RemasteredLevelWriterTest.assertSameAfterTheRooms(pc, remastered);
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void theRoomsKeepTheirLightsFogBulbsAndLayers(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var pc = LevelReader.read(bytes, file.getFileName().toString());
        var remastered = LevelReader.read(RemasteredLevelWriter.tr5(bytes), "remastered.trc");
        // The Remastered room counts lights and fog bulbs apart: both kinds come back, in the classic order.
        assertEquals(count(pc, RoomLight.Tr5.class), count(remastered, RoomLight.Tr5.class));
        assertEquals(count(pc, RoomLight.Tr5FogBulb.class), count(remastered, RoomLight.Tr5FogBulb.class));
        assertFalse(remastered.rooms().stream().allMatch(room -> room.layers().isEmpty()));
        for (var room : remastered.rooms()) {
            var layerVertices = room.layers().stream().mapToInt(layer -> layer.numVertices()).sum();
            assertEquals(room.vertices().size(), layerVertices);
        }
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aCutRemasteredTr5LevelIsATypedErrorWithItsPlace(Path file) throws IOException {
        var written = RemasteredLevelWriter.tr5(Files.readAllBytes(file));
        var pages = 0;
        for (int i = 0; i < 3; i++) {
            pages += (written[4 + 2 * i] & 0xFF) | (written[5 + 2 * i] & 0xFF) << 8;
        }
        // The magic, three counts, the size word, the pages and three misc pages, then Lara's type and the rooms.
        var roomsStart = 14 + (pages + 3) * 4 * 256 * 256 + 2;
        // Past what the room count asks at least (20 bytes a room), inside the first room's sectors.
        var cut = Arrays.copyOf(written, roomsStart + 2 + 200);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "cut.trc"));
        assertTrue(error.fieldPath().startsWith("levelData.rooms[0]"), error.fieldPath());
        assertTrue(error.offset() >= roomsStart + 2, "offset " + error.offset());
    }

    @ParameterizedTest
    @MethodSource("tr5Levels")
    void aFogBulbCountPastTheFileIsATypedErrorAtTheCount(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var first = LevelReader.read(bytes, "classic.trc").rooms().get(0);
        var written = RemasteredLevelWriter.tr5(bytes);
        var pages = 0;
        for (int i = 0; i < 3; i++) {
            pages += (written[4 + 2 * i] & 0xFF) | (written[5 + 2 * i] & 0xFF) << 8;
        }
        // The first room: its position (16 bytes), portals (32 bytes each), sectors (8 each), colour, then its lights
        // (88 bytes each) before the fog bulbs' count.
        var lights = first.lights().stream().filter(RoomLight.Tr5.class::isInstance).count();
        var fogCount = 14 + (pages + 3) * 4 * 256 * 256 + 2 + 2 + 16 + 2 + 32 * first.portals().size() + 4
                + 8 * first.sectors().size() + 4 + 2 + 88 * (int) lights;
        Arrays.fill(written, fogCount, fogCount + 4, (byte) 0xFF);
        var error = assertThrows(LevelFormatException.class, () -> LevelReader.read(written, "corrupt.trc"));
        assertEquals(fogCount, error.offset());
        assertEquals("levelData.rooms[0].numFogBulbs", error.fieldPath());
    }

    /**
     * Cut anywhere in its level data, or with a byte there set to 0xFF, a Remastered TR5 level reads or is refused
     * with a typed error: never another exception.
     */
    @ParameterizedTest
    @MethodSource("tr5Levels")
    void cutOrDamagedAnywhereItIsReadOrATypedError(Path file) throws IOException {
        var written = RemasteredLevelWriter.tr5(Files.readAllBytes(file));
        var pages = 0;
        for (int i = 0; i < 3; i++) {
            pages += (written[4 + 2 * i] & 0xFF) | (written[5 + 2 * i] & 0xFF) << 8;
        }
        var levelData = 14 + (pages + 3) * 4 * 256 * 256;
        for (int step = 0; step < 40; step++) {
            var at = levelData + (int) ((long) (written.length - levelData) * step / 40);
            var cut = Arrays.copyOf(written, at);
            assertThrows(LevelFormatException.class, () -> LevelReader.read(cut, "cut.trc"), "cut at " + at);
            var damaged = written.clone();
            damaged[at] = (byte) 0xFF;
            try {
                LevelReader.read(damaged, "damaged.trc");
            } catch (LevelFormatException e) {
                assertTrue(e.offset() >= 0, e.getMessage());
            }
        }
    }

    private static Room withoutY(Room room) {
        return new Room(room.x(), 0, room.z(), room.yBottom(), room.yTop(), room.vertices(), room.quads(),
                room.triangles(), room.sprites(), room.portals(), room.numZSectors(), room.numXSectors(),
                room.sectors(), room.ambient(), room.ambient2(), room.lightMode(), room.lights(), room.staticMeshes(),
                room.alternateRoom(), room.flags(), room.waterScheme(), room.reverbInfo(), room.alternateGroup(),
                room.layers());
    }

    private static long count(Level level, Class<?> kind) {
        return level.rooms().stream().flatMap(room -> room.lights().stream()).filter(kind::isInstance).count();
    }

    private static List<String> messages(List<DataWarning> warnings) {
        return warnings.stream().map(warning -> warning.path() + ": " + warning.message()).toList();
    }
}
