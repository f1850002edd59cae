package org.tomblens.app.ui.common;

import imgui.ImGui;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.report.Reports;

/**
 * What one window drew this frame, as {@link Widgets} records it while something listens: its controls, each by
 * its name with its rectangle in window points; what its switches, sliders, boxes and choices show; the lines of
 * text it showed, tooltips included; and the rows of its tables. It is told again whenever any of that changes or
 * the window moves, so that scripts and end-to-end tests read the window and click its controls as a user would.
 *
 * <p>A control's name is its label as the user reads it (its id where it shows none: {@code ##filter} is
 * {@code filter}), after the tabs and tables it is in: {@code Samples/rows/Play}. Where two share a name, the
 * first drawn keeps it. A table's rows go under the table's name.
 */
public final class DrawnItems {
    /** The items being recorded now, or null while nothing listens. */
    private static DrawnItems recording;

    private final Drawn drawn = new Drawn();
    private final Deque<String> scopes = new ArrayDeque<>();
    /** The window this frame (x, y, width, height). */
    private final int[] window = new int[4];
    private Drawn reported;
    private int[] reportedWindow;
    private Map<String, Object> reportedFacts;

    /** What was drawn, by kind; compared as a whole with what was reported last. */
    private record Drawn(Map<String, List<Integer>> controls, Map<String, Object> values, List<String> texts,
                         Map<String, List<List<String>>> rows) {
        Drawn() {
            this(new LinkedHashMap<>(), new LinkedHashMap<>(), new ArrayList<>(), new LinkedHashMap<>());
        }

        Drawn copy() {
            var rowsCopy = new LinkedHashMap<String, List<List<String>>>();
            rows.forEach((table, list) -> rowsCopy.put(table, List.copyOf(list)));
            return new Drawn(new LinkedHashMap<>(controls), new LinkedHashMap<>(values), List.copyOf(texts), rowsCopy);
        }

        void clear() {
            controls.clear();
            values.clear();
            texts.clear();
            rows.clear();
        }

        // Written out: a record's own equals and hashCode build their method handles at their first call, which for
        // this one came in the level's first frame, on the window's thread (docs/performance.md, "The level first").
        @Override
        public boolean equals(Object other) {
            return other instanceof Drawn that && controls.equals(that.controls) && values.equals(that.values)
                    && texts.equals(that.texts) && rows.equals(that.rows);
        }

        @Override
        public int hashCode() {
            return ((controls.hashCode() * 31 + values.hashCode()) * 31 + texts.hashCode()) * 31 + rows.hashCode();
        }
    }

    /** Starts this frame's record, forgetting the last one's: from now on the widgets drawn go into it. */
    public void begin(Reports reports) {
        drawn.clear();
        scopes.clear();
        recording = reports.listening() ? this : null;
    }

    /** Ends the record: widgets drawn after it go nowhere. */
    public void end() {
        recording = null;
    }

    /** Notes the window being drawn (the current one in Dear ImGui) as this record's. */
    public void rememberWindow() {
        window[0] = Math.round(ImGui.getWindowPosX());
        window[1] = Math.round(ImGui.getWindowPosY());
        window[2] = Math.round(ImGui.getWindowWidth());
        window[3] = Math.round(ImGui.getWindowHeight());
    }

    /** Whether widgets are being recorded. */
    static boolean recording() {
        return recording != null;
    }

    /** Records a control of this label over this rectangle (window points), when recording. */
    static void control(String label, float minX, float minY, float maxX, float maxY) {
        if (recording != null) {
            recording.drawn.controls.putIfAbsent(recording.name(label), List.of(Math.round(minX), Math.round(minY),
                    Math.round(maxX - minX), Math.round(maxY - minY)));
        }
    }

    /** Records what the control of this label shows: on or off, a number, a choice, a text. */
    static void value(String label, Object value) {
        if (recording != null) {
            recording.drawn.values.putIfAbsent(recording.name(label), value);
        }
    }

    /** Records a line of text shown. */
    static void text(String text) {
        if (recording != null) {
            recording.drawn.texts.add(text);
        }
    }

    /** Records a row of the table being drawn, by its cells. */
    static void row(List<String> cells) {
        if (recording != null) {
            recording.drawn.rows.computeIfAbsent(String.join("/", recording.scopes), table -> new ArrayList<>())
                    .add(cells.stream().map(DrawnItems::shown).toList());
        }
    }

    /** Names the controls drawn from now on as parts of {@code label} (a tab, a table), when recording. */
    static void enter(String label) {
        if (recording != null) {
            recording.scopes.addLast(shown(label));
        }
    }

    /** Leaves the tab or table entered last. */
    static void leave() {
        if (recording != null) {
            recording.scopes.pollLast();
        }
    }

    /** A label's name after the tabs and tables it is in; an empty label names the table or tab itself. */
    private String name(String label) {
        var shown = shown(label);
        return scopes.isEmpty() ? shown : shown.isEmpty() ? String.join("/", scopes)
                : String.join("/", scopes) + "/" + shown;
    }

    /** What a label shows, or its id after {@code ##} where it shows nothing. */
    private static String shown(String label) {
        var hidden = label.indexOf("##");
        if (hidden < 0) {
            return label.trim();
        }
        var shown = label.substring(0, hidden).trim();
        return shown.isEmpty() ? label.substring(hidden + 2) : shown;
    }

    /**
     * Tells what the window {@code title} drew, its window ([x, y, width, height]), and {@code facts} it tells of
     * itself beside, when any of it changed since the last report.
     */
    public void report(String title, Map<String, Object> facts, Reports reports) {
        if (!reports.listening() || drawn.equals(reported) && Arrays.equals(window, reportedWindow)
                && facts.equals(reportedFacts)) {
            return;
        }
        reported = drawn.copy();
        reportedWindow = window.clone();
        reportedFacts = facts;
        var report = new LinkedHashMap<String, Object>();
        report.put("title", title);
        report.putAll(facts);
        report.put("window", List.of(window[0], window[1], window[2], window[3]));
        report.put("controls", reported.controls);
        report.put("values", reported.values);
        report.put("texts", reported.texts);
        report.put("rows", reported.rows);
        reports.tell("panel", report);
    }
}
