package org.tomblens.app.files;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * One of the platform's folders for the viewer's files, by each system's convention: on Windows in the folder an
 * environment variable names (else its usual place in the home folder), on macOS in the home folder's
 * {@code Library}, elsewhere in the XDG base folder its variable names when that is absolute (else its default in the
 * home folder).
 *
 * @param windowsVariable the variable naming the base folder on Windows
 * @param windowsDefault the base folder in the home folder where that variable is unset
 * @param windowsFolder the viewer's folder in that base folder
 * @param macFolder the viewer's folder in the home folder on macOS
 * @param xdgVariable the XDG variable naming the base folder elsewhere
 * @param xdgDefault the base folder in the home folder where that variable is unset or not absolute
 */
public record PlatformFolder(String windowsVariable, String windowsDefault, String windowsFolder, String macFolder,
                             String xdgVariable, String xdgDefault) {
    /**
     * The settings and what else is remembered: {@code $XDG_CONFIG_HOME/tomblens} (or {@code ~/.config/tomblens}),
     * {@code %APPDATA%\TombLens}, {@code ~/Library/Application Support/TombLens}.
     */
    public static final PlatformFolder CONFIGURATION = new PlatformFolder("APPDATA", "AppData/Roaming", "TombLens",
            "Library/Application Support/TombLens", "XDG_CONFIG_HOME", ".config");
    /**
     * What is kept only to be quicker next time, and may be lost: {@code $XDG_CACHE_HOME/tomblens} (or
     * {@code ~/.cache/tomblens}), {@code %LOCALAPPDATA%\TombLens\Cache}, {@code ~/Library/Caches/TombLens}.
     */
    public static final PlatformFolder CACHE = new PlatformFolder("LOCALAPPDATA", "AppData/Local", "TombLens/Cache",
            "Library/Caches/TombLens", "XDG_CACHE_HOME", ".cache");

    /** The folder on this system, for this user. */
    public Path path() {
        return of(System.getProperty("os.name"), System.getenv(), HomeFolder.path());
    }

    Path of(String osName, Map<String, String> environment, Path home) {
        var os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            var base = environment.get(windowsVariable);
            return (base != null && !base.isBlank() ? Path.of(base) : home.resolve(windowsDefault))
                    .resolve(windowsFolder);
        }
        if (os.contains("mac")) {
            return home.resolve(macFolder);
        }
        var xdg = environment.get(xdgVariable);
        return (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(xdgDefault))
                .resolve("tomblens");
    }
}
