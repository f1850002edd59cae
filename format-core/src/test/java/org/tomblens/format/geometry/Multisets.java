package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Compares two lists as multisets, reporting a few of the differences rather than both lists. */
final class Multisets {
    private Multisets() {}

    static <T> void assertSame(List<T> expected, List<T> actual, String what) {
        Map<T, Integer> counts = new HashMap<>();
        expected.forEach(item -> counts.merge(item, 1, Integer::sum));
        actual.forEach(item -> counts.merge(item, -1, Integer::sum));
        var missing = counts.entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey).limit(3).toList();
        var extra = counts.entrySet().stream().filter(e -> e.getValue() < 0).map(Map.Entry::getKey).limit(3).toList();
        if (!missing.isEmpty() || !extra.isEmpty()) {
            fail(what + ": " + expected.size() + " expected, " + actual.size() + " found; missing for example "
                    + missing + "; unexpected for example " + extra);
        }
    }
}
