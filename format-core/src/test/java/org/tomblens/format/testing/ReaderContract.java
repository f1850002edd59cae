package org.tomblens.format.testing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.sound.WaveFormatException;

/**
 * What every reader promises of any bytes: it returns what it read, or throws a {@link LevelFormatException}
 * that says where (an offset and a field path) — a WAV sample's decoder a {@link WaveFormatException} at its
 * offset, which concerns that sample alone —; never another exception, and never computing for more than two
 * seconds (the reading thread's processor time: a reader caught in a loop computes, while a read that waits for a
 * core on a loaded machine does not). Fuzz tests run under a 512 MB heap, so a wild allocation fails as an
 * OutOfMemoryError.
 */
public final class ReaderContract {
    private static final long LIMIT_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** A read, and whatever must not fail on what it read. */
    public interface Read {
        void run(FuzzedFile.File file);
    }

    private ReaderContract() {}

    /** Runs {@code read} on {@code file}; fails on a broken promise, naming the file. */
    public static void holds(FuzzedFile.File file, Read read) {
        var start = THREADS.getCurrentThreadCpuTime();
        try {
            read.run(file);
        } catch (LevelFormatException e) {
            if (e.offset() < 0 || e.fieldPath() == null || e.fieldPath().isBlank()) {
                throw new AssertionError(file + ": the typed error does not say where: " + e.getMessage(), e);
            }
        } catch (WaveFormatException e) {
            if (e.offset() < 0) {
                throw new AssertionError(file + ": the sample's error does not say where: " + e.getMessage(), e);
            }
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(file + ": " + e, e);
        }
        var took = THREADS.getCurrentThreadCpuTime() - start;
        if (took > LIMIT_NANOS) {
            throw new AssertionError(file + ": read in " + TimeUnit.NANOSECONDS.toMillis(took) + " ms of processor time, over 2 s");
        }
    }
}
