package org.tomblens.app.window;

import static org.lwjgl.glfw.GLFW.glfwSetWindowShouldClose;

import org.tomblens.app.report.EventLog;
import org.tomblens.app.report.StartupTimes;

/**
 * How far the start-up has come: the first frame of the first level ends it (its steps told, and a run that was
 * to close once ready closed), and a few frames on the window tells scripts and tests that it is ready.
 */
final class StartupProgress {
    /** Frames drawn with a level before the next counts as the window settled on it. */
    private static final int FRAMES_BEFORE_READY = 4;

    private final StartupTimes startup;
    private final EventLog events;
    private final WindowReport report;
    private boolean levelFrameEnded;
    private boolean told;
    private boolean announced;
    private int framesShown;

    StartupProgress(StartupTimes startup, EventLog events, WindowReport report) {
        this.startup = startup;
        this.events = events;
        this.report = report;
    }

    /**
     * A frame was swapped on screen, begun at {@code frameBegan}. The first with a level (uploaded at {@code uploaded})
     * ends the start-up's way to the level on screen; the first with the interface drawn too (the same frame, or the
     * next when the level came first) has the start-up say how long its steps took, and a start that closes once
     * ready close: the start that makes the class archive then loads the interface's classes as well.
     */
    void swapped(long window, ViewerApp.Start run, boolean levelShown, boolean interfaceDrawn, long frameBegan,
                 long uploaded) {
        if (told || !levelShown) {
            return;
        }
        if (!levelFrameEnded) {
            levelFrameEnded = true;
            startup.ended("first frame of the level", Math.max(frameBegan, uploaded));
        }
        if (!interfaceDrawn) {
            return;
        }
        told = true;
        events.note("startup", startup.facts());
        if (run.timings()) {
            System.out.print(startup.table());
        }
        if (run.quitWhenReady()) {
            glfwSetWindowShouldClose(window, true);
        }
    }

    /** A frame was drawn; a few with a level on screen and the window says it is ready. */
    void drawn(boolean levelShown, SceneViewport view) {
        if (!announced && levelShown && framesShown++ >= FRAMES_BEFORE_READY) {
            announced = true;
            report.ready(view);
        }
    }
}
