package org.tomblens.app.settings;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tomblens.app.files.PlatformFolder;
import org.tomblens.app.files.WholeFile;

/**
 * Keeps {@link Settings} as JSON in the platform's configuration folder ({@link PlatformFolder#CONFIGURATION}),
 * written whole ({@link WholeFile}), so a crash never leaves half a file.
 */
public final class SettingsStore {
    private static final String FILE_NAME = "settings.json";

    private final Path file;

    /**
     * Jackson's mapper, made on the first write: making it loads and links some hundreds of classes, which naming the
     * file (the Plugins panel's folder beside it, as the window is made) and reading it ({@link SettingsReader}) need
     * none of.
     */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    public SettingsStore(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    /** The store in the platform's configuration folder. */
    public static SettingsStore forPlatform() {
        return new SettingsStore(PlatformFolder.CONFIGURATION.path());
    }

    public Path file() {
        return file;
    }

    /** The saved settings, or the defaults when there are none or they cannot be read. */
    public Settings load() {
        if (!Files.isRegularFile(file)) {
            return Settings.defaults();
        }
        try {
            var loaded = SettingsReader.read(file);
            return loaded == null ? Settings.defaults() : loaded;
        } catch (IOException e) {
            System.err.println("tomblens: ignoring unreadable settings " + file + ": " + e.getMessage());
            return Settings.defaults();
        }
    }

    public void save(Settings settings) throws IOException {
        WholeFile.write(file, out -> Mapper.JSON.writeValue(out, settings));
    }
}
