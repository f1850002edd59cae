package org.tomblens.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One run of the command line in a test, built as a command's start builds it: its exit status and what it printed to
 * each stream.
 */
record CommandRun(int status, String out, String err) {

    static CommandRun of(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        var commandLine = TombLensCommand.commandLineFor(args);
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        var status = commandLine.execute(args);
        return new CommandRun(status, out.toString(), err.toString());
    }
}
