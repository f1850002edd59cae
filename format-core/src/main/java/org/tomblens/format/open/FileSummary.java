package org.tomblens.format.open;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.pack.Pack;
import org.tomblens.format.pack.PartName;

/**
 * What {@code info} says of one file: the {@link Format#infoKeys} of the format its bytes carry, in order, null
 * where the file has no value.
 *
 * @param format the format that read the file
 */
public record FileSummary(Format format, Map<String, Object> values) {

    /**
     * The summary of {@code file}, or of the part of a pack it names ({@code GAMEWAD.OBJ#3}, see {@link PartName});
     * one that cannot be read at all gets a level's keys, {@code ok} false.
     */
    public static FileSummary of(Path file) {
        var fileName = file.getFileName().toString();
        byte[] bytes;
        try {
            bytes = PartName.read(file);
        } catch (IOException | LevelFormatException e) {
            var format = Formats.unreadable();
            var values = InfoSummary.empty(format.infoKeys(), fileName);
            values.put("ok", false);
            values.put("error", "cannot read the file: " + e.getMessage());
            return new FileSummary(format, values);
        }
        var format = Formats.of(bytes, fileName);
        var part = PartName.part(fileName);
        if (format.kind() == FileKind.PACK && part.isPresent()) {
            try {
                bytes = Pack.bytes(bytes, Pack.read(bytes).part(part.getAsInt()));
            } catch (LevelFormatException e) {
                return new FileSummary(format, InfoSummary.of(format.infoKeys(), fileName, "PACK", summary -> {
                    throw e;
                }));
            }
            format = Formats.of(bytes, fileName);
        }
        return new FileSummary(format, format.summarise(file, bytes));
    }

    public boolean ok() {
        return Boolean.TRUE.equals(values.get("ok"));
    }
}
