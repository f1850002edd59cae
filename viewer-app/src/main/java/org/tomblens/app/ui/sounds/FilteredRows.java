package org.tomblens.app.ui.sounds;

import java.util.List;

/** A table's rows and the ones its filter lets through, worked out again only when the filter text changes. */
final class FilteredRows<R extends SoundFilter.Row> {
    private final List<R> rows;
    private final int[] shown;
    private int count;
    private String filterText;

    FilteredRows(List<R> rows) {
        this.rows = List.copyOf(rows);
        this.shown = new int[rows.size()];
    }

    /** Applies the filter box's text, if it changed since the last call. */
    void filter(String text) {
        if (text.equals(filterText)) {
            return;
        }
        filterText = text;
        var filter = SoundFilter.parse(text);
        count = 0;
        for (int i = 0; i < rows.size(); i++) {
            if (filter.matches(rows.get(i))) {
                shown[count++] = i;
            }
        }
    }

    /** How many rows the filter lets through. */
    int count() {
        return count;
    }

    /** The {@code k}th row the filter lets through. */
    R shown(int k) {
        return rows.get(shown[k]);
    }

    List<R> all() {
        return rows;
    }
}
