package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
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
    void aSubcommandBuiltAloneIsTheOneAmongAllTheOthers() {
        var all = TombLensCommand.commandLine();
        for (var named : all.getSubcommands().entrySet()) {
            var alone = TombLensCommand.commandLineFor(new String[] {named.getKey(), "--help"});
            var subcommand = alone.getSubcommands().get(named.getKey());
            assertEquals(named.getValue().getUsageMessage(), subcommand.getUsageMessage(), named.getKey());
            assertEquals(named.getValue().getCommandName(), subcommand.getCommandName());
            assertEquals(named.getValue().getCommandSpec().qualifiedName(), subcommand.getCommandSpec().qualifiedName());
        }
        assertEquals(all.getSubcommands().keySet(),
                TombLensCommand.commandLineFor(new String[] {"help", "info"}).getSubcommands().keySet());
        assertEquals(Set.of("info"), TombLensCommand.commandLineFor(new String[] {"info", "a.tr2"})
                .getSubcommands().keySet());
    }

    @Test
    void theApplicationHasNoGeneratorCommands() {
        var commands = TombLensCommand.commandLine().getSubcommands().keySet();
        assertTrue(commands.contains("info"), commands.toString());
        assertTrue(commands.stream().noneMatch(name -> name.startsWith("make-")), commands.toString());
    }
}
