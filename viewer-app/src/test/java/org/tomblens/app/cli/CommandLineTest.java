package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
    void theApplicationHasNoGeneratorCommands() {
        var commands = TombLensCommand.commandLine().getSubcommands().keySet();
        assertTrue(commands.contains("info"), commands.toString());
        assertTrue(commands.stream().noneMatch(name -> name.startsWith("make-")), commands.toString());
    }
}
