package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A file alone, or nothing, opens the viewer without picocli: it must start it exactly as parsing would. */
class PlainStartTest {

    @Test
    void aFileAloneStartsTheViewerAsTheParsedCommandLineDoes() {
        for (var args : new String[][] {{}, {"level.tr2"}, {"some folder/Level 1.PHD"}, {"pack.obj#2"},
                {"--quit-when-ready"}, {"--quit-when-ready", "level.tr2"}}) {
            var parsed = new ViewerCommand();
            new CommandLine(parsed).parseArgs(args);
            var plain = ViewerCommand.plainStart(args).orElseThrow();
            assertEquals(parsed.start(), plain, String.join(" ", args));
            var file = ViewerCommand.afterQuitWhenReady(args);
            assertEquals(file.length == 0 ? null : Path.of(file[0]), plain.file());
            assertEquals(args.length > 0 && args[0].equals("--quit-when-ready"), plain.quitWhenReady());
        }
    }

    @Test
    void noSubcommandNorHelpOptionOpensTheWindow() {
        var names = TombLensCommand.subcommandsAndHelp();
        assertTrue(names.containsAll(Set.of("info", "render", "check", "script", "help", "-h", "--version")),
                "the subcommands and help options: " + names);
        for (var name : names) {
            assertFalse(TombLensCommand.opensTheWindow(new String[] {name}), name);
            assertFalse(TombLensCommand.opensTheWindow(new String[] {"--quit-when-ready", name}), name);
        }
        assertFalse(TombLensCommand.opensTheWindow(new String[] {"info", "--json", "level.tr2"}));
        assertFalse(TombLensCommand.opensTheWindow(new String[] {"--size", "800x600", "--help"}));
        for (var file : new String[] {"level.tr2", "/levels/Level 1.PHD", "GAMEWAD.OBJ#3", "C:\\TR2\\WALL.TR2",
                "LEVEL"}) {
            assertTrue(TombLensCommand.opensTheWindow(new String[] {file}), file);
        }
        assertTrue(TombLensCommand.opensTheWindow(new String[0]), "nothing opens the demo");
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"--quit-when-ready", "level.tr2"}));
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"a.tr2", "b.tr2"}));
        assertTrue(TombLensCommand.opensTheWindow(new String[] {"--size", "1280x720", "--camera", "0,0,0,90,0",
                "level.tr2"}), "the viewer's options");
    }

    @Test
    void optionsAndArgumentFilesAreLeftToTheParser() {
        for (var args : new String[][] {{"--timings"}, {"-h"}, {"@arguments.txt"}, {"a.tr2", "--timings"},
                {"a.tr2", "b.tr2"}, {""}, {"bad\0name"}, {"--quit-when-ready", "--timings", "a.tr2"},
                {"a.tr2", "--quit-when-ready"}}) {
            assertTrue(ViewerCommand.plainStart(args).isEmpty(), String.join(" ", args));
        }
    }
}
