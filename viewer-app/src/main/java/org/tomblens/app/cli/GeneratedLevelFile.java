package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;

/** Writes a level made by code to the file a maintainers' command was given, making its folder. */
final class GeneratedLevelFile {
    private GeneratedLevelFile() {}

    /** Writes {@code bytes} to {@code output} and says so; the exit status: 0 written, 1 not. */
    static int write(CommandSpec spec, Path output, byte[] bytes) {
        try {
            var parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(output, bytes);
        } catch (IOException e) {
            spec.commandLine().getErr().println("tomblens " + spec.name() + ": cannot write " + output + ": "
                    + e.getMessage());
            return 1;
        }
        spec.commandLine().getOut().println("wrote " + bytes.length + " bytes to " + output);
        return 0;
    }
}
