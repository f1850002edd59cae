package org.tomblens.format.diff;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import org.tomblens.format.diff.IndexMatcher.Item;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.navigation.PathBox;

/** §7.3: the boxes creatures walk by, in world units for every game, with their overlaps; and each box's zones. */
final class NavigationComparison {
    private NavigationComparison() {}

    static List<Change> compare(DiffCategory category, LevelPair pair) {
        var zones = category == DiffCategory.ZONES;
        return IndexMatcher.match(category, items(pair.a().boxes(), zones), items(pair.b().boxes(), zones)).changes();
    }

    private static List<Item> items(BoxMap map, boolean zones) {
        return map.boxes().stream().map(box -> new Item(zones ? zones(map, box) : box(box), null)).toList();
    }

    private static LinkedHashMap<String, Object> box(PathBox box) {
        var values = new LinkedHashMap<String, Object>();
        values.put("x_min", box.xMin());
        values.put("x_max", box.xMax());
        values.put("z_min", box.zMin());
        values.put("z_max", box.zMax());
        values.put("floor", box.floor());
        values.put("blocked", box.blocked());
        values.put("blockable", box.blockable());
        values.put("overlaps", Arrays.stream(box.overlaps()).boxed().toList());
        values.put("overlap_flags", Arrays.stream(box.overlapFlags()).boxed().toList());
        return values;
    }

    /** Per zone type, the zone in the normal and in the flipped state. */
    private static LinkedHashMap<String, Object> zones(BoxMap map, PathBox box) {
        var values = new LinkedHashMap<String, Object>();
        for (int t = 0; t < map.zoneTypes().size(); t++) {
            values.put(map.zoneTypes().get(t).key(), List.of(box.zone(t, false), box.zone(t, true)));
        }
        return values;
    }
}
