package org.tomblens.app.ui.common;

import imgui.ImGui;

/** Sizes counted in the interface font's height, so that they grow with the interface's scale as text does. */
public final class Em {
    private Em() {}

    /** {@code count} times the current font's height, in window coordinates. */
    public static float em(float count) {
        return count * ImGui.getFontSize();
    }
}
