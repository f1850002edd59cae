package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.tomblens.format.io.LevelFormatException;

/**
 * Damaged copies of a file — cut short at random places, or with random bytes flipped — and a check that a
 * reader either reads each or fails with a {@link LevelFormatException}: no other exception and no read that
 * computes for longer than two seconds. Tests that use it run in the {@code robustness} group, in a 512 MB heap,
 * so that a wild allocation shows as an OutOfMemoryError.
 *
 * <p>A read's time is the processor time of the thread reading it, not the clock's: a reader caught in a loop
 * computes, while a read that merely waits for a core on a machine others load does not, and was failed by a
 * clock's limit where it read in a fraction of it. A read that waits without computing (none of the readers
 * should) is failed after {@link #WAITING_LIMIT_MS} by the clock.
 */
public final class DamagedCopies {
    private static final long TIME_LIMIT_MS = 2000;
    private static final long LIMIT_NANOS = TimeUnit.MILLISECONDS.toNanos(TIME_LIMIT_MS);
    private static final long WAITING_LIMIT_MS = 60_000;
    private static final long WAITING_LIMIT_NANOS = TimeUnit.MILLISECONDS.toNanos(WAITING_LIMIT_MS);
    /** How often a read's processor time is looked at while it runs. */
    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

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
     * {@link LevelFormatException} or a read that computes for longer than two seconds. Each read is timed on its
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
                    fail(description + ": read in " + TimeUnit.NANOSECONDS.toMillis(took) + " ms of processor time, over "
                            + TIME_LIMIT_MS + " ms");
                }
            } catch (TimeoutException e) {
                reads.forEach(TimedRead::cancel);
                fail(description + ": still reading after " + e.getMessage());
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
     * One damaged copy being read by a worker, which notes its thread and when the read began, and returns the
     * processor time the read took.
     *
     * @param reading the worker's thread and the clock's and its processor time at the read's start, null until
     *                the worker begins the read
     */
    private record TimedRead(AtomicReference<Start> reading, Future<Long> future) {
        /** Where a read began: its thread, {@link System#nanoTime()} and that thread's processor time then. */
        private record Start(long threadId, long clock, long cpu) {}

        static TimedRead submit(Damaged damaged, Reader reader) {
            var reading = new AtomicReference<Start>();
            return new TimedRead(reading, WORKERS.submit(() -> {
                var bytes = damaged.bytes().get();
                var start = THREADS.getCurrentThreadCpuTime();
                reading.set(new Start(Thread.currentThread().getId(), System.nanoTime(), start));
                try {
                    reader.read(bytes);
                } catch (LevelFormatException expected) {
                    // the one way a damaged file may fail
                }
                return THREADS.getCurrentThreadCpuTime() - start;
            }));
        }

        /**
         * The processor time the read took, in nanoseconds; a {@link TimeoutException} saying how long once it
         * has computed past the limit, or waited past the clock's. A read still queued behind others is waited
         * for without a limit: its own time has not begun.
         */
        long await() throws InterruptedException, ExecutionException, TimeoutException {
            while (true) {
                try {
                    return future.get(POLL_NANOS, TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    var start = reading.get();
                    if (start == null) {
                        continue;
                    }
                    var computed = THREADS.getThreadCpuTime(start.threadId()) - start.cpu();
                    if (computed >= LIMIT_NANOS) {
                        throw new TimeoutException(TimeUnit.NANOSECONDS.toMillis(computed) + " ms of processor time");
                    }
                    if (System.nanoTime() - start.clock() >= WAITING_LIMIT_NANOS) {
                        throw new TimeoutException(WAITING_LIMIT_MS + " ms");
                    }
                }
            }
        }

        void cancel() {
            future.cancel(true);
        }
    }
}
