package org.tomblens.format.navigation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Navigation;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Words;

/**
 * A level's map for its enemies (§7.3), decoded: each box in world units with its flags, the boxes its overlap
 * list joins it to and its zones.
 *
 * <p>The zones are stored as whole arrays, one per zone type and flip state (the normal state's types, then the
 * flipped state's), each holding a word per box: not the per-box records the specification draws. Real levels
 * show it: boxes joined by an overlap whose floors differ by a click at most share their first ground zone far
 * more often read this way (95 % of such pairs in a retail TR2 level against 27 %).
 *
 * <p>A box whose list starts at 0x3FFF, the largest start its 14 bits hold, joins no box; TR3 and later mark that
 * with 2047 as well, the value they store for "no box" (real TR3 and TR4 levels do, with fewer overlaps than that).
 * In TR4 and TR5 an overlap entry holds the box in bits 0–10 and flags in bits 11–14 (0x0800: a step only
 * creatures that jump take); earlier versions keep the box in all 15 bits. An overlap list that starts past the
 * overlaps, runs off their end or names a box the level lacks is decoded as far as it is valid, with a warning.
 */
public final class BoxMap {
    /** Bits 0–13 of a box's overlap word: where its list starts; all of them set, that it has none (real levels). */
    private static final int LIST_START = 0x3FFF;
    /** TR3 and later: "no box", also where a box's list would start when it has none. */
    private static final int NO_BOX = 0x7FF;
    private static final int BLOCKED = 0x4000;
    private static final int BLOCKABLE = 0x8000;
    /** In an overlap list: the last entry's bit; the other bits are the box (TR1–TR3) or the box and flags. */
    private static final int END = 0x8000;
    private static final int BOX = 0x7FFF;
    /** TR4/TR5 overlap entries: bits 0–10 the box, 11–14 flags. */
    private static final int TR4_BOX = 0x7FF;
    private static final int SECTOR = 1024;

    private final List<ZoneType> zoneTypes;
    private final List<PathBox> boxes;
    private final List<DataWarning> warnings;

    private BoxMap(List<ZoneType> zoneTypes, List<PathBox> boxes, List<DataWarning> warnings) {
        this.zoneTypes = zoneTypes;
        this.boxes = boxes;
        this.warnings = warnings;
    }

    public static BoxMap of(Level level) {
        var lowestX = 0;
        var lowestZ = 0;
        for (var room : level.rooms()) {
            lowestX = Math.min(lowestX, Math.floorDiv(room.x(), SECTOR));
            lowestZ = Math.min(lowestZ, Math.floorDiv(room.z(), SECTOR));
        }
        return of(level.navigation(), level.version(), lowestX, lowestZ);
    }

    /**
     * The map of {@code navigation}. TR2 and later store a box's bounds as sector bytes, which cannot say where a
     * level lies left of or behind the origin: a byte b means the sector of the 256 from {@code lowestX} (or
     * {@code lowestZ}, the lowest sector any room starts at, or 0) that it is congruent to; for every level at
     * non-negative coordinates that is b itself.
     */
    static BoxMap of(Navigation navigation, GameVersion version, int lowestX, int lowestZ) {
        var types = ZoneType.of(version);
        var stored = navigation.boxes();
        var count = stored.size();
        var warnings = new ArrayList<DataWarning>();
        var boxes = new ArrayList<PathBox>(count);
        var sectors = version != GameVersion.TR1;
        var zoneWords = 2L * types.size() * count;
        if (navigation.zones().size() < zoneWords) {
            // One warning for the level, not one a box: a build that stores fewer zones (TR1's August 1996
            // PlayStation beta keeps four words a box) falls short for every box alike.
            DataWarning.add(warnings, "zones", navigation.zones().size() + " zone words for " + count + " boxes where "
                    + version + " stores " + zoneWords + "; those missing are 0");
        }
        for (int b = 0; b < count; b++) {
            var box = stored.get(b);
            var word = box.overlapIndex();
            var xMin = sectors ? sector(box.xMin(), lowestX) : box.xMin();
            var xMax = sectors ? sector(box.xMax(), lowestX) : box.xMax();
            var zMin = sectors ? sector(box.zMin(), lowestZ) : box.zMin();
            var zMax = sectors ? sector(box.zMax(), lowestZ) : box.zMax();
            var list = overlaps(navigation.overlaps(), b, listStart(word, version), count,
                    version.isChunked() ? TR4_BOX : BOX, warnings);
            boxes.add(new PathBox(b, xMin, xMax, zMin, zMax,
                    box.trueFloor(), (word & BLOCKED) != 0, (word & BLOCKABLE) != 0, list.boxes(), list.flags(),
                    zones(navigation.zones(), b, count, types.size())));
        }
        return new BoxMap(types, List.copyOf(boxes), DataWarning.finish(warnings));
    }

    /**
     * The box a sector lies in, or -1: TR1 and TR2 store the box (0xFFFF none); TR3 and later pack it into bits
     * 4–14 beside the floor's material (2047 none, as for a slope).
     */
    public static int boxOf(Sector sector, GameVersion version) {
        var word = sector.boxIndex();
        if (word == 0xFFFF) {
            return -1;
        }
        if (!version.atLeast(GameVersion.TR3)) {
            return word;
        }
        var box = word >> 4 & 0x7FF;
        return box == 0x7FF ? -1 : box;
    }

    /** Where a box's overlap list starts, or {@link #LIST_START} when it has none. */
    private static int listStart(int word, GameVersion version) {
        var start = word & LIST_START;
        return version.atLeast(GameVersion.TR3) && start == NO_BOX ? LIST_START : start;
    }

    /** World units of the sector a stored byte names, counting from sector {@code lowest}. */
    private static long sector(long stored, int lowest) {
        return (lowest + Math.floorMod(stored - lowest, 256)) * (long) SECTOR;
    }

    /** The zone types the level stores, in the order {@link PathBox#zones()} holds them. */
    public List<ZoneType> zoneTypes() {
        return zoneTypes;
    }

    public List<PathBox> boxes() {
        return boxes;
    }

    /** What could not be decoded as stored, with where. */
    public List<DataWarning> warnings() {
        return warnings;
    }

    /** A box's overlap list: the boxes it joins and, entry by entry, the flag bits stored with each (0 for none). */
    private record OverlapList(int[] boxes, int[] flags) {
        static final OverlapList EMPTY = new OverlapList(new int[0], new int[0]);
    }

    /**
     * The list of box {@code box}, from overlap {@code start} to the entry with the end bit, each entry's box in the
     * bits {@code boxBits} and its flags in the others below the end bit; a list longer than there are boxes is cut
     * there, as no box joins more boxes than the level has.
     */
    private static OverlapList overlaps(Words words, int box, int start, int count, int boxBits,
                                        List<DataWarning> warnings) {
        var path = "boxes[" + box + "].overlaps";
        if (words.size() == 0 || start == LIST_START) {
            return OverlapList.EMPTY;
        }
        if (start >= words.size()) {
            DataWarning.add(warnings, path, "the list starts at overlap " + start + ", past the " + words.size()
                    + " stored; left empty");
            return OverlapList.EMPTY;
        }
        var boxes = new int[Math.min(count, words.size() - start)];
        var flags = new int[boxes.length];
        var size = 0;
        for (int at = start; ; at++) {
            if (at >= words.size() || at - start >= count) {
                DataWarning.add(warnings, path, "the list has no end bit before " + (at >= words.size()
                        ? "the last overlap" : count + " entries") + "; cut there");
                return new OverlapList(Arrays.copyOf(boxes, size), Arrays.copyOf(flags, size));
            }
            var word = words.unsigned(at);
            var other = word & boxBits;
            if (other < count) {
                boxes[size] = other;
                flags[size++] = word & BOX & ~boxBits;
            } else {
                DataWarning.add(warnings, path + "[" + (at - start) + "]", "box " + other + " does not exist (the "
                        + "level has " + count + "); left out");
            }
            if ((word & END) != 0) {
                return new OverlapList(Arrays.copyOf(boxes, size), Arrays.copyOf(flags, size));
            }
        }
    }

    /** Box {@code box}'s zone of each type, normal then flipped: word {@code (flip × types + type) × count + box}. */
    private static int[][] zones(Words words, int box, int count, int types) {
        var zones = new int[types][2];
        for (int type = 0; type < types; type++) {
            for (int flip = 0; flip < 2; flip++) {
                var at = (long) (flip * types + type) * count + box;
                if (at < words.size()) {
                    zones[type][flip] = words.unsigned((int) at);
                }
            }
        }
        return zones;
    }
}
