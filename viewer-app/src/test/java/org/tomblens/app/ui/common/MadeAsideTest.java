package org.tomblens.app.ui.common;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a panel makes aside is handed over once made, and only for what it was made from. */
class MadeAsideTest {
    @Test
    void nothingUntilMadeThenWhatWasMadeFromThatKey() throws InterruptedException {
        var release = new CountDownLatch(1);
        var made = new MadeAside<String, String>(key -> {
            awaitQuietly(release);
            return key.toUpperCase();
        });
        var first = "first";
        assertTrue(made.isNew(first));
        assertNull(made.get(first), "not made yet: the frame draws without it");
        assertFalse(made.isNew(first));
        release.countDown();
        assertEquals("FIRST", awaitMade(made, first));
    }

    @Test
    void anotherKeyIsMadeAnewAndNeverGetsTheLastKeysResult() throws InterruptedException {
        var release = new CountDownLatch(1);
        var made = new MadeAside<String, String>(key -> {
            if (key.equals("second")) {
                awaitQuietly(release);
            }
            return key.toUpperCase();
        });
        assertEquals("FIRST", awaitMade(made, "first"));
        var second = "second";
        assertTrue(made.isNew(second));
        assertNull(made.get(second), "the first key's result is not the second's");
        release.countDown();
        assertEquals("SECOND", awaitMade(made, second));
    }

    @Test
    void theFirstAskOfAKeyBeginsNothingAndTheNextBeginsTheMaking() throws InterruptedException {
        var begun = new CountDownLatch(1);
        var made = new MadeAside<String, String>(key -> {
            begun.countDown();
            return key;
        });
        assertNull(made.get("level"), "the level's first frame");
        assertFalse(begun.await(200, TimeUnit.MILLISECONDS), "nothing made beside the level's first frame");
        made.get("level");
        assertTrue(begun.await(10, TimeUnit.SECONDS), "begun at the second frame");
    }

    private static String awaitMade(MadeAside<String, String> made, String key) throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        String value;
        while ((value = made.get(key)) == null && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        return value;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            assertTrue(latch.await(10, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
