package org.tomblens.app.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An event's line is what Jackson's object mapper writes for the same map, byte for byte. */
class EventJsonTest {
    private record Rectangle(int x, int y, float width) {}

    @Test
    void anEventIsWrittenAsTheObjectMapperWritesIt() throws Exception {
        var event = new LinkedHashMap<String, Object>();
        event.put("event", "panel");
        event.put("title", "Rooms \"flipped\" \u00e4\u00df\u65e5\n\t\u0001");
        event.put("count", 42);
        event.put("bytes", 5_000_000_000L);
        event.put("scale", 1.25f);
        event.put("tiny", 1e-7f);
        event.put("huge", 3.4e38f);
        event.put("notANumber", Float.NaN);
        event.put("seconds", 0.1);
        event.put("distance", -1.0e300);
        event.put("shown", true);
        event.put("missing", null);
        event.put("view", List.of(0, 0, 1280, 720));
        event.put("camera", new float[] {4096.5f, -900f, 9216f});
        event.put("ids", new int[] {1, 2, 3});
        event.put("rows", List.of(List.of("a", "b"), List.of(), Arrays.asList("c", null)));
        event.put("byRoom", Map.of(3, "three"));
        event.put("nested", Map.of("inner", Map.of("on", false)));
        event.put("rectangle", new Rectangle(1, 2, 3.5f));
        assertEquals(Json.MAPPER.writeValueAsString(event), EventJson.line(event));
    }
}
