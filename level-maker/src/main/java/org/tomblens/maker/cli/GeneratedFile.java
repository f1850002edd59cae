package org.tomblens.maker.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;

/** Writes a file made by code where a command was told to, making its folder. */
final class GeneratedFile {
    private GeneratedFile() {}

    /** Writes {@code bytes} to {@code output} and says so; the exit status: 0 written, 1 not. */
    static int write(CommandSpec spec, Path output, byte[] bytes) {
        try {
            var parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(output, bytes);
        } catch (IOException e) {
            spec.commandLine().getErr().println("level-maker " + spec.name() + ": cannot write " + output + ": "
                    + e.getMessage());
            return 1;
        }
        spec.commandLine().getOut().println("wrote " + bytes.length + " bytes to " + output);
        return 0;
    }
}
