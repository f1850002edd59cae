package org.tomblens.app.window;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.tomblens.app.files.HomeFolder;
import org.tomblens.app.files.WholeFile;
import org.tomblens.render.ui.KeptFrame;

/** F12: the window as a PNG in ~/TombLens/screenshots, named after the level and the time. */
final class Screenshots {
    /** The time in a screenshot's name; its formatter is made for each: java.time's first use took 6 ms of a start. */
    private static final String TIME = "yyyyMMdd-HHmmss";

    private final ErrorDialog errors;
    private final WindowReport report;
    private boolean wanted;

    Screenshots(ErrorDialog errors, WindowReport report) {
        this.errors = errors;
        this.report = report;
    }

    /** Asks for one at the end of this frame, when the panels are drawn too. */
    void want() {
        wanted = true;
    }

    /** Saves the frame just drawn into {@code picture}, if one was asked for. */
    void saveIfWanted(String levelName, KeptFrame picture) {
        if (!wanted) {
            return;
        }
        wanted = false;
        var file = HomeFolder.path().resolve("TombLens").resolve("screenshots")
                .resolve(levelName + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern(TIME)) + ".png");
        try {
            WholeFile.write(file, picture.read()::writePng);
            report.screenshot(file);
        } catch (IOException e) {
            errors.show("Cannot save the screenshot: " + e.getMessage());
        }
    }
}
