package org.tomblens.app.dist;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.open.Formats;

/** The installers' file types are written by the build from the registered formats, one file per extension. */
class FileAssociationsTest {
    /** What the installers have registered since their first release, one properties file per file type. */
    private static final Map<String, String> RELEASED = Map.of(
            "phd", "Tomb Raider level (TR1)",
            "tub", "Tomb Raider Unfinished Business level",
            "tr2", "Tomb Raider II or III level",
            "tr4", "Tomb Raider IV or TRLE level",
            "trc", "Tomb Raider Chronicles level",
            "wad", "TRLE object library",
            "wad2", "Tomb Editor object library",
            "prj2", "Tomb Editor project");

    @Test
    void everyRegisteredExtensionGetsTheFileTypeTheInstallersHaveAlwaysRegistered(@TempDir Path folder)
            throws IOException {
        var written = FileAssociations.write(folder);

        var names = new ArrayList<String>();
        written.forEach(file -> names.add(file.getFileName().toString()));
        assertEquals(Formats.extensions().stream().map(extension -> extension + ".properties").toList(), names);
        for (var type : RELEASED.entrySet()) {
            assertEquals("extension=" + type.getKey() + "\nmime-type=application/x-tomblens-" + type.getKey()
                            + "\ndescription=" + type.getValue() + "\n",
                    Files.readString(folder.resolve(type.getKey() + ".properties")), type.getKey());
        }
    }

    @Test
    void theArgumentFileNamesEachWrittenFileOnceAsJpackageReadsIt(@TempDir Path folder) throws IOException {
        var written = FileAssociations.write(folder.resolve("with space"));

        var lines = Files.readAllLines(folder.resolve("with space").resolve(FileAssociations.ARGUMENTS));
        var expected = new ArrayList<String>();
        for (var file : written) {
            expected.add("--file-associations \"" + file.toAbsolutePath().toString().replace('\\', '/') + "\"");
        }
        assertEquals(expected, lines);
        assertEquals(List.copyOf(Formats.extensions()).size(), lines.size());
    }
}
