package org.tomblens.format.prj2;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.testing.ProjectBytes;

/** Small projects written by the tests, whose chunk layout is known by construction. */
class Prj2ReaderTest {
    /**
     * A project of one 3 x 3 room, flat at 0 with its ceiling at 1024, whose objects chunk holds {@code objects};
     * {@code roomChunks} follow its sectors (a second TeSecs there replaces the sectors it holds).
     */
    private static ProjectBytes project(ProjectBytes roomChunks, ProjectBytes objects) {
        var sectors = data();
        for (int x = 0; x < 3; x++) {
            for (int z = 0; z < 3; z++) {
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 3, 0, 0, new int[4], new int[] {1024, 1024, 1024, 1024}));
            }
        }
        var room = data().leb(3).leb(3).chunk("TeI", data().leb(0)).chunk("TeSecs", sectors.end())
                .bytes(roomChunks.toArray()).chunk("TeObjects", objects.end()).end();
        return data().chunk("TeSettings", data().chunk("TeGameVersion", data().leb(4)).end())
                .chunk("TeRooms", data().chunk("TeRoom", room).end()).end();
    }

    @Test
    void unknownChunksAreSkippedByTheirSizeListedWithTheirPathAndCounted() {
        var unknownRoomChunk = data().chunk("TeNotYetInvented", data().s32(7).s32(8));
        var unknownObject = data().chunk("TeMov9", data().leb(5).s32(1).s32(2).s32(3));
        var bytes = ProjectBytes.file(project(unknownRoomChunk, unknownObject));
        var project = Prj2Reader.read(bytes, "synthetic.prj2");

        var skipped = project.skippedChunks();
        assertEquals(2, skipped.size());
        assertEquals("TeRooms/TeRoom[0]/TeNotYetInvented", skipped.get(0).path());
        assertEquals(8, skipped.get(0).size());
        assertEquals(7, bytes[(int) skipped.get(0).offset()], "the offset is where the data starts: its first i32");
        assertEquals("TeRooms/TeRoom[0]/TeObjects/TeMov9[0]", skipped.get(1).path());
        assertEquals(13, skipped.get(1).size());
        var census = project.census();
        assertEquals(8 + 13, census.skippedBytes());
        assertEquals(bytes.length, census.accountedBytes());
        assertEquals(List.of(), project.rooms().get(0).objects());
        // Each is named in a warning, at the offset of its data.
        assertEquals(List.of("TeRooms/TeRoom[0]/TeNotYetInvented", "TeRooms/TeRoom[0]/TeObjects/TeMov9[0]"),
                project.warnings().stream().map(DataWarning::path).toList());
        assertEquals(skipped.get(1).offset(), project.warnings().get(1).offset().getAsLong());
        assertTrue(project.warnings().get(1).message().startsWith("chunk id TeMov9 is not one the reader knows: its"
                + " 13 bytes were skipped"), project.warnings().get(1).message());
    }

    @Test
    void aCompressedProjectReadsAsTheSameProjectUncompressed() {
        var objects = data().chunk("TeMov4", data().leb(9).f32(512).f32(0).f32(1536).f32(90).leb(-1).s32(7)
                .u16(3).bool(false).bool(true).u8(0x1F).f32(1).f32(1).f32(1));
        var tree = project(data(), objects);
        var plain = Prj2Reader.read(ProjectBytes.file(tree), "plain.prj2");
        var packedBytes = ProjectBytes.compressedFile(tree);
        var packed = Prj2Reader.read(packedBytes, "packed.prj2");

        assertTrue(packed.compressed());
        assertEquals(plain.rooms(), packed.rooms());
        assertEquals(plain.settings(), packed.settings());
        var census = packed.census();
        assertEquals(12, census.headerBytes(), "magic, version and the packed size");
        assertEquals(12 + tree.toArray().length, census.treeBytes());
        assertEquals(census.treeBytes(), census.accountedBytes());
        var movable = (ProjectObject.Movable) packed.rooms().get(0).objects().get(0);
        assertEquals(new ProjectObject.Movable("TeMov4", 9, new Vector3(512, 0, 1536), 90, 0, 0, -1, 7, 3, false,
                true, 0x1F, Colour.WHITE, "", -1), movable);
    }

    @Test
    void aChunkDeclaringMoreDataThanItsParentHasFailsAtItsSizeWhenItsDataIsUnknown() {
        // TeSettings, then a top-level chunk whose LEB128 size says 1000 bytes with 4 left.
        var tree = data().chunk("TeSettings", data().end()).leb(5).text("TeBig").leb(1000).s32(0);
        var bytes = ProjectBytes.file(tree);
        var error = assertThrows(LevelFormatException.class, () -> Prj2Reader.read(bytes, "big.prj2"));
        assertEquals("TeBig/dataSize", error.fieldPath());
        assertEquals(bytes.length - 4 - 2, error.offset(), "the size field: two LEB128 bytes before the last four");
        assertTrue(error.problem().contains("1000"), error.problem());
    }

    @Test
    void aSectorOutsideItsRoomOrARoomLargerThanItsBytesIsRefused() {
        var outside = data().chunk("TeSecs", data().chunk("TeS", data().s32(9).end()).end());
        var error = assertThrows(LevelFormatException.class,
                () -> Prj2Reader.read(ProjectBytes.file(project(outside, data())), "outside.prj2"));
        assertEquals("TeRooms/TeRoom[0]/TeSecs/TeS[0]/position", error.fieldPath());

        // 1000 x 1000 sectors announced in a room chunk of a few bytes.
        var huge = data().chunk("TeRooms", data().chunk("TeRoom", data().leb(1000).leb(1000).end()).end()).end();
        var tooLarge = assertThrows(LevelFormatException.class, () -> Prj2Reader.read(ProjectBytes.file(huge), "x"));
        assertEquals("TeRooms/TeRoom[0]/sectorsX", tooLarge.fieldPath());
    }

    @Test
    void chunksNestedDeeperThanAnyProjectNestsAreRefused() {
        // Event nodes nest each next node in the one before: 300 of them.
        var node = data().chunk("TeNodeName", data().text("last")).end();
        for (int i = 0; i < 300; i++) {
            node = data().chunk("TeEventNodeNext", node).end();
        }
        var events = data().chunk("TeEventSet", data().chunk("TeEvent", node).end()).end();
        var tree = data().chunk("TeSettings", data().chunk("TeEventSets", events).end()).end();
        var error = assertThrows(LevelFormatException.class, () -> Prj2Reader.read(ProjectBytes.file(tree), "deep"));
        assertTrue(error.problem().contains("nested more than " + ChunkWalker.MAX_DEPTH), error.problem());
    }

    @Test
    void bytesAKnownChunkHoldsPastWhatTheReaderKnowsAreSkippedWithAWarning() {
        // A TeGameVersion chunk of four bytes: a one-byte LEB128 4, then three bytes a later editor might add.
        var tree = data().chunk("TeSettings", data().chunk("TeGameVersion", data().leb(4).u8(1).u8(2).u8(3)).end())
                .end();
        var bytes = ProjectBytes.file(tree);
        var project = Prj2Reader.read(bytes, "longer.prj2");
        assertEquals(4, project.settings().gameVersionCode().getAsLong());
        assertEquals(3, project.census().skippedBytes());
        assertEquals(bytes.length, project.census().accountedBytes());
        assertEquals(1, project.warnings().size());
        assertEquals("TeSettings/TeGameVersion", project.warnings().get(0).path());
    }

    @Test
    void aSoundSourceWhoseChunkEndsInsideItsUnusedBytesIsKeptWithAWarning() {
        // As a real project has it: position, sound 177, play mode 3, then one byte of the three unused ones.
        var objects = data().chunk("TeSndSrc", data().leb(24).f32(1024).f32(256).f32(2048).s32(177).s32(3)
                .u8(0x7F));
        var bytes = ProjectBytes.file(project(data(), objects));
        var project = Prj2Reader.read(bytes, "sound.prj2");

        assertEquals(List.of(new ProjectObject.SoundSource("TeSndSrc", 24, new Vector3(1024, 256, 2048), 177, 3, -1,
                "", "")), project.rooms().get(0).objects());
        var warning = project.warnings().get(0);
        assertEquals(1, project.warnings().size(), project.warnings().toString());
        assertEquals("TeRooms/TeRoom[0]/TeObjects/TeSndSrc[0]", warning.path());
        // The unused byte, then the ends of TeObjects, TeRoom, TeRooms and the top-level stream.
        assertEquals(bytes.length - 5, warning.offset().getAsLong());
        assertEquals(0x7F, bytes[bytes.length - 5]);
        assertEquals(bytes.length, project.census().accountedBytes());
    }

    @Test
    void theOldClickChunksAreWorldUnitsTimes256AndTheirSecondHeightsTheFirstSubdivision() {
        // [1] SectorFloorTwoLevelsClicks: flags 3 (split x = z, diagonal 1), floor 1 2 3 4, floor2 -1 -2 -3 -4.
        var floor = data().leb(3);
        for (var click : new int[] {1, 2, 3, 4, -1, -2, -3, -4}) {
            floor.leb(click);
        }
        var sector = data().s32(4).chunk(1, floor).end();
        var room = data().chunk("TeSecs", data().chunk("TeS", sector).end());
        var project = Prj2Reader.read(ProjectBytes.file(project(room, data())), "clicks.prj2");
        var middle = project.rooms().get(0).sector(1, 1);
        assertEquals(new SectorSurface(new CornerHeights(256, 512, 768, 1024), true, 1), middle.floor());
        assertEquals(List.of(new CornerHeights(-256, -512, -768, -1024)), middle.floorSubdivisions());
    }
}
