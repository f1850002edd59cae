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
 * PlayStation levels with PC copies of the same levels, outside the project's corpus: the folder named by the
 * {@code tomblens.psx.pairs} system property or the {@code TOMBLENS_PSX_PAIRS} environment variable, each
 * {@code NAME.PSX} under it paired with the {@code NAME.PHD} (TR1) or {@code NAME.TR2} (TR2) found under it. Tests that need them are skipped,
 * saying why, without that folder.
 */
public final class PlayStationPairs {
    private PlayStationPairs() {}

    /** The folder named, or null when none is. */
    public static Path folder() {
        var configured = System.getProperty("tomblens.psx.pairs", System.getenv("TOMBLENS_PSX_PAIRS"));
        return configured == null || configured.isBlank() ? null : Path.of(configured);
    }

    /** Each NAME.PSX under the folder with its NAME.PHD or NAME.TR2, sorted by the PlayStation file's path. */
    public static Map<Path, Path> all() throws IOException {
        var root = folder();
        if (root == null) {
            abort("no PlayStation/PC pairs given: set TOMBLENS_PSX_PAIRS (or -Dtomblens.psx.pairs) to a folder "
                    + "holding NAME.PSX and NAME.PHD files");
        }
        if (!Files.isDirectory(root)) {
            abort("the PlayStation/PC pairs folder " + root + " is not there");
        }
        var psx = new TreeMap<String, Path>();
        var pc = new TreeMap<String, Path>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile).forEach(file -> {
                var name = file.getFileName().toString().toUpperCase(Locale.ROOT);
                if (name.endsWith(".PSX")) {
                    psx.put(name.substring(0, name.length() - 4), file);
                } else if (name.endsWith(".PHD") || name.endsWith(".TR2")) {
                    pc.put(name.substring(0, name.length() - 4), file);
                }
            });
        }
        var pairs = new TreeMap<Path, Path>();
        psx.forEach((name, file) -> {
            if (pc.containsKey(name)) {
                pairs.put(file, pc.get(name));
            }
        });
        return pairs;
    }
}
