package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.open.FileKind;
import org.tomblens.format.open.Formats;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.pack.PartName;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;

/** Reads the files commands name, as the viewer reads them, or says on the error stream why it cannot. */
final class LevelArgument {
    /** The exit status of a command that could not read a file it was given. */
    static final int UNREADABLE = 1;

    private LevelArgument() {}

    /** Which files a command reads. */
    enum Kinds {
        /**
         * Game levels only (TR1–TR5, TombEngine): an object library or a project is refused, its format saying what
         * it is.
         */
        LEVELS,
        /**
         * Whatever the viewer opens: levels, object libraries (as a level of their models), projects, and a pack's
         * parts.
         */
        VIEWABLE;

        /**
         * The level in {@code bytes}, read from {@code file}, which is where its script and companions are looked
         * for; a pack's, the part {@code file}'s name ends in ({@code #N}) or its first level part.
         */
        PreparedLevel read(byte[] bytes, Path file) throws IOException {
            var name = file.getFileName().toString();
            var format = Formats.of(bytes, name);
            if (this == LEVELS && format.kind() != FileKind.LEVEL && format.kind() != FileKind.PACK) {
                throw format.notALevel();
            }
            var opened = format.read(bytes, file, name, ProgressListener.NONE);
            if (this == LEVELS && opened instanceof OpenedFile.Packed packed
                    && !(packed.part() instanceof OpenedFile.GameLevel)) {
                throw new LevelFormatException("pack", 8L * packed.shown().number(), "table",
                        "part " + packed.shown().number() + " is not a level");
            }
            return PreparedLevel.opened(opened, file, name);
        }
    }

    /** The level in {@code file}, or null after printing {@code "command: cannot read FILE: why"} to {@code err}. */
    static PreparedLevel open(Path file, Kinds kinds, String command, PrintWriter err) {
        try {
            return kinds.read(PartName.read(file), file);
        } catch (IOException | LevelFormatException e) {
            cannotRead(command, file, e, err);
            return null;
        }
    }

    /** Says on {@code err} why {@code command} could not read {@code file}. */
    static void cannotRead(String command, Path file, Exception why, PrintWriter err) {
        err.println(command + ": cannot read " + file + ": " + why.getMessage());
    }

    /** The index in the level's model table of the model of type {@code id}, or -1 when it has none. */
    static int modelIndex(Level level, long id) {
        var models = level.animation().models();
        for (int m = 0; m < models.size(); m++) {
            if (models.get(m).id() == id) {
                return m;
            }
        }
        return -1;
    }
}
