package org.tomblens.app.ui.go;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiInputTextFlags;
import imgui.flag.ImGuiKey;
import imgui.flag.ImGuiWindowFlags;
import imgui.type.ImString;
import java.util.Map;
import org.tomblens.app.ui.common.DrawnItems;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;

/**
 * The Go to box (Ctrl+G): type a room, an entity or a sector and the camera flies there; words that lead
 * nowhere say why and stay to be corrected.
 */
public final class GoToDialog {
    public static final String TITLE = "Go to";

    private final ImString words = new ImString(64);
    private final DrawnItems items = new DrawnItems();
    private boolean wanted;
    private boolean focusWords;
    private String problem = "";

    /** Opens the box on the next frame, empty, with the keyboard in it. */
    public void open() {
        wanted = true;
    }

    public void draw(ViewerContext context) {
        items.begin(context.reports());
        if (wanted) {
            wanted = false;
            words.set("");
            problem = "";
            focusWords = true;
            ImGui.openPopup(TITLE);
        }
        var viewport = ImGui.getMainViewport();
        ImGui.setNextWindowPos(viewport.getCenterX(), viewport.getCenterY() * 0.6f, ImGuiCond.Appearing, 0.5f, 0.5f);
        if (ImGui.beginPopupModal(TITLE, ImGuiWindowFlags.AlwaysAutoResize | ImGuiWindowFlags.NoSavedSettings)) {
            box(context);
            ImGui.endPopup();
        }
        items.end();
        // Reported while shown and once more when it closes, its controls gone.
        items.report(TITLE, Map.of(), context.reports());
    }

    private void box(ViewerContext context) {
        if (!context.hasLevel() || ImGui.isKeyPressed(ImGuiKey.Escape)) {
            ImGui.closeCurrentPopup();
            return;
        }
        Widgets.textDisabled(GoTo.USAGE);
        if (focusWords) {
            ImGui.setKeyboardFocusHere();
            focusWords = false;
        }
        ImGui.setNextItemWidth(em(24));
        var entered = Widgets.inputTextWithHint("##words", "room, #entity or room x z", words,
                ImGuiInputTextFlags.EnterReturnsTrue | ImGuiInputTextFlags.AutoSelectAll);
        if (!problem.isEmpty()) {
            ImGui.pushTextWrapPos(ImGui.getCursorPosX() + 360);
            Widgets.textColored(1f, 0.6f, 0.3f, 1f, problem);
            ImGui.popTextWrapPos();
        }
        var go = Widgets.button("Go", 120, 0);
        ImGui.sameLine();
        var cancel = Widgets.button("Cancel", 120, 0);
        if (entered || go) {
            goThere(context);
        } else if (cancel) {
            ImGui.closeCurrentPopup();
        }
    }

    private void goThere(ViewerContext context) {
        var read = GoTo.read(words.get(), context.level().level());
        if (read.destination() == null) {
            problem = read.problem();
            focusWords = true;
            return;
        }
        ImGui.closeCurrentPopup();
        read.destination().goThere(context.navigation());
    }
}
