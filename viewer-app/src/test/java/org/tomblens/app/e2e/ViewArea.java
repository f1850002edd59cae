package org.tomblens.app.e2e;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The 3D view's place in the window, from the top left, as the "ready" event tells it (x, y, width, height with
 * y counted from the bottom, as OpenGL counts).
 */
record ViewArea(int left, int top, int width, int height) {
    static ViewArea of(JsonNode ready, int windowHeight) {
        var view = ready.get("view");
        var height = view.get(3).asInt();
        return new ViewArea(view.get(0).asInt(), windowHeight - view.get(1).asInt() - height, view.get(2).asInt(),
                height);
    }
}
