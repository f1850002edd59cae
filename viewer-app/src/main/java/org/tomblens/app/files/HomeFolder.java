package org.tomblens.app.files;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The user's home folder, where the viewer puts what it makes unasked (screenshots) and suggests putting what it
 * is asked to make (exports), and under which its settings live.
 *
 * <p>On Linux and macOS that is {@code $HOME}, as every other program there takes it: Java's {@code user.home}
 * comes from the password database instead, so a home a user, a launcher or a test sets through the environment
 * would be passed over. Elsewhere, or where {@code HOME} is unset or not absolute, it is {@code user.home}.
 */
public final class HomeFolder {
    private HomeFolder() {}

    public static Path path() {
        return of(System.getProperty("os.name"), System.getenv(), Path.of(System.getProperty("user.home")));
    }

    static Path of(String osName, Map<String, String> environment, Path userHome) {
        if (osName.toLowerCase(Locale.ROOT).contains("win")) {
            return userHome;
        }
        var home = environment.get("HOME");
        return home != null && !home.isBlank() && Path.of(home).isAbsolute() ? Path.of(home) : userHome;
    }
}
