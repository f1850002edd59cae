package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.Corpus;

/**
 * Damaged copies of every corpus level — cut short at 200 random places, and 200 copies with random bytes
 * flipped — either load or fail with a {@link LevelFormatException}: no other exception, no read longer than
 * two seconds, and (this class runs with a 512 MB heap) no OutOfMemoryError.
 */
@Tag("robustness")
class DamagedLevelsTest {
    private static final int CASES = 200;
    private static final long TIME_LIMIT_MS = 2000;

    private static ExecutorService workers;

    @BeforeAll
    static void startWorkers() {
        workers = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), runnable -> {
            var thread = new Thread(runnable, "damaged-level-reader");
            thread.setDaemon(true);
            return thread;
        });
    }

    @AfterAll
    static void stopWorkers() {
        workers.shutdownNow();
    }

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    @ParameterizedTest
    @MethodSource("levels")
    void truncatedCopiesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var random = new Random(file.getFileName().toString().hashCode());
        var cases = new ArrayList<Damaged>();
        for (int i = 0; i < CASES; i++) {
            var length = random.nextInt(bytes.length);
            cases.add(new Damaged("cut at " + length, () -> Arrays.copyOf(bytes, length)));
        }
        readAll(file, cases);
    }

    @ParameterizedTest
    @MethodSource("levels")
    void copiesWithFlippedBytesLoadOrFailWithTheTypedError(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var random = new Random(~file.getFileName().toString().hashCode());
        var cases = new ArrayList<Damaged>();
        for (int i = 0; i < CASES; i++) {
            var flips = 1 + random.nextInt(8);
            var offsets = new int[flips];
            var masks = new byte[flips];
            var where = new StringBuilder("flipped at");
            for (int f = 0; f < flips; f++) {
                offsets[f] = random.nextInt(bytes.length);
                masks[f] = (byte) (1 + random.nextInt(255));
                where.append(" 0x").append(Integer.toHexString(offsets[f]));
            }
            cases.add(new Damaged(where.toString(), () -> {
                var copy = bytes.clone();
                for (int f = 0; f < flips; f++) {
                    copy[offsets[f]] ^= masks[f];
                }
                return copy;
            }));
        }
        readAll(file, cases);
    }

    /** A damaged copy, made only when it is read so that few exist at once. */
    private record Damaged(String description, Supplier<byte[]> bytes) {}

    private static void readAll(Path file, ArrayList<Damaged> cases) {
        var name = file.getFileName().toString();
        var pending = new ArrayList<Future<?>>();
        for (var damaged : cases) {
            pending.add(workers.submit(() -> {
                try {
                    LevelReader.read(damaged.bytes().get(), name);
                } catch (LevelFormatException expected) {
                    // the one way a damaged file may fail
                }
            }));
        }
        var deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIME_LIMIT_MS) * cases.size();
        for (int i = 0; i < cases.size(); i++) {
            var description = name + " " + cases.get(i).description();
            try {
                // Each read gets its two seconds; waiting in order, a case's budget starts when the previous ends.
                pending.get(i).get(Math.max(TIME_LIMIT_MS, TimeUnit.NANOSECONDS.toMillis(
                        deadline - System.nanoTime()) / (cases.size() - i)), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                pending.forEach(f -> f.cancel(true));
                fail(description + ": still reading after " + TIME_LIMIT_MS + " ms");
            } catch (ExecutionException e) {
                pending.forEach(f -> f.cancel(true));
                throw new AssertionError(description + ": " + e.getCause(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            }
        }
    }
}
