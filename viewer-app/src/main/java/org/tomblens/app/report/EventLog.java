package org.tomblens.app.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * A JSON-lines record of what the viewer shows (a level opened, a selection and what its panel says),
 * written only when {@code TOMBLENS_EVENT_LOG} names a file: scripts and end-to-end tests that drive the
 * real window read it instead of reading pixels of text.
 */
public final class EventLog {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path file;

    private EventLog(Path file) {
        this.file = file;
    }

    public static EventLog fromEnvironment() {
        var name = System.getenv("TOMBLENS_EVENT_LOG");
        return new EventLog(name == null || name.isBlank() ? null : Path.of(name));
    }

    public void write(Map<String, Object> event) {
        if (file == null) {
            return;
        }
        try {
            Files.writeString(file, JSON.writeValueAsString(event) + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("tomblens: cannot write the event log " + file + ": " + e.getMessage());
        }
    }
}
