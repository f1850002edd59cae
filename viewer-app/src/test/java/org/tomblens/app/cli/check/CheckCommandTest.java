package org.tomblens.app.cli.check;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.cli.TombLensCommand;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.demo.DemoLevelGenerator;

/**
 * {@code tomblens check}: what it reads in the real corpus, counted independently by the files' first bytes; a level
 * the project writes, cut short, failing where its data ends; the exit status; the JSON shape other tools read.
 */
class CheckCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> FILE_KEYS = List.of("path", "kind", "version", "status", "warnings",
            "warning_list", "error");
    private static final List<String> ERROR_KEYS = List.of("message", "offset", "field", "region");
    private static final List<String> SUMMARY_KEYS = List.of("files", "ok", "warnings", "failed", "skipped",
            "seconds", "read_cpu_seconds", "by_kind");
    /** §TR2 level layout: the version (4 bytes), the 8-bit palette (768) and the 16-bit palette (1024) come first. */
    private static final int TR2_NUM_TEXTILES_OFFSET = 4 + 768 + 1024;

    private record Run(int status, String out) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    private static Run check(String... args) {
        var out = new StringWriter();
        var commandLine = TombLensCommand.commandLine();
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(new StringWriter()));
        var all = new ArrayList<>(List.of("check"));
        all.addAll(Arrays.asList(args));
        return new Run(commandLine.execute(all.toArray(String[]::new)), out.toString());
    }

    @Test
    void everyCorpusFileOfAKnownMagicIsCheckedAsItsKindAndTheRestAreSkipped() throws Exception {
        var root = Corpus.root();
        var expected = new HashMap<String, Integer>();
        var checked = new ArrayList<String>();
        int others = 0;
        try (Stream<Path> walk = Files.walk(root)) {
            for (var file : walk.filter(Files::isRegularFile).sorted().toList()) {
                var group = groupByMagic(file);
                if (group == null) {
                    others++;
                } else {
                    expected.merge(group, 1, Integer::sum);
                    checked.add(file.toString());
                }
            }
        }
        var run = check("--json", root.toString());
        var json = run.json();
        var summary = json.get("summary");

        var found = new HashMap<String, Integer>();
        for (var group : summary.get("by_kind")) {
            var version = group.get("version").asText();
            // TR4 and TR5 share a magic; only the whole file tells them apart.
            var key = group.get("kind").asText() + " " + (version.equals("TR5") ? "TR4" : version);
            found.merge(key, group.get("files").asInt(), Integer::sum);
        }
        assertEquals(expected, found);
        assertEquals(others, summary.get("skipped").asInt());
        var paths = new ArrayList<String>();
        json.get("files").forEach(file -> paths.add(file.get("path").asText()));
        assertEquals(checked, paths, "every file once, in the walk's order");

        int failed = 0;
        for (var file : json.get("files")) {
            assertEquals(FILE_KEYS, keys(file));
            var status = file.get("status").asText();
            assertEquals(status.equals("warnings"), file.get("warnings").asInt() > 0, file.toString());
            assertEquals(file.get("warnings").asInt(), file.get("warning_list").size());
            if (status.equals("error")) {
                failed++;
                // Every reader answers a bad file with its typed error: where it stopped and in which field.
                assertEquals(ERROR_KEYS, keys(file.get("error")));
                assertTrue(file.get("error").get("offset").isNumber(), file.toString());
                assertFalse(file.get("error").get("field").asText().isEmpty(), file.toString());
            } else {
                assertTrue(file.get("error").isNull(), file.toString());
            }
        }
        assertEquals(SUMMARY_KEYS, keys(summary));
        assertEquals(checked.size(), summary.get("files").asInt());
        assertEquals(failed, summary.get("failed").asInt());
        assertEquals(failed > 0 ? 1 : 0, run.status());
    }

    /**
     * "level TR1".."level TR3", "level TR4" (TR4 and TR5), "library WAD", "library WAD2", "project PRJ2" by the first
     * four bytes alone; null for anything else, and for a TRLE library's .swd companion, which starts with the
     * library's 129 ([WAD] footnote 3) but is read with the library.
     */
    private static String groupByMagic(Path file) throws IOException {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(8);
        }
        if (head.length < 4) {
            return null;
        }
        var text = new String(head, 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
        // A Sega Saturn level's four files start with an 8-byte name padded with spaces or zeros
        // (format-core/docs/saturn.md).
        var tag = new String(head, java.nio.charset.StandardCharsets.ISO_8859_1).replaceAll("[ \\x00]+$", "");
        var number = (head[0] & 0xFFL) | (head[1] & 0xFFL) << 8 | (head[2] & 0xFFL) << 16 | (head[3] & 0xFFL) << 24;
        var name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (number == 0x20) {
            return "level TR1";
        } else if (number == 0x2D) {
            return "level TR2";
        } else if (number == 0xFF180038L || number == 0xFF080038L || number == 0xFF180034L) {
            return "level TR3";
        } else if (text.equals("TR4\0") || text.equals("TR4c") || text.equals("TRX4")) {
            return "level TR4";
        } else if (List.of("ROOMFILE", "OBJFILE", "SPRFILE", "SOUNDFX").contains(tag)) {
            return "level TR1";
        } else if (text.equals("TRM\2")) {
            return "library TRM";
        } else if (text.equals("WAD2") || text.equals("Wad2")) {
            return "library WAD2";
        } else if (text.equals("PRJ2")) {
            return "project PRJ2";
        } else if (text.equals("TEN\0")) {
            return "level TEN";
        } else if (number == 129) {
            return name.endsWith(".swd") ? null : "library WAD";
        }
        return null;
    }

    @Test
    void aLevelCutShortFailsAtTheOffsetAndFieldWhereItsDataEndsAndTheExitStatusIsOne(@TempDir Path folder)
            throws Exception {
        var level = DemoLevelGenerator.generateBytes();
        Files.write(folder.resolve("demo.tr2"), level);
        Files.write(folder.resolve("cut.tr2"), Arrays.copyOf(level, TR2_NUM_TEXTILES_OFFSET + 4 + 100));
        Files.writeString(folder.resolve("notes.txt"), "not a level");

        var run = check("--json", folder.toString());
        assertEquals(1, run.status());
        var json = run.json();
        var files = json.get("files");
        assertEquals(2, files.size());
        var cut = files.get(0);
        assertEquals(folder.resolve("cut.tr2").toString(), cut.get("path").asText());
        assertEquals("level", cut.get("kind").asText());
        assertEquals("TR2", cut.get("version").asText());
        assertEquals("error", cut.get("status").asText());
        // The page count promises whole pages of 64 KB and 128 KB; the cut file holds 100 bytes of them, which is
        // found at the count, before anything is read or allocated.
        assertEquals(TR2_NUM_TEXTILES_OFFSET, cut.get("error").get("offset").asLong());
        assertEquals("numTextiles", cut.get("error").get("field").asText());
        assertEquals("file", cut.get("error").get("region").asText());
        assertNotEquals("error", files.get(1).get("status").asText(), files.get(1).toString());
        var summary = json.get("summary");
        assertEquals(2, summary.get("files").asInt());
        assertEquals(1, summary.get("failed").asInt());
        assertEquals(1, summary.get("skipped").asInt(), "notes.txt");
        var groups = summary.get("by_kind");
        assertEquals(1, groups.size());
        assertEquals("level", groups.get(0).get("kind").asText());
        assertEquals("TR2", groups.get(0).get("version").asText());
        assertEquals(2, groups.get(0).get("files").asInt());
    }

    @Test
    void aFolderOfReadableFilesExitsWithZeroAndSaysSoInText(@TempDir Path folder) throws Exception {
        Files.write(folder.resolve("demo.tr2"), DemoLevelGenerator.generateBytes());
        Files.writeString(folder.resolve("notes.txt"), "not a level");
        var run = check(folder.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("1 files checked"), run.out());
        assertTrue(run.out().contains("1 other files skipped"), run.out());
    }

    @Test
    void onOneThreadTheCorpusGivesTheSameReportsInTheSameOrderAsOnAll() throws Exception {
        var root = Corpus.root().toString();
        var all = check("--json", root).json().get("files");
        var one = check("--json", "--threads", "1", root).json().get("files");
        assertEquals(one, all);
    }

    @Test
    void theTextEndsWithTheFilesThatFailed(@TempDir Path folder) throws Exception {
        var level = DemoLevelGenerator.generateBytes();
        Files.write(folder.resolve("demo.tr2"), level);
        Files.write(folder.resolve("cut.tr2"), Arrays.copyOf(level, TR2_NUM_TEXTILES_OFFSET + 4 + 100));
        var run = check(folder.toString());
        assertEquals(1, run.status());
        var recap = run.out().substring(run.out().indexOf("\nfailed:\n"));
        assertTrue(recap.contains(folder.resolve("cut.tr2") + ": numTextiles:"), run.out());
        assertFalse(recap.contains("demo.tr2"), run.out());
    }

    @Test
    void aWarmUpPassIsNotReportedAndTheReportedPassIsTheSame(@TempDir Path folder) throws Exception {
        var level = DemoLevelGenerator.generateBytes();
        Files.write(folder.resolve("demo.tr2"), level);
        Files.write(folder.resolve("cut.tr2"), Arrays.copyOf(level, TR2_NUM_TEXTILES_OFFSET + 4 + 100));
        var plain = check("--json", folder.toString()).json();
        var warmed = check("--json", "--warm-up", folder.toString()).json();
        assertEquals(plain.get("files"), warmed.get("files"));
        assertEquals(2, warmed.get("summary").get("files").asInt(), "each file once");
    }

    @Test
    void aFileNamedThatIsNoKnownKindIsAnError(@TempDir Path folder) throws Exception {
        var notes = Files.writeString(folder.resolve("notes.txt"), "not a level");
        var run = check("--json", notes.toString(), folder.resolve("missing.tr2").toString());
        assertEquals(1, run.status());
        var files = run.json().get("files");
        assertEquals(2, files.size());
        for (var file : files) {
            assertEquals("error", file.get("status").asText());
            assertTrue(file.get("kind").isNull());
            assertTrue(file.get("error").get("offset").isNull());
        }
        assertEquals(0, run.json().get("summary").get("skipped").asInt());
    }

    @Test
    void gameScriptsAndTheLanguageFileTheirScriptListsAreToldByTheirHeaders() throws Exception {
        var trle = Corpus.gameFile("trle-trfr/script.dat").getParent();
        var tr2 = Corpus.gameFile("tr2-retail/TOMBPC.DAT").getParent();
        var files = check("--json", trle.toString(), tr2.toString()).json().get("files");
        var kinds = new HashMap<String, String>();
        files.forEach(file -> kinds.put(Path.of(file.get("path").asText()).getFileName().toString(),
                file.get("kind").asText() + " " + file.get("version").asText()));
        // SCRIPT.DAT names .TR4 as the PC level's extension; english.dat is in its language list; TOMBPC.DAT
        // starts with version 3 and a game-flow size of 128 after its 256-byte description, and the retail PC
        // script's layout (41 PC strings, ten item arrays) reads it.
        assertEquals(Map.of("english.dat", "language TR4/TR5", "script.dat", "script TR4", "TOMBPC.DAT",
                "script TR2/TR3 PC"), kinds);
        for (var file : files) {
            assertEquals("ok", file.get("status").asText(), file.toString());
        }
    }

    private static List<String> keys(JsonNode node) {
        var keys = new ArrayList<String>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }
}
