package org.tomblens.app.ui;

import static org.lwjgl.glfw.GLFW.*;

import java.util.function.DoubleSupplier;

/**
 * How large the interface is drawn: the monitor's content scale (what the system's display settings ask for,
 * 150 % on many laptops, 200 % on a Retina or 4K screen), or a scale the user chose instead. It follows the
 * window to another monitor through GLFW's content-scale callback.
 *
 * <p>Sizes are in the window's coordinates. Where those are points rather than pixels (macOS), the framebuffer
 * holds more pixels than the window has points; fonts are then rasterised at the framebuffer's resolution and
 * drawn at a point size, so text stays sharp there too.
 */
public final class InterfaceScale {
    /** The choices a user has besides following the monitor, as percentages. */
    public static final int[] CHOICES = {75, 100, 125, 150, 175, 200, 250};
    public static final float SMALLEST = 0.75f;
    public static final float LARGEST = 2.5f;

    private final DoubleSupplier pixelsPerPoint;
    /** The monitor's content scale, as the callback last told it. */
    private volatile float monitor;
    /** The scale the user chose, or 0 to follow the monitor. */
    private float chosen;

    /**
     * For {@code window}, whose framebuffer has {@code pixelsPerPoint} pixels per window coordinate, from the sizes
     * its events keep: asked of GLFW at each of Dear ImGui's frames, they were two round trips to the X server.
     */
    public InterfaceScale(long window, DoubleSupplier pixelsPerPoint, float chosen) {
        this.pixelsPerPoint = pixelsPerPoint;
        var scaleX = new float[1];
        glfwGetWindowContentScale(window, scaleX, new float[1]);
        monitor = scaleX[0];
        choose(chosen);
        glfwSetWindowContentScaleCallback(window, (w, x, y) -> monitor = x);
    }

    /** Follows the monitor again with 0; otherwise draws the interface at {@code scale}, within 75–250 %. */
    public void choose(float scale) {
        chosen = scale > 0 ? Math.max(SMALLEST, Math.min(LARGEST, scale)) : 0;
    }

    /** The scale the user chose, or 0 while the monitor's is followed. */
    public float chosen() {
        return chosen;
    }

    /** The monitor's content scale. */
    public float monitor() {
        return monitor;
    }

    /** How much larger than at 100 % the interface's sizes are, in the window's coordinates. */
    public float sizes() {
        return sizes(pixelsPerPoint());
    }

    /** As {@link #sizes()}, for a window whose framebuffer has {@code pixelsPerPoint} pixels per coordinate. */
    public float sizes(float pixelsPerPoint) {
        return chosen > 0 ? chosen : monitor / pixelsPerPoint;
    }

    /** How many framebuffer pixels a window coordinate covers: 2 on a Retina Mac, 1 on Windows and X11. */
    public float pixelsPerPoint() {
        return (float) pixelsPerPoint.getAsDouble();
    }
}
