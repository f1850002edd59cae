package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.load.LevelFiles;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.open.Format;
import org.tomblens.format.open.Formats;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.write.PsxLevelWriter;

/**
 * A format is registered in one place, {@link Formats}, and every place that knows formats finds it there: detection,
 * {@code info}, the open dialog's filter, the folder stepping and the help.
 */
class RegisteredFormatsTest {
    /**
     * One real file for every registered extension (both games that write .tr2), with the version its header tells,
     * as the corpus README lists them. A format registered without a file here fails
     * {@link #everyRegisteredExtensionHasARealFileHere}.
     */
    private static final Map<String, String> SAMPLES = new TreeMap<>(Map.ofEntries(
            Map.entry("tr1/injection-twist.phd", "TR1"),
            Map.entry("tr1/ub-egypt.tub", "TR1"),
            Map.entry("tr2/injection-monk_cut3.tr2", "TR2"),
            Map.entry("tr3/injection-bat.tr2", "TR3"),
            Map.entry("tr4/injection-font.tr4", "TR4"),
            Map.entry("tr5/trview-lake.trc", "TR5"),
            Map.entry("wad/lara.wad", "WAD"),
            Map.entry("wad2/aod-bookcase.wad2", "WAD2"),
            Map.entry("prj2/aod-title.prj2", "PRJ2"),
            Map.entry("ten/aod-title-te19.ten", "TEN"),
            Map.entry("saturn/LEVEL2.SAT", "TR1"),
            Map.entry("saturn/LEVEL2.SAD", "TR1"),
            Map.entry("saturn/LEVEL2.SPR", "TR1"),
            Map.entry("saturn/LEVEL2.SND", "TR1"),
            Map.entry("remastered/JESSIE.TRM", "TRM")));
    /**
     * Files of registered extensions that the corpus has none of, written by level-maker: TR1's PlayStation levels,
     * as a real PC TR1 level written in that layout.
     */
    private static final Map<String, String> WRITTEN = Map.of("twist.psx", "TR1");

    @Test
    void everyRegisteredExtensionHasARealFileHere() {
        var sampled = new LinkedHashSet<String>();
        SAMPLES.keySet().forEach(sample -> sampled.add(extension(Path.of(sample))));
        WRITTEN.keySet().forEach(sample -> sampled.add(extension(Path.of(sample))));
        assertEquals(Formats.extensions(), sampled);
    }

    @Test
    void steppingThroughAFolderOfRealFilesFindsEachAsTheFormatThatRegisteredItsExtension(@TempDir Path folder)
            throws IOException {
        var copies = new ArrayList<Path>();
        for (var sample : SAMPLES.keySet()) {
            var source = Corpus.file(sample);
            copies.add(Files.copy(source, folder.resolve(source.getFileName())));
        }
        var written = PsxLevelWriter.write(LevelReader.read(Corpus.file("tr1/injection-twist.phd")));
        copies.add(Files.write(folder.resolve("twist.psx"), written));
        Files.writeString(folder.resolve("notes.txt"), "not a level");

        var visited = visitByStepping(copies.get(0));
        assertEquals(new LinkedHashSet<>(copies).size(), visited.size(), visited.toString());
        assertEquals(new TreeSet<>(copies), new TreeSet<>(visited),
                "the folder stepping visits every registered file and nothing else");

        var patterns = LevelFiles.dialogPatterns();
        var samples = new TreeMap<>(SAMPLES);
        samples.putAll(WRITTEN);
        for (var sample : samples.entrySet()) {
            var file = folder.resolve(Path.of(sample.getKey()).getFileName());
            var registered = registeredFor(extension(file));
            // Detection goes by the bytes: a name without an extension gives no hint. The format comes back bound to
            // what it found (a level's layout), one of the registered format's class.
            var withoutExtension = NearbyFiles.stem(file.getFileName().toString());
            assertSame(registered.getClass(), Formats.of(Files.readAllBytes(file), withoutExtension).getClass(),
                    file.toString());

            // The keys and the version the header tells: what the format says of the file, read or not.
            var run = CommandRun.of("info", "--json", file.toString());
            var line = new ObjectMapper().readTree(run.out());
            var keys = new ArrayList<String>();
            line.fieldNames().forEachRemaining(keys::add);
            assertEquals(registered.infoKeys(), keys, file.toString());
            assertEquals(sample.getValue(), line.get("version").asText(), file.toString());

            assertTrue(patterns.contains("*." + extension(file)), patterns.toString());
            assertTrue(patterns.contains("*." + extension(file).toUpperCase(Locale.ROOT)), patterns.toString());
        }
    }

    @Test
    void theOpenDialogFiltersTheRegisteredExtensionsAndNoOther() {
        var filtered = new LinkedHashSet<String>();
        LevelFiles.dialogPatterns().forEach(pattern -> filtered.add(pattern.substring(2).toLowerCase(Locale.ROOT)));
        assertEquals(Formats.extensions(), filtered);
        assertEquals(2 * Formats.extensions().size(), LevelFiles.dialogPatterns().size(),
                "each in lower and upper case");
    }

    @Test
    void theHelpNamesTheRegisteredExtensionsInTheWordsItAlwaysUsed() {
        // The help wraps its lines wherever the terminal's width falls, inside a name too (".wad2" as ". wad2"):
        // compared without white space.
        var help = CommandRun.of("--help").out().replaceAll("\\s+", "");
        var words = "[FILE] Level (.phd .tub .tr2 .tr4 .trc .psx .sat .sad .spr .snd .ten), library (.wad .wad2 .trm) "
                + "or project (.prj2) to open; without one the bundled demo level opens.";
        assertTrue(help.contains(words.replaceAll("\\s+", "")), help);
    }

    private static List<Path> visitByStepping(Path start) throws IOException {
        var visited = new ArrayList<Path>();
        var here = start;
        do {
            visited.add(here);
            here = LevelFiles.step(here, 1).orElseThrow();
        } while (!here.equals(start) && visited.size() < 100);
        return visited;
    }

    private static Format registeredFor(String extension) {
        var formats = Formats.ALL.stream()
                .filter(format -> format.fileTypes().stream().anyMatch(type -> type.extension().equals(extension)))
                .toList();
        assertEquals(1, formats.size(), "one format registers ." + extension);
        return formats.get(0);
    }

    private static String extension(Path file) {
        var name = file.getFileName().toString();
        return name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    }
}
