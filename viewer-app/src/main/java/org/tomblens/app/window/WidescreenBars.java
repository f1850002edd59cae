package org.tomblens.app.window;

import imgui.ImGui;
import org.tomblens.format.flyby.FlybyPath;

/** A flyby's widescreen bars over the view's top and bottom eighths, while the game would show them. */
final class WidescreenBars {
    private static final int BLACK = 0xFF000000;

    private WidescreenBars() {}

    /** Draws the bars for {@code frame}, the flyby's frame on screen (null: no flyby), over {@code view}. */
    static void draw(FlybyPath.Sample frame, SceneViewport view) {
        if (frame == null || !frame.widescreen()) {
            return;
        }
        var viewport = ImGui.getMainViewport();
        var left = viewport.getPosX() + view.left();
        var top = viewport.getPosY() + view.top();
        var bar = view.pointHeight() / 8;
        var draw = ImGui.getBackgroundDrawList();
        draw.addRectFilled(left, top, left + view.pointWidth(), top + bar, BLACK);
        draw.addRectFilled(left, top + view.pointHeight() - bar, left + view.pointWidth(), top + view.pointHeight(),
                BLACK);
    }
}
