package org.tomblens.app.ui.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.tomblens.format.diff.Change;

/** One change of a level diff as a row of the Diff panel: its number in its tab, then what changed where. */
record DiffRow(Change change, List<String> cells) {
    static final String[] COLUMNS = {"#", "change", "A", "B", "room", "values (A -> B)"};

    /** The rows of {@code changes}, numbered from 1. */
    static List<DiffRow> of(List<Change> changes) {
        var rows = new ArrayList<DiffRow>(changes.size());
        for (var change : changes) {
            rows.add(new DiffRow(change, List.of(Integer.toString(rows.size() + 1), change.kind().key(),
                    text(change.a()), text(change.b()), text(change.room()), values(change))));
        }
        return rows;
    }

    private static String text(Integer value) {
        return value == null ? "-" : value.toString();
    }

    private static String values(Change change) {
        return change.fields().stream().map(field -> field.name() + " " + field.before() + " -> " + field.after())
                .collect(Collectors.joining(", "));
    }

    /** Rows whose cells (kind, indices, room, values) hold the filter's text, in any case; all for an empty one. */
    record Filter(String text) implements Predicate<DiffRow> {
        Filter {
            text = text.strip().toLowerCase(Locale.ROOT);
        }

        @Override
        public boolean test(DiffRow row) {
            return text.isEmpty() || row.cells().stream().skip(1)
                    .anyMatch(cell -> cell.toLowerCase(Locale.ROOT).contains(text));
        }
    }
}
