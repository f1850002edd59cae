package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * What {@code info} says of one file: the {@link Format#infoKeys} of the format its bytes carry, in order, null
 * where the file has no value.
 *
 * @param format the format that read the file
 */
public record FileSummary(Format format, Map<String, Object> values) {

    /** The summary of {@code file}; one that cannot be read at all gets a level's keys, {@code ok} false. */
    public static FileSummary of(Path file) {
        var fileName = file.getFileName().toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            var format = Formats.unreadable();
            var values = InfoSummary.empty(format.infoKeys(), fileName);
            values.put("ok", false);
            values.put("error", "cannot read the file: " + e.getMessage());
            return new FileSummary(format, values);
        }
        var format = Formats.of(bytes, fileName);
        return new FileSummary(format, format.summarise(file, bytes));
    }

    public boolean ok() {
        return Boolean.TRUE.equals(values.get("ok"));
    }
}
