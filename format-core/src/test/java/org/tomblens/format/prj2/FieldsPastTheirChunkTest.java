package org.tomblens.format.prj2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.RawChunks;

/**
 * A chunk that ends inside one of its fields, in a file that holds the whole chunk, drops what it describes with a
 * warning and the rest of the project is read (Tomb Editor reads on and seeks to the chunk's end); the same bytes
 * cut off with the end of the file still fail. The chunk is the corpus project aod-title's second movable, the
 * third chunk of its room's TeObjects: 02 | 00 00 60 45, 00 00 E0 44, 00 00 90 45 | … | colour, three f32s.
 */
class FieldsPastTheirChunkTest {
    private static final String MOVABLE = "TeRooms/TeRoom[0]/TeObjects/TeMov4[2]";

    @Test
    void aMovableWhoseChunkEndsInsideItsColourIsLeftOutWithAWarningAndTheRestIsRead() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("prj2/aod-title.prj2"));
        var movable = secondMovable(bytes);
        // Its size as the editor writes it, a LEB128 number padded to two bytes: A7 00, 39.
        assertEquals(39, movable.dataSize());
        assertEquals((byte) 0xA7, bytes[movable.dataStart() - 2]);
        assertEquals(0, bytes[movable.dataStart() - 1]);
        // The chunk loses the last 3 bytes of its blue f32; they become an empty chunk "X" of the same stream.
        var shrunk = bytes.clone();
        shrunk[movable.dataStart() - 2] = (byte) (0x80 | 36);
        shrunk[movable.dataEnd() - 3] = 1;
        shrunk[movable.dataEnd() - 2] = 'X';
        shrunk[movable.dataEnd() - 1] = 0;

        var project = Prj2Reader.read(shrunk, "shrunk.prj2");

        var warning = project.warnings().get(0);
        assertEquals(2, project.warnings().size(), project.warnings().toString());
        assertEquals("TeRooms/TeRoom[0]/TeObjects/X[3]", project.warnings().get(1).path());
        assertTrue(project.warnings().get(1).message().contains("chunk id X is not one the reader knows"));
        assertEquals(MOVABLE + "/colour.b", warning.path());
        assertEquals(movable.dataEnd() - 4, warning.offset().getAsLong());
        assertTrue(warning.message().contains("needs 4 bytes, 1 left"), warning.message());
        var objects = project.rooms().get(0).objects();
        assertEquals(List.of("TeFly", "TeMov4"), objects.stream().map(ProjectObject::chunkId).toList());
        assertNotEquals(new Vector3(3584, 1792, 4608), ((ProjectObject.Movable) objects.get(1)).position(),
                "the movable left is the first one");
        assertEquals("TeRooms/TeRoom[0]/TeObjects/X[3]", project.skippedChunks().get(0).path());
        assertEquals(bytes.length, project.census().accountedBytes());
    }

    @Test
    void theSameMovableCutOffWithTheEndOfTheFileStillFailsTheProject() throws IOException {
        var bytes = Files.readAllBytes(Corpus.file("prj2/aod-title.prj2"));
        var movable = secondMovable(bytes);
        var cut = Arrays.copyOf(bytes, movable.dataEnd() - 3);

        var error = assertThrows(LevelFormatException.class, () -> Prj2Reader.read(cut, "cut.prj2"));
        assertEquals(MOVABLE + "/colour.b", error.fieldPath());
        assertEquals(movable.dataEnd() - 4, error.offset());
    }

    private static RawChunks.Found secondMovable(byte[] bytes) {
        var objects = RawChunks.inFirstRoom(bytes, "TeObjects");
        var movable = RawChunks.find(bytes, objects.dataStart(), objects.dataEnd(), "TeMov4", 1);
        // Its object id, then its position's x: 02 | 00 00 60 45.
        assertEquals(2, bytes[movable.dataStart()]);
        assertEquals(0x45600000, ByteBuffer.wrap(bytes, movable.dataStart() + 1, 4).order(ByteOrder.LITTLE_ENDIAN)
                .getInt());
        return movable;
    }
}
