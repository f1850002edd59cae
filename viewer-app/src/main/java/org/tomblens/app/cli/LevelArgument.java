package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.Level;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;

/** Reads the level a subcommand names, or says on its error stream why it cannot. */
final class LevelArgument {
    private LevelArgument() {}

    /** The level in {@code file}, or null after printing {@code "command: cannot read FILE: why"} to {@code err}. */
    static Level read(Path file, String command, PrintWriter err) {
        try {
            return LevelReader.read(file);
        } catch (IOException | LevelFormatException e) {
            err.println(command + ": cannot read " + file + ": " + e.getMessage());
            return null;
        }
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

    /**
     * Any file the viewer opens (level, object library, project) as a level, or null after printing why
     * not to {@code err}.
     */
    static Level readViewable(Path file, String command, PrintWriter err) {
        try {
            return OpenedFile.read(file, ProgressListener.NONE).level();
        } catch (IOException | LevelFormatException e) {
            err.println(command + ": cannot read " + file + ": " + e.getMessage());
            return null;
        }
    }
}
