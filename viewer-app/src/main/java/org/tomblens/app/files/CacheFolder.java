package org.tomblens.app.files;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The platform's folder for what the viewer keeps only to be quicker next time, and may lose: {@code
 * $XDG_CACHE_HOME/tomblens} (or {@code ~/.cache/tomblens}) on Linux, {@code %LOCALAPPDATA%\TombLens\Cache} on
 * Windows, {@code ~/Library/Caches/TombLens} on macOS.
 */
public final class CacheFolder {
    private CacheFolder() {}

    public static Path path() {
        return of(System.getProperty("os.name"), System.getenv(), HomeFolder.path());
    }

    static Path of(String osName, Map<String, String> environment, Path home) {
        var os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            var localAppData = environment.get("LOCALAPPDATA");
            return (localAppData != null && !localAppData.isBlank() ? Path.of(localAppData)
                    : home.resolve("AppData/Local")).resolve("TombLens/Cache");
        }
        if (os.contains("mac")) {
            return home.resolve("Library/Caches/TombLens");
        }
        var xdg = environment.get("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(".cache"))
                .resolve("tomblens");
    }
}
