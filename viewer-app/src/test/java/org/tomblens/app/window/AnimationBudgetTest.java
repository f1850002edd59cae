package org.tomblens.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Frames of the level's animation, left alone, come at 30 a second while the process takes at most a fifth of a
 * core, otherwise as far apart as brings it to a fifth, but no further than a twentieth of a second. The process
 * here spends {@code perFrame} seconds of CPU time on each frame and {@code perSecond} of a core whatever the pace.
 */
class AnimationBudgetTest {
    /** The process's CPU time, in nanoseconds. */
    private long cpu;

    @Test
    void framesThatCostLittleStayAtThirtyASecond() {
        var budget = leftAlone(10, 0.004, 0.0);
        assertEquals(1 / 30.0, budget.interval(), 1e-9, "4 ms a frame: 0.12 of a core at 30 a second");
    }

    @Test
    void framesThatCostMoreComeAsOftenAsAFifthOfACoreAllows() {
        // 8 ms a frame at 30 a second is 0.24 of a core; a fifth of a core allows one every 40 ms, 25 a second.
        assertEquals(0.040, leftAlone(10, 0.008, 0.0).interval(), 1e-4);
        // 4 ms a frame and a tenth of a core besides: 0.1 + 0.004 / 0.040 is a fifth.
        assertEquals(0.040, leftAlone(20, 0.004, 0.1).interval(), 1e-3);
    }

    @Test
    void noFrameIsStretchedPastATwentiethOfASecond() {
        assertEquals(1 / 20.0, leftAlone(10, 0.030, 0.0).interval(), 1e-9, "30 ms a frame");
        assertEquals(1 / 20.0, leftAlone(10, 0.001, 0.25).interval(), 1e-9, "a quarter of a core besides the frames");
    }

    @Test
    void anInterruptionStartsTheMeasureAnewFromThirtyASecond() {
        var budget = leftAlone(10, 0.008, 0.0);
        budget.interrupted();
        assertEquals(1 / 30.0, budget.interval(), 1e-9);
        draw(budget, 10, 10.5, 0.030, 0.0);
        assertEquals(1 / 30.0, budget.interval(), 1e-9, "half a second measured is not yet a measure");
    }

    /** A budget after {@code seconds} of frames left alone, from 30 a second. */
    private AnimationBudget leftAlone(double seconds, double perFrame, double perSecond) {
        var budget = new AnimationBudget(() -> cpu);
        draw(budget, 0, seconds, perFrame, perSecond);
        return budget;
    }

    /** Draws frames from {@code from} to {@code to} seconds at the budget's interval. */
    private void draw(AnimationBudget budget, double from, double to, double perFrame, double perSecond) {
        for (var now = from; now < to; now += budget.interval()) {
            budget.frameDrawn(now);
            cpu += Math.round((perFrame + perSecond * budget.interval()) * 1e9);
        }
    }
}
