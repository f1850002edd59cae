package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * One reader under fuzzing: its seeds, the name of a file made of the input's own bytes, and the read that must
 * keep {@link ReaderContract}. Inputs that once broke it are kept in {@code src/test/resources/fuzz-regressions/}
 * under the target's name and replayed by every test run.
 */
public final class FuzzTarget {
    private static final Path REGRESSIONS = Path.of("src", "test", "resources", "fuzz-regressions");

    private final String name;
    private final Supplier<List<FuzzedFile.File>> seedSource;
    private final String rawName;
    private final ReaderContract.Read read;
    private List<FuzzedFile.File> seeds;

    public FuzzTarget(String name, Supplier<List<FuzzedFile.File>> seeds, String rawName, ReaderContract.Read read) {
        this.name = name;
        this.seedSource = seeds;
        this.rawName = rawName;
        this.read = read;
    }

    /** Reads the file {@code input} makes, holding the reader to its contract. */
    public void fuzz(byte[] input) {
        ReaderContract.holds(FuzzedFile.of(input, seeds(), rawName), read);
    }

    /** Replays every input kept for this target. */
    public void replayRegressions() {
        for (var input : regressions()) {
            try {
                fuzz(Files.readAllBytes(input));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (AssertionError e) {
                fail("fuzz-regressions/" + name + "/" + input.getFileName() + ": " + e.getMessage(), e);
            }
        }
    }

    /** The kept inputs of this target, sorted; none when there are none yet. */
    public List<Path> regressions() {
        var folder = REGRESSIONS.resolve(name);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The seeds, each read once when first asked for, untimed: the first reads load the reader's classes, which a
     * fuzzing JVM instruments as they load, and that can take longer than any read may.
     */
    private synchronized List<FuzzedFile.File> seeds() {
        if (seeds == null) {
            seeds = List.copyOf(seedSource.get());
            for (var seed : seeds) {
                try {
                    read.run(seed);
                } catch (RuntimeException e) {
                    // A seed the reader refuses is fuzzed all the same; the contract is checked on the fuzzed reads.
                }
            }
        }
        return seeds;
    }
}
