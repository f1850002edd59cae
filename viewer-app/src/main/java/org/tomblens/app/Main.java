package org.tomblens.app;

import org.tomblens.app.cli.TombLensCommand;

/** The program's entry: the command line decides between the viewer window and a subcommand. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(TombLensCommand.execute(args));
    }
}
