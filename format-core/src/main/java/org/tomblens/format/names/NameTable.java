package org.tomblens.format.names;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A table of names by index read from a tab-separated resource: an index, then one name column per game
 * (lines starting with {@code #} say where the names come from). An empty cell or {@code -} is no name.
 */
final class NameTable {
    private final String[][] columns;

    private NameTable(String[][] columns) {
        this.columns = columns;
    }

    /** Reads resource {@code name} of this package, which has {@code columnCount} name columns. */
    static NameTable load(String name, int columnCount) {
        var rows = new TreeMap<Integer, String[]>();
        try (var in = NameTable.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (var line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                var cells = line.split("\t", -1);
                rows.put(Integer.parseInt(cells[0]), Arrays.copyOfRange(cells, 1, 1 + columnCount));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var size = rows.isEmpty() ? 0 : rows.lastKey() + 1;
        var columns = new String[columnCount][size];
        rows.forEach((index, cells) -> {
            for (var c = 0; c < columnCount; c++) {
                var cell = cells[c] == null ? "" : cells[c].trim();
                columns[c][index] = cell.isEmpty() || cell.equals("-") ? null : cell;
            }
        });
        return new NameTable(columns);
    }

    Optional<String> name(int column, int index) {
        var names = columns[column];
        return index >= 0 && index < names.length ? Optional.ofNullable(names[index]) : Optional.empty();
    }

    /** Every index whose name in {@code column} is {@code name}, in order. */
    List<Integer> indicesOf(int column, String name) {
        var names = columns[column];
        var found = new ArrayList<Integer>();
        for (int i = 0; i < names.length; i++) {
            if (name.equals(names[i])) {
                found.add(i);
            }
        }
        return found;
    }
}
