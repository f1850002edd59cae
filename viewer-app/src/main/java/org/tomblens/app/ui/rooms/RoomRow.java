package org.tomblens.app.ui.rooms;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;

/**
 * One room as the Rooms panel lists it.
 *
 * @param flags its flags in words
 * @param flip its alternate room (and flip group), or that it is one
 * @param cells the texts under {@link #COLUMNS}
 */
record RoomRow(int room, String flags, String flip, List<String> cells) {
    static final String[] COLUMNS = {"#", "Flags", "Flip", "Size", "Faces", "Portals"};

    RoomRow {
        cells = List.copyOf(cells);
    }

    /** What the filter box asks for: a room's number, or words found in its flags or flip. */
    record Filter(String text) implements Predicate<RoomRow> {
        Filter {
            text = text.trim().toLowerCase(Locale.ROOT);
        }

        @Override
        public boolean test(RoomRow row) {
            return text.isEmpty() || Integer.toString(row.room()).equals(text) || row.flags().contains(text)
                    || row.flip().contains(text);
        }

        // Written out: the record's own would build its method handles in the level's first frame
        // (docs/performance.md, "The level first").
        @Override
        public boolean equals(Object other) {
            return other instanceof Filter that && text.equals(that.text);
        }

        @Override
        public int hashCode() {
            return text.hashCode();
        }
    }

    /** Every room of the level; {@code isAlternate} tells the rooms that are another's alternate. */
    static List<RoomRow> of(Level level, IntPredicate isAlternate) {
        var rows = new ArrayList<RoomRow>();
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var flags = flags(room, level.version());
            var flip = flip(room, isAlternate.test(r), level.version());
            rows.add(new RoomRow(r, flags, flip, List.of(Integer.toString(r), flags, flip,
                    room.numXSectors() + " x " + room.numZSectors(),
                    Integer.toString(room.quads().size() + room.triangles().size()),
                    Integer.toString(room.portals().size()))));
        }
        return rows;
    }

    /** §3.4.6's flags in words; 0x80 means quicksand in TR3 but no lens flare in TR4/TR5. */
    private static String flags(Room room, GameVersion version) {
        var words = new StringBuilder();
        var flags = room.flags();
        append(words, flags, 0x1, "water");
        append(words, flags, 0x8, "sky");
        append(words, flags, 0x20, "wind");
        append(words, flags, 0x80, version == GameVersion.TR3 ? "quicksand" : version.atLeast(GameVersion.TR4)
                ? "no-lensflare" : "0x80");
        append(words, flags, 0x100, "caustics");
        append(words, flags, 0x200, "reflection");
        append(words, flags, 0x400, "snow");
        append(words, flags, 0x800, "rain");
        append(words, flags, 0x1000, "cold");
        return words.toString();
    }

    private static void append(StringBuilder words, int flags, int bit, String word) {
        if ((flags & bit) != 0) {
            words.append(words.length() == 0 ? "" : " ").append(word);
        }
    }

    private static String flip(Room room, boolean isAlternate, GameVersion version) {
        var group = version.atLeast(GameVersion.TR4) ? " (group " + room.alternateGroup() + ")" : "";
        if (room.hasAlternate()) {
            return "alt " + room.alternateRoom() + group;
        }
        return isAlternate ? "is an alternate" : "";
    }
}
