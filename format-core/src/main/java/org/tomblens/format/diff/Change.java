package org.tomblens.format.diff;

import java.util.List;

/**
 * One difference between level A and level B.
 *
 * @param a the item's index in A, null when it is only in B
 * @param b the item's index in B, null when it is only in A
 * @param room the room the item lies in (in A, or in B for an item only B has), null for items with no room
 * @param fields the values that differ; empty for an item added, removed or moved whole
 */
public record Change(DiffCategory category, ChangeKind kind, Integer a, Integer b, Integer room,
                     List<FieldChange> fields) {
    public Change {
        fields = List.copyOf(fields);
    }
}
