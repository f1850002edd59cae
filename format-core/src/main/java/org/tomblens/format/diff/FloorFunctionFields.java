package org.tomblens.format.diff;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.floordata.FloorFunction;

/**
 * A sector's FloorData chain as named values, one per field of each entry: {@code floor_slant.x_slope},
 * {@code trigger.timer}, {@code trigger.actions}. A second entry of one kind is named {@code trigger_2.timer}.
 * The end bit is left out: it says only where the chain stops, which the entries themselves show.
 */
final class FloorFunctionFields {
    private FloorFunctionFields() {}

    static Map<String, Object> of(List<FloorFunction> chain) {
        var values = new LinkedHashMap<String, Object>();
        var seen = new HashMap<String, Integer>();
        for (var function : chain) {
            var count = seen.merge(function.name(), 1, Integer::sum);
            var prefix = count == 1 ? function.name() : function.name() + "_" + count;
            var fields = RecordFields.of((Record) function, "end");
            if (fields.isEmpty()) {
                values.put(prefix, true);
            }
            fields.forEach((name, value) -> values.put(prefix + "." + name, value));
        }
        return values;
    }
}
