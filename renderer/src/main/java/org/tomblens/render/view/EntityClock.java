package org.tomblens.render.view;

/**
 * The time entities animate by: the renderer's time, less every span during which they were paused, so that
 * pausing holds each entity where it is and resuming carries on from there.
 */
public final class EntityClock {
    private double lost;
    private double heldAt = Double.NaN;

    /** The entities' time at renderer time {@code seconds}, while {@code paused} or not. */
    public double time(double seconds, boolean paused) {
        if (paused) {
            if (Double.isNaN(heldAt)) {
                heldAt = seconds - lost;
            }
            return heldAt;
        }
        if (!Double.isNaN(heldAt)) {
            lost = seconds - heldAt;
            heldAt = Double.NaN;
        }
        return seconds - lost;
    }
}
