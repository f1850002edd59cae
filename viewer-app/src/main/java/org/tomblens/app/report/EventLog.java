package org.tomblens.app.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The viewer's reports as JSON lines, one object per event with its name under {@code "event"}, written only
 * when {@code TOMBLENS_EVENT_LOG} names a file.
 *
 * <p>Besides what the viewer tells, the log says {@code "settled"} once the window has drawn
 * {@value #SETTLING_FRAMES} frames without telling anything new and with the pointer at rest: panels that were
 * still finding their places have found them, what the log said last still holds, and Dear ImGui knows what is
 * under the pointer (it says where, in window points), so a click there lands on it. Whoever drives the window
 * waits for that instead of waiting a while.
 */
public final class EventLog implements Reports {
    static final int SETTLING_FRAMES = 10;
    private final Path file;
    /** Frames drawn since the last event told or the pointer moved, while the window is not yet settled. */
    private int quietFrames;
    private boolean settling;
    private int pointerX = Integer.MIN_VALUE;
    private int pointerY = Integer.MIN_VALUE;

    EventLog(Path file) {
        this.file = file;
    }

    public static EventLog fromEnvironment() {
        var name = System.getenv("TOMBLENS_EVENT_LOG");
        return name == null || name.isBlank() ? new EventLog(null) : writingTo(Path.of(name));
    }

    /**
     * A log written to {@code file}, whose JSON writer makes a first line at once on a thread of its own, written
     * nowhere: that first line (the writer's classes, its tables and buffers) took some 20 ms of the window's thread
     * at the first event, on the way to the level's first frame of every start that keeps a log, as the tests and the
     * start-up measurements do (docs/performance.md).
     */
    static EventLog writingTo(Path file) {
        var warmUp = new Thread(() -> EventJson.line(Map.of("event", "started", "frames", 0)), "event-log-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
        return new EventLog(file);
    }

    @Override
    public boolean listening() {
        return file != null;
    }

    @Override
    public void tell(String event, Map<String, Object> facts) {
        write(event, facts);
        quietFrames = 0;
        settling = true;
    }

    /**
     * Writes an event that tells nothing new of what is on screen (how the window paces its frames, say): it
     * leaves the window settled or settling as it was.
     */
    public void note(String event, Map<String, Object> facts) {
        write(event, facts);
    }

    /** Whether the window has told something, or the pointer moved, fewer than {@value #SETTLING_FRAMES} frames ago. */
    public boolean settling() {
        return settling;
    }

    /**
     * Call once a frame is drawn, with where the pointer was for it (window points): the window settles after
     * enough frames with nothing told and the pointer still.
     */
    public void frameDrawn(int x, int y) {
        if (x != pointerX || y != pointerY) {
            pointerX = x;
            pointerY = y;
            quietFrames = 0;
            settling = true;
        } else if (settling && ++quietFrames == SETTLING_FRAMES) {
            settling = false;
            write("settled", Map.of("pointer", List.of(x, y)));
        }
    }

    private void write(String event, Map<String, Object> facts) {
        if (file == null) {
            return;
        }
        var line = new LinkedHashMap<String, Object>();
        line.put("event", event);
        line.putAll(facts);
        try {
            Files.writeString(file, EventJson.line(line) + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("tomblens: cannot write the event log " + file + ": " + e.getMessage());
        }
    }
}
