package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Saturn levels with PC copies of the same levels, outside the project's corpus: the folder named by the
 * {@code tomblens.saturn.pairs} system property or the {@code TOMBLENS_SATURN_PAIRS} environment variable. Each
 * {@code NAME.SAT} under it is paired with the PC level of the same game level found under it: {@code NAME.PHD}, or,
 * as the PC release numbers them, the {@code NN-….PHD} whose number the Saturn name gives (GYM is 00, LEVEL1 01,
 * LEVEL2 02, LEVEL3A 03, LEVEL3B 04, LEVEL4 05 … LEVEL10C 15). A folder where two PC levels give one Saturn name
 * (Unfinished Business numbers its levels 01 to 04 too) is refused, naming both. Tests that need them are skipped,
 * saying why, without that folder.
 */
public final class SaturnPairs {
    /** The Saturn names of TR1's levels, in the PC release's order. */
    private static final String[] LEVELS = {"GYM", "LEVEL1", "LEVEL2", "LEVEL3A", "LEVEL3B", "LEVEL4", "LEVEL5",
        "LEVEL6", "LEVEL7A", "LEVEL7B", "LEVEL8A", "LEVEL8B", "LEVEL8C", "LEVEL10A", "LEVEL10B", "LEVEL10C"};

    /** How many of TR1's levels have a Saturn name. */
    public static final int LEVEL_COUNT = LEVELS.length;

    private SaturnPairs() {}

    /** The folder named, or null when none is. */
    public static Path folder() {
        var configured = System.getProperty("tomblens.saturn.pairs", System.getenv("TOMBLENS_SATURN_PAIRS"));
        return configured == null || configured.isBlank() ? null : Path.of(configured);
    }

    /** Every NAME.SAT under the folder, sorted by name, with its PC copy or null where it has none. */
    public static Map<Path, Path> all() throws IOException {
        var root = folder();
        if (root == null) {
            abort("no Saturn/PC pairs given: set TOMBLENS_SATURN_PAIRS (or -Dtomblens.saturn.pairs) to a folder "
                    + "holding NAME.SAT (with .SAD, .SPR, .SND) and the PC levels");
        }
        if (!Files.isDirectory(root)) {
            abort("the Saturn/PC pairs folder " + root + " is not there");
        }
        var saturn = new TreeMap<String, Path>();
        var pc = new TreeMap<String, Path>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile).forEach(file -> {
                var name = file.getFileName().toString().toUpperCase(Locale.ROOT);
                if (name.endsWith(".SAT")) {
                    saturn.put(name.substring(0, name.length() - 4), file);
                } else if (name.endsWith(".PHD")) {
                    var other = pc.put(pcKey(name.substring(0, name.length() - 4)), file);
                    if (other != null) {
                        // A collection with Unfinished Business numbers its levels 01 to 04 too: which is the pair
                        // would depend on the order the folders are listed in.
                        throw new IllegalStateException("two PC levels give the Saturn name of " + file + " and "
                                + other + ": give a folder that holds TR1's PC levels alone");
                    }
                }
            });
        }
        var pairs = new TreeMap<Path, Path>();
        saturn.forEach((name, file) -> pairs.put(file, pc.get(name)));
        return pairs;
    }

    /** A PC level's Saturn name: its own, or the one its leading number gives. */
    private static String pcKey(String name) {
        if (name.length() > 2 && Character.isDigit(name.charAt(0)) && Character.isDigit(name.charAt(1))
                && name.charAt(2) == '-') {
            var number = Integer.parseInt(name.substring(0, 2));
            if (number < LEVELS.length) {
                return LEVELS[number];
            }
        }
        return name;
    }
}
