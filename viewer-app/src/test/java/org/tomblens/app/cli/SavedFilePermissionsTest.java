package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.files.WholeFile;

/**
 * Files the application writes get the permissions the user's umask gives, as a file any other program saves:
 * the umask as the shell reports it, applied to a new file's 0666, is the mode of an exported .glb, a rendered PNG
 * and a file written whole (through a partial file and a move), which a temporary file would leave at 0600.
 */
class SavedFilePermissionsTest {
    private static final Path DEMO = Path.of("..", "assets", "demo", "tomblens-demo.tr2");

    @BeforeAll
    static void posixOnly() {
        Assumptions.assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
                "file modes are POSIX's");
    }

    @Test
    void theUmaskGivesAPlainNewFileTheModeTheOtherFilesAreCheckedAgainst(@TempDir Path folder) throws IOException {
        assertEquals(umaskMode(), mode(Files.createFile(folder.resolve("plain"))));
    }

    @Test
    void anExportedGlbGetsTheUmasksMode(@TempDir Path folder) throws IOException {
        var glb = folder.resolve("demo.glb");
        var run = CommandRun.of("export", DEMO.toString(), "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(umaskMode(), mode(glb));
    }

    @Test
    void aRenderedPngGetsTheUmasksMode(@TempDir Path folder) throws IOException {
        var png = folder.resolve("demo.png");
        var run = CommandRun.of("render", DEMO.toString(), "-o", png.toString(), "--size", "64x48");
        assertEquals(0, run.status(), run.err());
        assertEquals(umaskMode(), mode(png));
    }

    @Test
    void aFileWrittenWholeOverAPrivateOneGetsTheUmasksModeAndLeavesNoPartialFile(@TempDir Path folder)
            throws IOException {
        var file = folder.resolve("settings.json");
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));

        WholeFile.write(file, "{}".getBytes(StandardCharsets.UTF_8));

        assertEquals("{}", Files.readString(file));
        assertEquals(umaskMode(), mode(file));
        try (var files = Files.list(folder)) {
            assertEquals(Set.of(file), Set.copyOf(files.toList()), "only the file itself");
        }
    }

    /** 0666 less the bits the umask (as {@code sh -c umask} prints it, in octal) takes away. */
    private static Set<PosixFilePermission> umaskMode() throws IOException {
        var shell = new ProcessBuilder("sh", "-c", "umask").redirectErrorStream(true).start();
        var umask = Integer.parseInt(new String(shell.getInputStream().readAllBytes(), StandardCharsets.US_ASCII)
                .trim(), 8);
        var bits = 0666 & ~umask;
        var permissions = EnumSet.noneOf(PosixFilePermission.class);
        // PosixFilePermission lists owner, group and others, each read, write, execute: bit 8 down to bit 0.
        var all = PosixFilePermission.values();
        for (int i = 0; i < all.length; i++) {
            if ((bits & (1 << (8 - i))) != 0) {
                permissions.add(all[i]);
            }
        }
        return permissions;
    }

    private static Set<PosixFilePermission> mode(Path file) throws IOException {
        return Files.getPosixFilePermissions(file);
    }
}
