package org.tomblens.format.diff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tomblens.format.diff.IndexMatcher.Item;

/**
 * The matching order level builders' tools use: same index first, then an identical item at another index (moved),
 * then a free index on both sides (changed), the rest removed or added.
 */
class IndexMatcherTest {
    private static Item item(int x) {
        return new Item(Map.of("x", x), 3);
    }

    @Test
    void anItemEqualToOneAtAnotherIndexMovedAndOneAtATakenIndexWasRemoved() {
        // A: 10 20 30; B: 20 11 30 40. 30 stays; 20 moved from 1 to 0; 10's index is taken by 20, so it was removed
        // and B's 11 and 40 were added.
        var matching = IndexMatcher.match(DiffCategory.ENTITIES, List.of(item(10), item(20), item(30)),
                List.of(item(20), item(11), item(30), item(40)));
        assertEquals(List.of(
                new Change(DiffCategory.ENTITIES, ChangeKind.REMOVED, 0, null, 3, List.of()),
                new Change(DiffCategory.ENTITIES, ChangeKind.MOVED, 1, 0, 3, List.of()),
                new Change(DiffCategory.ENTITIES, ChangeKind.ADDED, null, 1, 3, List.of()),
                new Change(DiffCategory.ENTITIES, ChangeKind.ADDED, null, 3, 3, List.of())), matching.changes());
        assertArrayEquals(new int[] {-1, 0, 2}, matching.partners());
    }

    @Test
    void anItemWhoseIndexIsFreeOnBothSidesChangedWithItsOldAndNewValues() {
        var matching = IndexMatcher.match(DiffCategory.ENTITIES, List.of(item(10), item(20)),
                List.of(item(11), item(20)));
        assertEquals(List.of(new Change(DiffCategory.ENTITIES, ChangeKind.CHANGED, 0, 0, 3,
                List.of(new FieldChange("x", 10, 11)))), matching.changes());
    }
}
