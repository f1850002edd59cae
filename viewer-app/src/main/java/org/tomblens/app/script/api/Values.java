package org.tomblens.app.script.api;

import java.util.List;

/** What a function returns to Lua when it returns several values, as ImGui's {@code Begin} returns two. */
public record Values(List<Object> values) {
    public static Values of(Object... values) {
        return new Values(java.util.Arrays.asList(values));
    }
}
