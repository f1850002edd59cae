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
import java.util.concurrent.atomic.AtomicLong;
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
    private static final long LIMIT_NANOS = TimeUnit.MILLISECONDS.toNanos(TIME_LIMIT_MS);

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
     * {@link LevelFormatException} or a read that takes longer than two seconds. Each read is timed on its
     * own, from when a worker starts it, so one slow read fails however quick the others are.
     */
    public static void readAll(String name, List<Damaged> cases, Reader reader) {
        var reads = new ArrayList<TimedRead>();
        for (var damaged : cases) {
            reads.add(TimedRead.submit(damaged, reader));
        }
        for (int i = 0; i < cases.size(); i++) {
            var description = name + " " + cases.get(i).description();
            try {
                var took = reads.get(i).await();
                if (took > LIMIT_NANOS) {
                    fail(description + ": read in " + TimeUnit.NANOSECONDS.toMillis(took) + " ms, over "
                            + TIME_LIMIT_MS + " ms");
                }
            } catch (TimeoutException e) {
                reads.forEach(TimedRead::cancel);
                fail(description + ": still reading after " + TIME_LIMIT_MS + " ms");
            } catch (ExecutionException e) {
                reads.forEach(TimedRead::cancel);
                throw new AssertionError(description + ": " + e.getCause(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            }
        }
    }

    /**
     * One damaged copy being read by a worker, which notes when the read began and returns how long it took.
     *
     * @param started {@link #NOT_STARTED} until the worker begins the read, then {@link System#nanoTime()}
     */
    private record TimedRead(AtomicLong started, Future<Long> future) {
        private static final long NOT_STARTED = Long.MIN_VALUE;

        static TimedRead submit(Damaged damaged, Reader reader) {
            var started = new AtomicLong(NOT_STARTED);
            return new TimedRead(started, WORKERS.submit(() -> {
                var bytes = damaged.bytes().get();
                var start = System.nanoTime();
                started.set(start);
                try {
                    reader.read(bytes);
                } catch (LevelFormatException expected) {
                    // the one way a damaged file may fail
                }
                return System.nanoTime() - start;
            }));
        }

        /**
         * How long the read took, in nanoseconds; a {@link TimeoutException} once it has run past the limit.
         * A read still queued behind others is waited for without a limit: its own time has not begun.
         */
        long await() throws InterruptedException, ExecutionException, TimeoutException {
            while (true) {
                var start = started.get();
                var wait = start == NOT_STARTED ? LIMIT_NANOS : start + LIMIT_NANOS - System.nanoTime();
                try {
                    return future.get(Math.max(wait, 0), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    if (started.get() != NOT_STARTED && System.nanoTime() - started.get() >= LIMIT_NANOS) {
                        throw e;
                    }
                }
            }
        }

        void cancel() {
            future.cancel(true);
        }
    }
}
