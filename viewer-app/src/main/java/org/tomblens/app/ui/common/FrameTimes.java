package org.tomblens.app.ui.common;

import java.util.Arrays;

/**
 * How long the last frames took to draw (from the frame's start to its swap, waits between frames left out),
 * newest last: the menu bar shows the last one (held for a moment), the Render panel their median.
 */
public final class FrameTimes {
    private static final int FRAMES = 60;
    private static final double HOLD_SECONDS = 0.5;

    private final double[] millis = new double[FRAMES];
    private final double[] sorted = new double[FRAMES];
    private int next;
    private double held;
    private double heldSince = Double.NEGATIVE_INFINITY;

    /** Notes a frame that took {@code frameMillis}. */
    public void add(double frameMillis) {
        millis[next] = frameMillis;
        next = (next + 1) % FRAMES;
    }

    /** The last frame's duration in milliseconds. */
    public double last() {
        return millis[(next + FRAMES - 1) % FRAMES];
    }

    /**
     * The last frame's duration as the menu bar shows it at {@code seconds} (the window's clock): taken again only
     * every half second, so that the bar's text holds still in between, and an interface that nothing else changes
     * need not be drawn again.
     */
    public double held(double seconds) {
        if (seconds - heldSince >= HOLD_SECONDS || seconds < heldSince) {
            held = last();
            heldSince = seconds;
        }
        return held;
    }

    /** The median duration of the last {@link #count()} frames (counting not yet drawn ones as 0). */
    public double median() {
        System.arraycopy(millis, 0, sorted, 0, FRAMES);
        Arrays.sort(sorted);
        return sorted[FRAMES / 2];
    }

    /** How many frames the median is taken over. */
    public int count() {
        return FRAMES;
    }
}
