package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.demo.DemoLevelGenerator;

class CommandLineTest {

    private record Run(int status, String out) {}

    private static Run run(String... args) {
        var out = new StringWriter();
        var commandLine = TombLensCommand.commandLine();
        commandLine.setOut(new PrintWriter(out));
        var status = commandLine.execute(args);
        return new Run(status, out.toString());
    }

    @Test
    void helpListsTheSubcommandsAndTheFileArgument() {
        var result = run("--help");
        assertEquals(0, result.status());
        assertTrue(result.out().contains("Usage: tomblens"), result.out());
        assertTrue(result.out().contains("[FILE]"), result.out());
        assertTrue(result.out().contains("Commands:"), result.out());
    }

    @Test
    void versionNamesTheProgram() {
        var result = run("--version");
        assertEquals(0, result.status());
        assertTrue(result.out().startsWith("TombLens "), result.out());
    }

    @Test
    void makeDemoWritesTheGeneratedLevelAndInfoReadsIt(@TempDir Path folder) throws IOException {
        var output = folder.resolve("demo/tomblens-demo.tr2");

        var made = run("make-demo", output.toString());

        assertEquals(0, made.status(), made.out());
        assertArrayEquals(DemoLevelGenerator.generateBytes(), Files.readAllBytes(output));
        var info = run("info", "--json", output.toString());
        assertEquals(0, info.status(), info.out());
        var summary = new ObjectMapper().readTree(info.out());
        assertTrue(summary.get("ok").asBoolean(), info.out());
        assertEquals("TR2", summary.get("version").asText());
        assertEquals(5, summary.get("rooms").asInt());
    }

    @Test
    void makeDemoIsAMaintainersCommandHiddenFromTheMainHelp() {
        var help = run("--help");
        assertFalse(help.out().contains("make-demo"), help.out());
        var own = run("make-demo", "--help");
        assertEquals(0, own.status());
        assertTrue(own.out().contains("OUTPUT"), own.out());
    }
}
