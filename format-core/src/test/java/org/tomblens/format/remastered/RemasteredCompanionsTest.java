package org.tomblens.format.remastered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.DataWarning;

/**
 * A TR1–TR3 Remastered level is told by the .MAP beside it (trview's test); its .PDP and .TRG should be there
 * too. Only the names and the .TRG's magic are read, so the files here hold no level.
 */
class RemasteredCompanionsTest {
    private static final byte[] TRG_MAGIC = {'T', 'R', 'G', 3};

    @Test
    void aLevelWithItsThreeCompanionsIsRemasteredWithoutWarnings(@TempDir Path folder) throws IOException {
        var level = Files.createFile(folder.resolve("LEVEL1.PHD"));
        Files.writeString(folder.resolve("level1.map"), "alias\n");
        Files.write(folder.resolve("LEVEL1.PDP"), new byte[16]);
        Files.write(folder.resolve("LEVEL1.TRG"), TRG_MAGIC);
        var companions = RemasteredCompanions.beside(level);
        assertTrue(companions.remastered());
        assertEquals(List.of(), companions.warnings());
    }

    @Test
    void withoutAMapTheLevelIsClassicWhateverElseLiesThere(@TempDir Path folder) throws IOException {
        var level = Files.createFile(folder.resolve("LEVEL1.PHD"));
        Files.write(folder.resolve("LEVEL1.TRG"), TRG_MAGIC);
        var companions = RemasteredCompanions.beside(level);
        assertFalse(companions.remastered());
        assertEquals(List.of(), companions.warnings());
        assertFalse(RemasteredCompanions.beside(null).remastered());
    }

    @Test
    void aMissingOrCutCompanionIsAWarningNamingIt(@TempDir Path folder) throws IOException {
        var level = Files.createFile(folder.resolve("WALL.TR2"));
        Files.writeString(folder.resolve("WALL.MAP"), "alias\n");
        Files.write(folder.resolve("WALL.TRG"), new byte[] {'T', 'R'});
        var companions = RemasteredCompanions.beside(level);
        assertTrue(companions.remastered());
        var messages = companions.warnings().stream().map(DataWarning::message).toList();
        assertEquals(2, messages.size(), messages.toString());
        assertTrue(messages.get(0).contains("WALL.PDP"), messages.toString());
        assertTrue(messages.get(1).contains("WALL.TRG") && messages.get(1).contains("cut"), messages.toString());
    }
}
