package org.tomblens.format.testing;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.io.LevelFormatException;
import org.tomblens.format.testing.DamagedCopies.Damaged;

/** The two-second limit of {@link DamagedCopies#readAll} holds for each read, not for all of them together. */
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
                sleep(2300);
            }
        }));

        assertTrue(failure.getMessage().startsWith("level slow: "), failure.getMessage());
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

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
