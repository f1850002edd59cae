package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;

/**
 * The bundled demo level as committed in {@code assets/demo}: the level that the generator makes (a test in the
 * viewer keeps the two equal), read here without the generator, which lives in level-maker.
 */
public final class DemoLevelFile {
    /** Where the committed demo level is, from a module's folder. */
    public static final Path PATH = Path.of("..", "assets", "demo", "tomblens-demo.tr2");

    private DemoLevelFile() {}

    public static Level read() {
        try {
            return LevelReader.read(PATH);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
