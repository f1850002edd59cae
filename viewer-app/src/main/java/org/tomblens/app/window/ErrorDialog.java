package org.tomblens.app.window;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiWindowFlags;
import org.tomblens.app.ui.common.Widgets;

/** Says why something asked for could not be done (most often: why a file could not be opened), until dismissed. */
final class ErrorDialog {
    private static final String TITLE = "Could not open the file";

    private final WindowReport report;
    private String message = "";
    private boolean opening;

    ErrorDialog(WindowReport report) {
        this.report = report;
    }

    /** Shows {@code why} from the next frame on. */
    void show(String why) {
        message = why;
        opening = true;
        report.error(why);
    }

    /** Draws the dialog while it is open; {@code levelShown} tells whether a level stays on screen behind it. */
    /** What the dialog says, or an empty text while it has nothing to say. */
    String message() {
        return message;
    }

    void draw(boolean levelShown) {
        if (opening) {
            ImGui.openPopup(TITLE);
            opening = false;
        }
        ImGui.setNextWindowSize(em(37), 0, ImGuiCond.Appearing);
        if (ImGui.beginPopupModal(TITLE, ImGuiWindowFlags.AlwaysAutoResize)) {
            ImGui.pushTextWrapPos(540);
            ImGui.textWrapped(Widgets.literal(message));
            ImGui.popTextWrapPos();
            ImGui.textDisabled(levelShown ? "The level on screen stays open." : "");
            if (ImGui.button("OK", 120, 0)) {
                ImGui.closeCurrentPopup();
            }
            ImGui.endPopup();
        }
    }
}
