package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A file alone, or nothing, opens the viewer without picocli: it must start it exactly as parsing would. */
class PlainStartTest {

    @Test
    void aFileAloneStartsTheViewerAsTheParsedCommandLineDoes() {
        for (var args : new String[][] {{}, {"level.tr2"}, {"some folder/Level 1.PHD"}, {"pack.obj#2"}}) {
            var parsed = new ViewerCommand();
            new CommandLine(parsed).parseArgs(args);
            var plain = ViewerCommand.plainStart(args).orElseThrow();
            assertEquals(parsed.start(), plain, String.join(" ", args));
            assertEquals(args.length == 0 ? null : Path.of(args[0]), plain.file());
        }
    }

    @Test
    void optionsAndArgumentFilesAreLeftToTheParser() {
        for (var args : new String[][] {{"--timings"}, {"-h"}, {"@arguments.txt"}, {"a.tr2", "--timings"},
                {"a.tr2", "b.tr2"}, {""}, {"bad\0name"}}) {
            assertTrue(ViewerCommand.plainStart(args).isEmpty(), String.join(" ", args));
        }
    }
}
