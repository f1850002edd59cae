package org.tomblens.app.cli.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.open.FileKind;
import org.tomblens.format.open.Formats;
import org.tomblens.format.script.Tr4Script;

/**
 * Tells what a file is from its first bytes, without reading the rest: levels, libraries and projects as the
 * registered formats recognise them (by their magic numbers), scripts by their headers, a language file by the
 * script beside it that lists it. Shared by the threads of one run: the language lists of the folders it has seen
 * are kept.
 */
final class FileSniffer {
    /**
     * Enough for every header told here: a TR2/TR3 script's game-flow size sits at byte 260, a Dreamcast TR5
     * level's page counts at byte 2048.
     */
    static final int HEAD_BYTES = 4096;
    /** §11: TOMBPC.DAT starts with version 3, a 256-byte description and a game-flow size of 128. */
    private static final int TR2_SCRIPT_VERSION = 3;
    private static final int TR2_GAMEFLOW_SIZE_AT = 260;
    private static final int TR2_GAMEFLOW_SIZE = 128;
    /** §12.1: SCRIPT.DAT's level header holds 5-byte extensions from byte 16; the PC level's is at 36. */
    private static final int TR4_PC_LEVEL_EXTENSION_AT = 36;
    private static final String TR4_SCRIPT = "SCRIPT.DAT";

    /**
     * What a file was told to be: its kind, and its version where the head alone tells it.
     *
     * @param script how to read it, for a script; null otherwise
     * @param companion a TRLE library's .swd companion, which starts with the same 129 as the library (the meshes'
     *                  version, [WAD] footnote 3) and is read with it, not alone: only its extension tells it apart
     */
    record Sniffed(FileKind kind, String version, ScriptLayout script, boolean companion) {
        static Sniffed script(ScriptLayout layout) {
            return new Sniffed(FileKind.SCRIPT, layout.version(), layout, false);
        }
    }

    private final Map<Path, Set<String>> languagesByFolder = new ConcurrentHashMap<>();

    /**
     * What {@code head}, the first bytes of {@code file}, says it is; empty for a file of no known kind. Levels,
     * libraries and projects are the registered formats' to recognise: a format added there is checked too.
     */
    Optional<Sniffed> sniff(Path file, byte[] head) {
        var name = file.getFileName().toString();
        var format = Formats.recognise(head, name);
        if (format.isEmpty()) {
            return script(file, head);
        }
        var kind = format.get().kind();
        // A level's version is told once the whole file is read (TR4 and TR5 share a magic); a library's or a
        // project's is its format's: WAD, WAD2, PRJ2.
        var version = kind == FileKind.LEVEL ? null : format.get().version(head, name);
        return Optional.of(new Sniffed(kind, version, null, kind == FileKind.LIBRARY && isCompanion(file)));
    }

    private static boolean isCompanion(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".swd");
    }

    private Optional<Sniffed> script(Path file, byte[] head) {
        var name = file.getFileName().toString().toUpperCase(Locale.ROOT);
        var bytes = new ByteCursor(head, "head");
        if (bytes.peekU32(0) == TR2_SCRIPT_VERSION && bytes.peekU16(TR2_GAMEFLOW_SIZE_AT) == TR2_GAMEFLOW_SIZE) {
            return Optional.of(Sniffed.script(ScriptLayout.TR2));
        }
        var extension = head.length >= TR4_PC_LEVEL_EXTENSION_AT + 4
                ? new String(head, TR4_PC_LEVEL_EXTENSION_AT, 4, StandardCharsets.ISO_8859_1).toUpperCase(Locale.ROOT)
                : "";
        if (extension.equals(".TR4") || extension.equals(".TRC")) {
            return Optional.of(Sniffed.script(extension.equals(".TR4") ? ScriptLayout.TR4 : ScriptLayout.TR5));
        }
        if (name.endsWith(".DAT") && languagesListedBeside(file).contains(name)) {
            return Optional.of(new Sniffed(FileKind.LANGUAGE, "TR4/TR5", null, false));
        }
        return Optional.empty();
    }

    /** The language files, in upper case, that the SCRIPT.DAT in {@code file}'s folder lists; none without one. */
    private Set<String> languagesListedBeside(Path file) {
        var folder = file.toAbsolutePath().normalize().getParent();
        if (folder == null) {
            return Set.of();
        }
        return languagesByFolder.computeIfAbsent(folder, FileSniffer::languagesOfScriptIn);
    }

    private static Set<String> languagesOfScriptIn(Path folder) {
        var script = NearbyFiles.in(folder, TR4_SCRIPT);
        if (script.isEmpty()) {
            return Set.of();
        }
        try {
            return Tr4Script.read(Files.readAllBytes(script.get())).languages().stream()
                    .map(language -> language.toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
        } catch (IOException | LevelFormatException e) {
            return Set.of();   // the script itself is reported as it is checked
        }
    }
}
