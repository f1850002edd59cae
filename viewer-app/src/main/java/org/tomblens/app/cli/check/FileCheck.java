package org.tomblens.app.cli.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.open.FileKind;
import org.tomblens.format.open.Format;
import org.tomblens.format.open.Formats;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.script.LanguageFile;

/**
 * Reads one file as fully as the viewer does and says how it went. Levels, libraries and projects go through
 * the preparation the window and every command share, all of it ({@link PreparedLevel#prepareAll}: the reader,
 * then geometry, animations, FloorData, triggers, sounds, script, boxes, flyby paths); scripts and language files
 * through their readers. Nothing is written.
 */
final class FileCheck {
    /** The largest file read: retail levels are a few MB and TRLE's rarely pass 50 MB. */
    static final long MAX_BYTES = 512L << 20;

    private final FileSniffer sniffer;

    FileCheck(FileSniffer sniffer) {
        this.sniffer = sniffer;
    }

    /**
     * The report on {@code file}; empty when it is of no known kind and was met in a folder ({@code named} false),
     * a failure when it was named on the command line; empty too for a library's companion, which its library reads.
     */
    Optional<FileReport> check(Path file, boolean named) {
        FileSniffer.Sniffed sniffed;
        byte[] bytes;
        try {
            var head = head(file);
            var found = sniffer.sniff(file, head);
            if (found.isEmpty()) {
                return named ? Optional.of(FileReport.failed(file, null, null, Failure.unplaced(
                        "not a level, object library, project or script that TombLens reads"))) : Optional.empty();
            }
            sniffed = found.get();
            if (sniffed.companion()) {
                return Optional.empty();
            }
            var size = Files.size(file);
            if (size > MAX_BYTES) {
                return Optional.of(FileReport.failed(file, sniffed.kind(), sniffed.version(), Failure.unplaced(
                        size + " bytes, more than the " + MAX_BYTES + " of the largest file read")));
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return Optional.of(FileReport.failed(file, null, null, Failure.unplaced("no such file or folder")));
        } catch (IOException e) {
            return Optional.of(FileReport.failed(file, null, null, Failure.unplaced("cannot read the file: " + e)));
        }
        return Optional.of(read(file, sniffed, bytes));
    }

    private static FileReport read(Path file, FileSniffer.Sniffed sniffed, byte[] bytes) {
        var name = file.getFileName().toString();
        var version = sniffed.version();
        // The head told the kind; the whole file is recognised once, and read by the format it carries.
        var format = Formats.of(bytes, name);
        if (sniffed.kind() == FileKind.LEVEL) {
            // a TombEngine level has no TR version of its own; its engine is its version, as info gives it
            version = format.kind() == FileKind.LEVEL ? format.version(bytes, name) : null;
        }
        try {
            var reading = switch (sniffed.kind()) {
                case LEVEL, LIBRARY, PROJECT, PACK -> new Reading(version, prepared(file, format, bytes));
                case SCRIPT -> sniffed.script().read(bytes);
                case LANGUAGE -> {
                    LanguageFile.read(bytes);
                    yield new Reading(version, List.of());
                }
            };
            return FileReport.read(file, sniffed.kind(), reading.version(), reading.warnings());
        } catch (LevelFormatException e) {
            return FileReport.failed(file, sniffed.kind(), version, Failure.of(e));
        } catch (IOException e) {
            return FileReport.failed(file, sniffed.kind(), version, Failure.unplaced("cannot read a file it needs: " + e));
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // A reader must answer bad bytes with its typed error; anything else is a bug in TombLens.
            return FileReport.failed(file, sniffed.kind(), version, Failure.unplaced("TombLens failed reading it: " + e));
        }
    }

    /**
     * The file through the shared preparation, its companions and referenced files looked for beside it: the
     * warnings of reading it, its geometry and animations, and those of its box map (the Boxes panel's).
     */
    private static List<String> prepared(Path file, Format format, byte[] bytes) throws IOException {
        var name = file.getFileName().toString();
        var prepared = PreparedLevel.opened(format.read(bytes, file, name, ProgressListener.NONE), file, name)
                .prepareAll(ProgressListener.NONE);
        var warnings = new ArrayList<DataWarning>(prepared.warnings());
        warnings.addAll(prepared.boxes().warnings());
        return warnings.stream().map(Object::toString).toList();
    }

    /** The first bytes of the file, up to {@link FileSniffer#HEAD_BYTES}. */
    private static byte[] head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(FileSniffer.HEAD_BYTES);
        }
    }
}
