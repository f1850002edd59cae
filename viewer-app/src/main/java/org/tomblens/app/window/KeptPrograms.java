package org.tomblens.app.window;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.app.files.WholeFile;
import org.tomblens.render.gl.ProgramBinaries;

/**
 * The GL driver's binaries of the viewer's programs, a file each in a folder of the cache folder
 * ({@code programs}), written whole. A file that cannot be read or written only means a program compiled again.
 */
final class KeptPrograms implements ProgramBinaries.Store {
    private final Path folder;

    KeptPrograms(Path folder) {
        this.folder = folder;
    }

    @Override
    public byte[] read(String name) {
        try {
            return Files.readAllBytes(file(name));
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void write(String name, byte[] bytes) {
        try {
            WholeFile.write(file(name), bytes);
        } catch (IOException e) {
            System.err.println("tomblens: could not keep the compiled program " + file(name) + ": " + e.getMessage());
        }
    }

    private Path file(String name) {
        return folder.resolve(name + ".program");
    }
}
