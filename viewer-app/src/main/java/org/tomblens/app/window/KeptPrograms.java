package org.tomblens.app.window;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.app.files.WholeFile;
import org.tomblens.render.gl.ProgramBinaries;

/**
 * The GL driver's binaries of the viewer's programs, a file each in a folder of the cache folder
 * ({@code programs}), written whole. A file that cannot be read or written only means a program compiled again; the
 * first that cannot be written in a run is told on standard error, the others not again.
 */
final class KeptPrograms implements ProgramBinaries.Store {
    /** Larger than any program's binary a driver gives (tens of KB on Mesa): not read, whatever put it there. */
    static final long LARGEST = 16L << 20;

    private final Path folder;
    private boolean writeFailureTold;

    KeptPrograms(Path folder) {
        this.folder = folder;
    }

    @Override
    public byte[] read(String name) {
        var file = file(name);
        try {
            return Files.size(file) <= LARGEST ? Files.readAllBytes(file) : null;
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void write(String name, byte[] bytes) {
        try {
            WholeFile.write(file(name), bytes);
        } catch (IOException e) {
            if (!writeFailureTold) {
                writeFailureTold = true;
                System.err.println("tomblens: could not keep the compiled program " + file(name) + " (" + e.getMessage()
                        + "); programs are compiled at each start");
            }
        }
    }

    private Path file(String name) {
        return folder.resolve(name + ".program");
    }
}
