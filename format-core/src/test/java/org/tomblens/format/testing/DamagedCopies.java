package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.tomblens.format.io.LevelFormatException;

/**
 * Damaged copies of a file — cut short at random places, or with random bytes flipped — and a check that a
 * reader either reads each or fails with a {@link LevelFormatException}: no other exception and no read longer
 * than two seconds. Tests that use it run in the {@code robustness} group, in a 512 MB heap, so that a wild
 * allocation shows as an OutOfMemoryError.
 */
public final class DamagedCopies {
    private static final long TIME_LIMIT_MS = 2000;

    /** Daemon threads, shared by every test of the run, so that none has to start or stop them. */
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(
            Runtime.getRuntime().availableProcessors(), runnable -> {
                var thread = new Thread(runnable, "damaged-copy-reader");
                thread.setDaemon(true);
                return thread;
            });

    private DamagedCopies() {}

    /** A damaged copy, made only when it is read so that few exist at once. */
    public record Damaged(String description, Supplier<byte[]> bytes) {}

    /** What is done with a damaged copy: read it, and whatever else must not fail on what was read. */
    public interface Reader {
        void read(byte[] bytes);
    }

    /** {@code count} copies of {@code bytes} cut short at random lengths chosen by {@code seed}. */
    public static List<Damaged> truncated(byte[] bytes, int count, long seed) {
        var random = new Random(seed);
        var cases = new ArrayList<Damaged>();
        for (int i = 0; i < count; i++) {
            var length = random.nextInt(bytes.length);
            cases.add(new Damaged("cut at " + length, () -> Arrays.copyOf(bytes, length)));
        }
        return cases;
    }

    /** {@code count} copies of {@code bytes}, each with one to eight random bytes flipped, chosen by {@code seed}. */
    public static List<Damaged> flipped(byte[] bytes, int count, long seed) {
        var random = new Random(seed);
        var cases = new ArrayList<Damaged>();
        for (int i = 0; i < count; i++) {
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
        return cases;
    }

    /**
     * Reads every case with {@code reader}; fails, naming the case, on any exception but a
     * {@link LevelFormatException} or a read that takes longer than two seconds.
     */
    public static void readAll(String name, List<Damaged> cases, Reader reader) {
        var pending = new ArrayList<Future<?>>();
        for (var damaged : cases) {
            pending.add(WORKERS.submit(() -> {
                try {
                    reader.read(damaged.bytes().get());
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
