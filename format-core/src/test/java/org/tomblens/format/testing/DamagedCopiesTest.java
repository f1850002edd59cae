package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.DamagedCopies.Damaged;

/**
 * The two-second limit of {@link DamagedCopies#readAll} holds for each read, not for all of them together, and
 * counts the processor time a read computes, not the time it waits for a core.
 */
class DamagedCopiesTest {
    private static final byte[] QUICK = {};
    private static final byte[] SLOW = {1};

    /** 99 reads that end at once leave about 198 s of a shared budget; the one slow read must fail anyway. */
    @Test
    void oneReadOverTwoSecondsFailsAmongQuickOnesAndIsNamed() {
        var cases = new ArrayList<Damaged>();
        for (int i = 0; i < 99; i++) {
            cases.add(new Damaged("quick " + i, () -> QUICK));
        }
        cases.add(new Damaged("slow", () -> SLOW));

        var failure = assertThrows(AssertionError.class, () -> DamagedCopies.readAll("level", cases, bytes -> {
            if (bytes.length == SLOW.length) {
                compute(2300);
            }
        }));

        assertTrue(failure.getMessage().startsWith("level slow: "), failure.getMessage());
    }

    /** A read that waits 2.3 s by the clock but computes for almost none of it is a quick read. */
    @Test
    void aReadThatWaitsWithoutComputingIsNotSlow() {
        var cases = List.of(new Damaged("waits", () -> SLOW));
        assertDoesNotThrow(() -> DamagedCopies.readAll("level", cases, bytes -> sleep(2300)));
    }

    @Test
    void readsThatLoadOrFailWithTheTypedErrorPass() {
        var cases = List.of(new Damaged("loads", () -> QUICK), new Damaged("fails", () -> SLOW));
        assertDoesNotThrow(() -> DamagedCopies.readAll("level", cases, bytes -> {
            if (bytes.length == SLOW.length) {
                throw new LevelFormatException("file", 0, "version", "damaged");
            }
        }));
    }

    /** Computes until this thread has spent {@code millis} of processor time, as a reader in a loop would. */
    private static void compute(long millis) {
        var threads = ManagementFactory.getThreadMXBean();
        var until = threads.getCurrentThreadCpuTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long sum = 0;
        while (threads.getCurrentThreadCpuTime() < until) {
            for (int i = 0; i < 10_000; i++) {
                sum += i * 31L ^ sum;
            }
        }
        if (sum == 42) {
            throw new IllegalStateException("never");
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
