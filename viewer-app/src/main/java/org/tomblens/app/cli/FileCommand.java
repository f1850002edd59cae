package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A command on one file, FILE, read as the viewer reads it: it works on the level prepared from it, prints to the
 * output stream and warns on the error stream as {@code "command: warning: ..."}. A file it cannot read ends it
 * with {@link LevelArgument#UNREADABLE} and {@code "command: cannot read FILE: why"} on the error stream.
 * A command extends {@link OfLevel} or {@link OfAnyFile}, by the files it reads.
 */
abstract sealed class FileCommand implements Callable<Integer> permits FileCommand.OfLevel, FileCommand.OfAnyFile {
    @Spec
    CommandSpec spec;

    /** The file named, and which kinds of file the command reads. */
    Path file;
    private LevelArgument.Kinds kinds;

    /** A command on a TR1–TR5 level file. */
    abstract static non-sealed class OfLevel extends FileCommand {
        @Parameters(index = "0", paramLabel = "FILE", description = "The level file.")
        void file(Path file) {
            take(file, LevelArgument.Kinds.LEVELS);
        }
    }

    /** A command on any file the viewer opens. */
    abstract static non-sealed class OfAnyFile extends FileCommand {
        @Parameters(index = "0", paramLabel = "FILE", description = "A level, an object library or a Tomb Editor project.")
        void file(Path file) {
            take(file, LevelArgument.Kinds.VIEWABLE);
        }
    }

    void take(Path file, LevelArgument.Kinds kinds) {
        this.file = file;
        this.kinds = kinds;
    }

    /** Does the command's work on the level read; returns its exit status. */
    abstract int run(PreparedLevel prepared, PrintWriter out) throws IOException;

    @Override
    public final Integer call() throws IOException {
        var prepared = LevelArgument.open(file, kinds, spec.name(), err());
        if (prepared == null) {
            return LevelArgument.UNREADABLE;
        }
        var out = spec.commandLine().getOut();
        var status = run(prepared, out);
        out.flush();
        return status;
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** Says on the error stream what the command met that is wrong with the file, and went on past. */
    void warn(Object warning) {
        err().println(spec.name() + ": warning: " + warning);
    }

    /** Says on the error stream why the command cannot do what it was asked. */
    void refuse(String why) {
        err().println(spec.name() + ": " + why);
    }
}
