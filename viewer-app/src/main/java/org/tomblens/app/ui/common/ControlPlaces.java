package org.tomblens.app.ui.common;

import imgui.ImGui;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.report.Reports;

/**
 * Where a panel drew its main controls this frame, in window points, by number ({@code names} gives each
 * number's name), and what the panel last reported: it tells again whenever a control moves or what it shows
 * changes, so scripts and end-to-end tests can click the controls as a user would.
 */
public final class ControlPlaces {
    /** The keys a report sets itself: a panel's facts must use others. */
    private static final List<String> RESERVED = List.of("title", "window", "controls");
    private List<String> names;
    private int[] places;
    private int[] reported;
    private Map<String, Object> reportedFacts;
    /** The panel's window this frame (x, y, width, height), and as last reported. */
    private final int[] window = new int[4];
    private final int[] reportedWindow = new int[4];

    public ControlPlaces(List<String> names) {
        name(names);
    }

    /** Names the controls anew, for a panel whose controls are what it shows (the links of a sector's triggers). */
    public void name(List<String> controls) {
        names = List.copyOf(controls);
        places = new int[2 * names.size()];
        reported = new int[2 * names.size()];
        clear();
    }

    /** Forgets this frame's places: controls not drawn again are not reported. */
    public void clear() {
        Arrays.fill(places, -1);
    }

    /** Notes the window being drawn (the current one in Dear ImGui) as the panel's. */
    public void rememberWindow() {
        window[0] = Math.round(ImGui.getWindowPosX());
        window[1] = Math.round(ImGui.getWindowPosY());
        window[2] = Math.round(ImGui.getWindowWidth());
        window[3] = Math.round(ImGui.getWindowHeight());
    }

    public void set(int place, float x, float y) {
        places[2 * place] = Math.round(x);
        places[2 * place + 1] = Math.round(y);
    }

    /** Notes the middle of the item just drawn as this control's place. */
    public void remember(int place) {
        set(place, (ImGui.getItemRectMinX() + ImGui.getItemRectMaxX()) / 2,
                (ImGui.getItemRectMinY() + ImGui.getItemRectMaxY()) / 2);
    }

    /**
     * Notes a table row drawn last as this control's place: near its left end, inside the first column,
     * since the middle of a row can fall on a column's resizing border.
     */
    public void rememberRow(int place) {
        set(place, ImGui.getItemRectMinX() + 8, (ImGui.getItemRectMinY() + ImGui.getItemRectMaxY()) / 2);
    }

    /**
     * Tells the panel {@code title}'s report, its {@code facts}, its window ([x, y, width, height]) and its controls
     * by name (each [x, y]), when a fact changed, the window moved or a control moved, appeared or went since the
     * last report.
     */
    public void report(String title, Map<String, Object> facts, Reports reports) {
        if (!reports.listening() || facts.equals(reportedFacts) && Arrays.equals(places, reported)
                && Arrays.equals(window, reportedWindow)) {
            return;
        }
        reportedFacts = facts;
        System.arraycopy(places, 0, reported, 0, places.length);
        System.arraycopy(window, 0, reportedWindow, 0, window.length);
        var controls = new LinkedHashMap<String, Object>();
        for (int i = 0; i < names.size(); i++) {
            if (places[2 * i] >= 0) {
                controls.put(names.get(i), List.of(places[2 * i], places[2 * i + 1]));
            }
        }
        var report = new LinkedHashMap<String, Object>();
        report.put("title", title);
        for (var key : RESERVED) {
            if (facts.containsKey(key)) {
                // A fact under one of these would silently replace what every report tells under it.
                throw new IllegalArgumentException("the " + title + " panel reports a fact under \"" + key
                        + "\", which every panel's report keeps for itself");
            }
        }
        report.putAll(facts);
        report.put("window", List.of(window[0], window[1], window[2], window[3]));
        report.put("controls", controls);
        reports.tell("panel", report);
    }
}
