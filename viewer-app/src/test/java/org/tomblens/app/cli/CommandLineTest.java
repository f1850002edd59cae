package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.sound.DemoSamples;
import org.tomblens.maker.demo.TownLevelGenerator;

class CommandLineTest {

    @Test
    void helpListsTheSubcommandsAndTheFileArgument() {
        var result = CommandRun.of("--help");
        assertEquals(0, result.status());
        assertTrue(result.out().contains("Usage: tomblens"), result.out());
        assertTrue(result.out().contains("[FILE]"), result.out());
        assertTrue(result.out().contains("Commands:"), result.out());
    }

    @Test
    void versionNamesTheProgram() {
        var result = CommandRun.of("--version");
        assertEquals(0, result.status());
        assertTrue(result.out().startsWith("TombLens "), result.out());
    }

    @Test
    void makeDemoWritesTheGeneratedLevelAndInfoReadsIt(@TempDir Path folder) throws IOException {
        var output = folder.resolve("demo/tomblens-demo.tr2");

        var made = CommandRun.of("make-demo", output.toString());

        assertEquals(0, made.status(), made.out());
        assertArrayEquals(DemoLevelGenerator.generateBytes(), Files.readAllBytes(output));
        assertArrayEquals(DemoSamples.mainSfx(), Files.readAllBytes(folder.resolve("demo/MAIN.SFX")),
                "the sounds beside the level");
        var info = CommandRun.of("info", "--json", output.toString());
        assertEquals(0, info.status(), info.out());
        var summary = new ObjectMapper().readTree(info.out());
        assertTrue(summary.get("ok").asBoolean(), info.out());
        assertEquals("TR2", summary.get("version").asText());
        assertEquals(5, summary.get("rooms").asInt());
    }

    @Test
    void makeDemoIsAMaintainersCommandHiddenFromTheMainHelp() {
        var help = CommandRun.of("--help");
        assertFalse(help.out().contains("make-demo"), help.out());
        var own = CommandRun.of("make-demo", "--help");
        assertEquals(0, own.status());
        assertTrue(own.out().contains("OUTPUT"), own.out());
    }

    @Test
    void makeTestLevelWritesTheTownOfTheRoomsAskedForAndInfoReadsIt(@TempDir Path folder) throws IOException {
        var output = folder.resolve("town.tr2");

        var made = CommandRun.of("make-test-level", "--rooms", "12", output.toString());

        assertEquals(0, made.status(), made.out());
        assertArrayEquals(TownLevelGenerator.generateBytes(12), Files.readAllBytes(output));
        var info = CommandRun.of("info", "--json", output.toString());
        var summary = new ObjectMapper().readTree(info.out());
        assertTrue(summary.get("ok").asBoolean(), info.out());
        assertEquals(12, summary.get("rooms").asInt());
    }

    @Test
    void makeTestLevelIsHiddenAndRefusesARoomCountASectorCannotName() {
        assertFalse(CommandRun.of("--help").out().contains("make-test-level"));
        var refused = CommandRun.of("make-test-level", "--rooms", "256", "town.tr2");
        assertEquals(2, refused.status(), refused.out());
        assertTrue(refused.err().contains("--rooms must be 1 to 255"), refused.err());
    }
}
