package org.tomblens.app.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FrameTimesTest {

    @Test
    void theMenuBarsFrameTimeIsTakenAgainOnlyEveryHalfSecond() {
        var times = new FrameTimes();
        times.add(10);
        assertEquals(10, times.held(1.0), "the first asked for is the last frame's");
        times.add(20);
        assertEquals(10, times.held(1.2), "held within half a second");
        assertEquals(20, times.held(1.5), "taken again half a second later");
        times.add(30);
        assertEquals(20, times.held(1.9), "held again");
        assertEquals(30, times.held(0.1), "taken again when the clock starts over");
        assertEquals(30, times.last(), "the last frame's, as the Render panel reads it");
    }
}
