package org.tomblens.format.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The names a script gives a level's inventory items, slot by slot, null where it gives none: TR2/TR3 four puzzle
 * items, two pickups and four keys; TR4/TR5 twelve puzzle items, four pickups, twelve keys and three examines.
 *
 * @param examines empty for TR2/TR3, whose scripts have none
 */
public record ItemNames(List<String> puzzles, List<String> pickups, List<String> keys, List<String> examines) {
    /** TR4/TR5 item opcodes (§12.1.6): keys 1–12 from 0x93, puzzles 1–12 from 0x9F, pickups 1–4, examines 1–3. */
    private static final int KEYS = 0x93;
    private static final int PUZZLES = 0x9F;
    private static final int PICKUPS = 0xAB;
    private static final int EXAMINES = 0xAF;

    public ItemNames {
        // Unmodifiable copies that keep their nulls (List.copyOf refuses them).
        puzzles = Collections.unmodifiableList(new ArrayList<>(puzzles));
        pickups = Collections.unmodifiableList(new ArrayList<>(pickups));
        keys = Collections.unmodifiableList(new ArrayList<>(keys));
        examines = Collections.unmodifiableList(new ArrayList<>(examines));
    }

    static ItemNames of(Tr2Script.Level level) {
        return new ItemNames(level.puzzles(), level.pickups(), level.keys(), List.of());
    }

    /** A TR4/TR5 level's names: {@code names} by item opcode, as the language file spells them. */
    static ItemNames of(Map<Integer, String> names) {
        return new ItemNames(slots(names, PUZZLES, 12), slots(names, PICKUPS, 4), slots(names, KEYS, 12),
                slots(names, EXAMINES, 3));
    }

    private static List<String> slots(Map<Integer, String> names, int first, int count) {
        var slots = new ArrayList<String>(count);
        for (int i = 0; i < count; i++) {
            slots.add(names.get(first + i));
        }
        return slots;
    }
}
