package org.tomblens.app.ui;

import org.tomblens.app.input.WindowInput;

/** Dear ImGui on a test's window, with no layout file and the monitor's scale, the window's sizes kept as the viewer keeps them. */
public final class InterfaceOnWindow {
    private InterfaceOnWindow() {}

    public static ImGuiLayer open(long window) {
        var input = new WindowInput();
        input.install(window);
        return new ImGuiLayer(window, input.sizes()::pixelsPerPoint, null, 0);
    }
}
