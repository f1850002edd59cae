package org.tomblens.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link ParseBenchmark} on every level of the corpus and prints, per level, the parse time, the floor
 * time and their ratio: {@code java -cp benchmarks/target/benchmarks.jar org.tomblens.bench.ParseRatios}.
 * The encrypted TRNG level is left out: its floor would have to decrypt before it could inflate, which is
 * the parser's own work.
 */
public final class ParseRatios {
    private ParseRatios() {}

    public static void main(String[] arguments) throws RunnerException {
        var levels = levels();
        var options = new OptionsBuilder().include(ParseBenchmark.class.getSimpleName())
                .param("file", levels)
                .jvmArgsAppend("-Dtomblens.corpus=" + CorpusFiles.root().toAbsolutePath())
                .build();
        Map<String, double[]> byLevel = new TreeMap<>();
        for (RunResult result : new Runner(options).run()) {
            var file = result.getParams().getParam("file");
            var which = result.getParams().getBenchmark().endsWith(".parse") ? 0 : 1;
            byLevel.computeIfAbsent(file, f -> new double[2])[which] = result.getPrimaryResult().getScore();
        }
        System.out.println();
        System.out.println("| level | parse (ms) | floor (ms) | parse / floor |");
        System.out.println("|---|---|---|---|");
        byLevel.forEach((file, times) -> System.out.println(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %.2f |",
                file, times[0], times[1], times[0] / times[1])));
    }

    /** Every level file of the corpus's game folders but the encrypted one, as paths inside the corpus. */
    private static String[] levels() {
        var root = CorpusFiles.root();
        return Stream.of("tr1", "tr2", "tr3", "tr4", "tr5").flatMap(folder -> {
            try (var files = Files.list(root.resolve(folder))) {
                return files.map(path -> folder + "/" + path.getFileName()).toList().stream();
            } catch (IOException e) {
                throw new UncheckedIOException("corpus missing (set -Dtomblens.corpus): " + e.getMessage(), e);
            }
        }).filter(name -> name.toLowerCase(Locale.ROOT).matches(".*\\.(phd|tub|tr2|tr4|trc)$"))
                .filter(name -> !name.endsWith("-enc.tr4")).sorted().toArray(String[]::new);
    }
}
