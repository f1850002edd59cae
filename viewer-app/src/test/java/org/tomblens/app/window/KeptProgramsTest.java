package org.tomblens.app.window;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeptProgramsTest {

    @Test
    void keepsEachProgramInAFileOfItsOwnInTheFolderGiven(@TempDir Path folder) throws IOException {
        var programs = new KeptPrograms(folder.resolve("programs"));
        assertNull(programs.read("level"), "none kept yet");
        var bytes = new byte[] {1, 2, 3, (byte) 0xFF};
        programs.write("level-FOG_BULBS", bytes);
        assertArrayEquals(bytes, programs.read("level-FOG_BULBS"));
        assertArrayEquals(bytes, Files.readAllBytes(folder.resolve("programs/level-FOG_BULBS.program")));
        programs.write("level-FOG_BULBS", new byte[] {9});
        assertArrayEquals(new byte[] {9}, programs.read("level-FOG_BULBS"), "written over whole");
        try (Stream<Path> files = Files.walk(folder)) {
            assertEquals(List.of(folder, folder.resolve("programs"), folder.resolve("programs/level-FOG_BULBS.program")),
                    files.sorted().toList(), "nothing else left behind");
        }
    }

    @Test
    void aFolderThatCannotBeMadeLosesNothingButTheBinary(@TempDir Path folder) throws IOException {
        var inTheWay = Files.writeString(folder.resolve("programs"), "a file where the folder would be");
        var programs = new KeptPrograms(inTheWay);
        programs.write("flat", new byte[] {1});
        assertNull(programs.read("flat"));
        assertEquals("a file where the folder would be", Files.readString(inTheWay));
    }
}
