package org.tomblens.app.ui.common;

import imgui.ImGui;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.tomblens.app.report.Reports;

/**
 * Where a panel drew its main controls this frame, in window points, by number ({@code names} gives each
 * number's name). The panel reports them to the event log whenever they move, so scripts and end-to-end
 * tests can click them as a user would.
 */
public final class ControlPlaces {
    private final List<String> names;

    private final int[] places;
    private final int[] reported;
    private Object reportedFor;

    public ControlPlaces(List<String> names) {
        this.names = List.copyOf(names);
        places = new int[2 * names.size()];
        reported = new int[2 * names.size()];
        clear();
    }

    /** Forgets this frame's places: controls not drawn again are not reported. */
    public void clear() {
        Arrays.fill(places, -1);
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
     * Tells the panel's {@code facts} (given the controls by name, each [x, y]) when a control moved, appeared
     * or went since the last report, or when the panel shows something else ({@code showing} is no longer equal to
     * what it was; give something quick to compare, such as a record of the panel's state).
     */
    public void reportIfMoved(Object showing, Reports reports, Function<Map<String, Object>, Map<String, Object>> facts) {
        if (Objects.equals(showing, reportedFor) && Arrays.equals(places, reported)) {
            return;
        }
        reportedFor = showing;
        System.arraycopy(places, 0, reported, 0, places.length);
        var controls = new LinkedHashMap<String, Object>();
        for (int i = 0; i < names.size(); i++) {
            if (places[2 * i] >= 0) {
                controls.put(names.get(i), List.of(places[2 * i], places[2 * i + 1]));
            }
        }
        reports.tell("panel", facts.apply(controls));
    }
}
