package org.tomblens.app.window;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
            var kept = folder.resolve("programs/level-FOG_BULBS.program");
            assertEquals(List.of(folder, folder.resolve("programs"), kept),
                    files.sorted().toList(), "nothing else left behind");
        }
    }

    @Test
    void aFolderThatCannotBeMadeLosesNothingButTheBinary(@TempDir Path folder) throws IOException {
        var inTheWay = Files.writeString(folder.resolve("programs"), "a file where the folder would be");
        var programs = new KeptPrograms(inTheWay);
        var told = new ByteArrayOutputStream();
        var standardError = System.err;
        System.setErr(new PrintStream(told, true, StandardCharsets.UTF_8));
        try {
            programs.write("flat", new byte[] {1});
            programs.write("level", new byte[] {2});
        } finally {
            System.setErr(standardError);
        }
        assertNull(programs.read("flat"));
        assertEquals(1, told.toString(StandardCharsets.UTF_8).lines().count(), "told once: " + told);
        assertEquals("a file where the folder would be", Files.readString(inTheWay));
    }

    @Test
    void aFileLargerThanAnyProgramIsNotRead(@TempDir Path folder) throws IOException {
        var programs = new KeptPrograms(folder);
        try (var file = FileChannel.open(folder.resolve("level.program"),
                StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(new byte[] {1}), KeptPrograms.LARGEST);
        }
        assertEquals(KeptPrograms.LARGEST + 1, Files.size(folder.resolve("level.program")), "a sparse file that large");
        assertNull(programs.read("level"));
    }
}
