package org.tomblens.format.diff;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Pairs the items of one category of level A with those of level B, as level builders' tools do: an item equal to
 * the one at its own index is the same; then one equal to an item left at another index has moved there; then an
 * item whose index is still free on both sides has changed; what is left was removed from A or added in B.
 */
final class IndexMatcher {
    /** An item as the diff sees it: its values by name (which decide equality) and its room, null for none. */
    record Item(Map<String, Object> values, Integer room) {}

    /**
     * The outcome: the changes, and for each item of A the index of its partner in B (-1 when removed), so that what
     * lies inside the items (a room's sectors) is compared between partners.
     */
    record Matching(List<Change> changes, int[] partners) {}

    private IndexMatcher() {}

    static Matching match(DiffCategory category, List<Item> a, List<Item> b) {
        var partners = new int[a.size()];
        Arrays.fill(partners, -1);
        var taken = new boolean[b.size()];
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (a.get(i).values().equals(b.get(i).values())) {
                partners[i] = i;
                taken[i] = true;
            }
        }
        var kinds = new ChangeKind[a.size()];
        // the free items of B by their values, lowest index first, so an item moves to the first equal one
        var waiting = new HashMap<Map<String, Object>, ArrayDeque<Integer>>();
        for (int j = 0; j < b.size(); j++) {
            if (!taken[j]) {
                waiting.computeIfAbsent(b.get(j).values(), values -> new ArrayDeque<>()).add(j);
            }
        }
        for (int i = 0; i < a.size(); i++) {
            var equal = partners[i] < 0 ? waiting.get(a.get(i).values()) : null;
            if (equal != null && !equal.isEmpty()) {
                partners[i] = equal.poll();
                taken[partners[i]] = true;
                kinds[i] = ChangeKind.MOVED;
            }
        }
        for (int i = 0; i < a.size(); i++) {
            if (partners[i] < 0 && i < b.size() && !taken[i]) {
                partners[i] = i;
                taken[i] = true;
                kinds[i] = ChangeKind.CHANGED;
            } else if (partners[i] < 0) {
                kinds[i] = ChangeKind.REMOVED;
            }
        }
        var changes = new ArrayList<Change>();
        for (int i = 0; i < a.size(); i++) {
            if (kinds[i] != null) {
                var partner = partners[i] >= 0 ? b.get(partners[i]) : null;
                changes.add(change(category, kinds[i], i, partners[i], a.get(i), partner));
            }
        }
        for (int j = 0; j < b.size(); j++) {
            if (!taken[j]) {
                changes.add(new Change(category, ChangeKind.ADDED, null, j, b.get(j).room(), List.of()));
            }
        }
        return new Matching(changes, partners);
    }

    private static Change change(DiffCategory category, ChangeKind kind, int index, int partner, Item item,
                                 Item other) {
        return switch (kind) {
            case REMOVED -> new Change(category, kind, index, null, item.room(), List.of());
            case MOVED -> new Change(category, kind, index, partner, item.room(), List.of());
            default -> new Change(category, kind, index, partner, item.room(), fields(item.values(), other.values()));
        };
    }

    /** The values that differ between {@code before} and {@code after}, in A's order then B's. */
    static List<FieldChange> fields(Map<String, Object> before, Map<String, Object> after) {
        var names = new LinkedHashSet<>(before.keySet());
        names.addAll(after.keySet());
        var fields = new ArrayList<FieldChange>();
        for (var name : names) {
            var old = before.get(name);
            var now = after.get(name);
            if (!Objects.equals(old, now)) {
                fields.add(new FieldChange(name, old, now));
            }
        }
        return fields;
    }
}
