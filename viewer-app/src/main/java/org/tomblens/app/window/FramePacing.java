package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.*;

import java.util.Locale;
import java.util.Map;
import org.tomblens.app.report.EventLog;

/**
 * When the window draws its next frame. A picture that nothing changes is not drawn again: the loop sleeps
 * until the window has an event. What moves by itself (an entity animating in view, a model playing, a file
 * loading, a sound that will end) is drawn at the games' 30 frames per second; the level's own animation, with the
 * window left alone, within a budget of CPU time ({@link AnimationBudget}), which on a software renderer may bring it
 * down to 20. What changes only step by step (the animated textures and water of the rooms in view, which the games
 * move a few times a second) is drawn when its next step is due, and no more often than that. While the camera
 * moves, for a moment after any event (after the interface has taken it), or with "Draw continuously" on, frames
 * follow each other as fast as the display takes them (with vsync, at its refresh rate).
 *
 * <p>A frame that only the level's own animation asked for, with no event since the last, leaves the interface as
 * it was: the menu, panels and dialogs show what they showed, and Dear ImGui is not run for it. They are drawn anew at
 * least every {@link #INTERFACE_REST} seconds all the same, for what work on other threads brings them (a panel's rows
 * made aside, a job that ended). Building the interface took about half of such a frame's time.
 *
 * <p>Each change of pace goes to the event log as {@code "frames"}, with the frames drawn so far and the
 * window's clock, so that a script can tell how many frames a still or a moving picture cost.
 */
final class FramePacing {
    enum Pace {
        /** As fast as the display takes frames. */
        FULL,
        /** The games' 30 frames per second at most: the frame is drawn when what is in view next changes. */
        ANIMATION,
        /** No frame until the window has an event. */
        IDLE;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * What the frame just drawn showed and what is under way, which decide the next frame's pace: {@code nextChange}
     * is when, on the window's clock, the picture would next look different with nothing else changed (no later
     * than the frame's own time while something moves all the time, infinite for a still picture); {@code tookInput}
     * whether its interface took a key's or a button's change from the input that waited for it; {@code onlyTheLevel}
     * whether that next change is the level's own animation alone, which the interface does not show.
     */
    record Shown(boolean continuous, boolean cameraMoving, boolean settling, double nextChange, boolean iconified,
                 boolean tookInput, boolean onlyTheLevel) {}

    static final double ANIMATION_FRAME = 1 / 30.0;
    /**
     * How long after an event frames go on at full rate: what the interface shows in answer (a hovered control,
     * a tooltip after its delay, a panel taking its place) takes some frames to appear.
     */
    static final double AFTER_EVENT = 0.75;
    /**
     * The longest frames drawn for the level's animation alone leave the interface as it was, in seconds: the menu
     * bar's frame time is then new each second, as a counter's usually is. Built four times a second, the interface
     * took a tenth of the CPU time of a retail level's start left alone.
     */
    static final double INTERFACE_REST = 1.0;
    /** The longest step a frame advances the camera and the animation by, after a pause of the loop. */
    private static final double LONGEST_STEP = 0.25;

    private final EventLog log;
    private final AnimationBudget budget = new AnimationBudget();
    private Pace pace = Pace.FULL;
    private long eventsSeen = -1;
    private double lastEvent;
    private double frameStart;
    private double nextChange = Double.POSITIVE_INFINITY;
    private boolean onlyTheLevel;
    private double interfaceDrawn = Double.NEGATIVE_INFINITY;
    private long drawn;

    FramePacing(EventLog log) {
        this.log = log;
    }

    /**
     * Waits until the next frame is due, taking the window's events meanwhile, and returns how many seconds
     * that frame advances the camera and animation by: the time since the last frame, but no more than one
     * animation frame after a wait that only the pace asked for, and nothing after a wait for an event. At the
     * animation's pace the next frame is due one animation frame after the last, or when the picture next changes
     * if that is later.
     */
    double awaitFrame() {
        var previous = frameStart;
        switch (pace) {
            case FULL -> glfwPollEvents();
            case ANIMATION -> {
                var left = Math.max(previous + animationFrame(), nextChange) - glfwGetTime();
                if (left > 0) {
                    glfwWaitEventsTimeout(left);
                } else {
                    glfwPollEvents();
                }
            }
            case IDLE -> glfwWaitEvents();
        }
        frameStart = glfwGetTime();
        var elapsed = frameStart - previous;
        return switch (pace) {
            case FULL -> Math.min(LONGEST_STEP, elapsed);
            case ANIMATION -> Math.min(animationFrame(), elapsed);
            case IDLE -> 0;
        };
    }

    /** The time from one frame to the next at the animation's pace: the budget's when only the level moves. */
    private double animationFrame() {
        return onlyTheLevel ? budget.interval() : ANIMATION_FRAME;
    }

    /** When the frame being drawn started, on the window's clock. */
    double frameStart() {
        return frameStart;
    }

    /**
     * Whether the frame being drawn may leave the interface as the last frame that drew it left it: it is drawn at
     * the animation's pace for the level's own animation alone, the window had no event since the last frame
     * ({@code events} is its count), and the interface was drawn less than {@link #INTERFACE_REST} seconds ago.
     */
    boolean interfaceRests(long events) {
        return pace == Pace.ANIMATION && onlyTheLevel && events == eventsSeen
                && frameStart - interfaceDrawn < INTERFACE_REST;
    }

    /** Notes that the frame being drawn drew the interface. */
    void interfaceDrawn() {
        interfaceDrawn = frameStart;
    }

    /** Notes a frame drawn, with the window's event count and what the frame showed; decides the next one's pace. */
    void drawn(long events, Shown shown) {
        drawn++;
        // A frame whose interface took queued input is as one with an event: typed keys waiting in Dear ImGui's
        // queue are taken at full pace, and the moment after the last of them counts from when it was taken.
        var leftAlone = pace == Pace.ANIMATION && onlyTheLevel && shown.onlyTheLevel();
        if (events != eventsSeen || shown.tookInput()) {
            eventsSeen = events;
            lastEvent = frameStart;
            leftAlone = false;
        }
        if (leftAlone) {
            budget.frameDrawn(frameStart);
        } else {
            budget.interrupted();
        }
        nextChange = shown.nextChange();
        onlyTheLevel = shown.onlyTheLevel();
        var next = pace(shown);
        if (next != pace) {
            pace = next;
            log.note("frames", Map.of("drawn", drawn, "pace", pace.key(), "seconds", glfwGetTime()));
        }
    }

    private Pace pace(Shown shown) {
        if (shown.iconified()) {
            return Pace.IDLE;
        }
        if (shown.continuous() || shown.cameraMoving() || shown.settling() || frameStart - lastEvent < AFTER_EVENT) {
            return Pace.FULL;
        }
        return Double.isFinite(shown.nextChange()) ? Pace.ANIMATION : Pace.IDLE;
    }
}
