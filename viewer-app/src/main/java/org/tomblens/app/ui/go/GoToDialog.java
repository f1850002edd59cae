package org.tomblens.app.ui.go;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import imgui.flag.ImGuiInputTextFlags;
import imgui.flag.ImGuiKey;
import imgui.flag.ImGuiWindowFlags;
import imgui.type.ImString;
import java.util.List;
import java.util.Map;
import org.tomblens.app.ui.common.ControlPlaces;
import org.tomblens.app.ui.common.ViewerContext;

/**
 * The Go to box (Ctrl+G): type a room, an entity or a sector and the camera flies there; words that lead
 * nowhere say why and stay to be corrected.
 */
public final class GoToDialog {
    public static final String TITLE = "Go to";
    private static final int WORDS = 0;
    private static final int GO = 1;

    private final ImString words = new ImString(64);
    private final ControlPlaces places = new ControlPlaces(List.of("words", "go"));
    private boolean wanted;
    private boolean focusWords;
    private String problem = "";

    /** Opens the box on the next frame, empty, with the keyboard in it. */
    public void open() {
        wanted = true;
    }

    public void draw(ViewerContext context) {
        places.clear();
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
        // Reported while shown and once more when it closes, its controls gone.
        places.report(TITLE, Map.of("problem", problem), context.reports());
    }

    private void box(ViewerContext context) {
        if (!context.hasLevel() || ImGui.isKeyPressed(ImGuiKey.Escape)) {
            ImGui.closeCurrentPopup();
            return;
        }
        ImGui.textDisabled(GoTo.USAGE);
        if (focusWords) {
            ImGui.setKeyboardFocusHere();
            focusWords = false;
        }
        ImGui.setNextItemWidth(em(24));
        var entered = ImGui.inputTextWithHint("##words", "room, #entity or room x z", words,
                ImGuiInputTextFlags.EnterReturnsTrue | ImGuiInputTextFlags.AutoSelectAll);
        places.remember(WORDS);
        if (!problem.isEmpty()) {
            ImGui.pushTextWrapPos(ImGui.getCursorPosX() + 360);
            ImGui.textColored(1f, 0.6f, 0.3f, 1f, problem);
            ImGui.popTextWrapPos();
        }
        var go = ImGui.button("Go", 120, 0);
        places.remember(GO);
        ImGui.sameLine();
        var cancel = ImGui.button("Cancel", 120, 0);
        if (entered || go) {
            goThere(context);
        } else if (cancel) {
            ImGui.closeCurrentPopup();
        }
    }

    private void goThere(ViewerContext context) {
        var read = GoTo.read(words.get(), context.session().level());
        if (read.destination() == null) {
            problem = read.problem();
            focusWords = true;
            return;
        }
        ImGui.closeCurrentPopup();
        read.destination().goThere(context.actions());
    }
}
