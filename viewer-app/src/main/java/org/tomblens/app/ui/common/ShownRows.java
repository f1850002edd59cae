package org.tomblens.app.ui.common;

import java.util.List;
import java.util.function.Predicate;

/**
 * A table's rows and those its filter lets through, worked out again only when the filter changes; a
 * filter is a value (a record), so an equal one leaves the shown rows as they were.
 */
public final class ShownRows<R> {
    private final List<R> all;
    private Predicate<R> filter;
    private List<R> shown;

    public ShownRows(List<R> all) {
        this.all = List.copyOf(all);
        this.shown = this.all;
    }

    /** The rows {@code wanted} lets through, in table order. */
    public List<R> shown(Predicate<R> wanted) {
        if (!wanted.equals(filter)) {
            filter = wanted;
            shown = all.stream().filter(wanted).toList();
        }
        return shown;
    }

    public List<R> all() {
        return all;
    }
}
