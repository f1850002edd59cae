package org.tomblens.app.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import imgui.ImGui;
import imgui.type.ImString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tomblens.render.testing.GlHarness;

/**
 * Whose the keys pressed between two frames are, on a real Dear ImGui in real OpenGL: a panel with a text field, a
 * button and a dialog (a modal popup), clicked as the window's mouse events reach ImGui, a press and its release in
 * frames of their own.
 */
class InterfaceKeysTest {
    private GlHarness gl;
    private ImGuiLayer ui;
    private final ImString text = new ImString(64);
    /** The centres of the field and the button, as the last frame laid them out. */
    private final float[] field = new float[2];
    private final float[] button = new float[2];
    private boolean pressed;
    private boolean dialogWanted;

    @BeforeEach
    void open() {
        gl = new GlHarness(640, 480);
        ui = InterfaceOnWindow.open(gl.context().window());
        frame();
        frame();
    }

    @AfterEach
    void close() {
        ui.close();
        gl.close();
    }

    @Test
    void aFieldHoldsTheKeysWhileActiveAndLetsGoWithTheClickThatLeavesIt() {
        assertFalse(ImGuiLayer.holdsKeys(), "nothing is active");
        click(field);
        frame();
        assertTrue(ImGuiLayer.holdsKeys(), "the field clicked holds the keyboard");

        press(button, true);
        assertFalse(ImGuiLayer.holdsKeys(), "the press on the button took the keyboard from the field");
        press(button, false);
        assertTrue(pressed, "the button was pressed");
        assertTrue(ImGui.getIO().getWantTextInput(), "ImGui's own flag still says text is wanted, a frame late");
        assertFalse(ImGuiLayer.holdsKeys(), "keys pressed just after pressing the button are the viewer's");
        frame();
        assertFalse(ImGuiLayer.holdsKeys());
    }

    @Test
    void anOpenDialogHoldsTheKeys() {
        dialogWanted = true;
        frame();
        frame();
        assertTrue(ImGuiLayer.holdsKeys(), "a dialog is open");
        dialogWanted = false;
        frame();
        assertFalse(ImGuiLayer.holdsKeys(), "the dialog closed");
    }

    private void click(float[] at) {
        press(at, true);
        press(at, false);
    }

    /** Moves the mouse to {@code at} and presses or releases its left button, then draws a frame. */
    private void press(float[] at, boolean down) {
        ImGui.getIO().addMousePosEvent(at[0], at[1]);
        ImGui.getIO().addMouseButtonEvent(0, down);
        frame();
    }

    private void frame() {
        ui.beginFrame();
        ImGui.setNextWindowPos(10, 10);
        ImGui.setNextWindowSize(300, 200);
        ImGui.begin("Keys");
        ImGui.inputText("##field", text);
        centre(field);
        pressed = ImGui.button("Press", 100, 30);
        centre(button);
        if (dialogWanted && !ImGui.isPopupOpen("Dialog")) {
            ImGui.openPopup("Dialog");
        }
        if (ImGui.beginPopupModal("Dialog")) {
            ImGui.text("A dialog");
            if (!dialogWanted) {
                ImGui.closeCurrentPopup();
            }
            ImGui.endPopup();
        }
        ImGui.end();
        ui.finishFrame(false, 0, 0, 640, 480);
        ui.draw(new int[] {0, 0, 640, 480}, 1);
    }

    private static void centre(float[] into) {
        into[0] = (ImGui.getItemRectMinX() + ImGui.getItemRectMaxX()) / 2;
        into[1] = (ImGui.getItemRectMinY() + ImGui.getItemRectMaxY()) / 2;
    }
}
