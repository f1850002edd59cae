package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

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
}
