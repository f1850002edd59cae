package org.tomblens.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tomblens.app.report.Json;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.navigation.PathBox;
import org.tomblens.format.prepared.PreparedLevel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tomblens boxes FILE [--json]}: the level's pathfinding boxes, their overlaps and zones. */
@Command(name = "boxes", mixinStandardHelpOptions = true,
        description = "Print the boxes enemies walk by, in file order: bounds in world units, floor, flags, the "
                + "boxes each overlaps and its zones (normal and flipped).",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:printed", "1:the file could not be read", "2:the options are wrong"})
public final class BoxesCommand extends FileCommand.OfLevel {

    @Mixin
    JsonOption json;

    @Override
    int run(PreparedLevel prepared, PrintWriter out) throws IOException {
        var map = prepared.boxes();
        for (var box : map.boxes()) {
            if (json.on) {
                JsonOption.print(out, facts(map, box));
            } else {
                out.println(line(map, box));
            }
        }
        map.warnings().forEach(this::warn);
        return 0;
    }

    /** The JSON object of a box: a contract other tools read. */
    static Map<String, Object> facts(BoxMap map, PathBox box) {
        var facts = new LinkedHashMap<String, Object>();
        facts.put("index", box.index());
        facts.put("x", List.of(box.xMin(), box.xMax()));
        facts.put("z", List.of(box.zMin(), box.zMax()));
        facts.put("floor", box.floor());
        facts.put("blocked", box.blocked());
        facts.put("blockable", box.blockable());
        facts.put("overlaps", Arrays.stream(box.overlaps()).boxed().toList());
        var zones = new LinkedHashMap<String, Object>();
        for (int t = 0; t < map.zoneTypes().size(); t++) {
            zones.put(map.zoneTypes().get(t).key(), List.of(box.zone(t, false), box.zone(t, true)));
        }
        facts.put("zones", zones);
        // Parallel to "overlaps": each link's flag bits (TR4/TR5: 0x0800 a jump), 0 for a plain one.
        facts.put("overlap_flags", Arrays.stream(box.overlapFlags()).boxed().toList());
        return facts;
    }

    private static String line(BoxMap map, PathBox box) {
        var zones = new ArrayList<String>();
        for (int t = 0; t < map.zoneTypes().size(); t++) {
            zones.add(map.zoneTypes().get(t).key() + " " + box.zone(t, false) + "/" + box.zone(t, true));
        }
        return String.format("box %d: x %d..%d, z %d..%d, floor %d%s%s; overlaps %s; zones %s", box.index(),
                box.xMin(), box.xMax(), box.zMin(), box.zMax(), box.floor(), box.blocked() ? ", blocked" : "",
                box.blockable() ? ", blockable" : "",
                box.overlapWords(), String.join(", ", zones));
    }
}
