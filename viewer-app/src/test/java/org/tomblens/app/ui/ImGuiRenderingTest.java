package org.tomblens.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import org.junit.jupiter.api.Test;
import org.tomblens.render.testing.GlHarness;
import org.tomblens.render.ui.WindowFramebuffer;

class ImGuiRenderingTest {

    @Test
    void windowWithTextAndButtonCoversItsRectangleAndNothingElse() {
        try (var gl = new GlHarness(640, 480); var ui = InterfaceOnWindow.open(gl.context().window())) {
            // The font atlas and first-frame layout settle over a couple of frames; draw the same UI thrice.
            for (int frame = 0; frame < 3; frame++) {
                gl.target().bind();
                WindowFramebuffer.clear(640, 480, 0f, 0f, 0f);
                ui.beginFrame();
                ImGui.setNextWindowPos(100, 80, ImGuiCond.Always);
                ImGui.setNextWindowSize(300, 200, ImGuiCond.Always);
                ImGui.begin("Test window");
                ImGui.text("Lara's Home");
                ImGui.button("Open level");
                ImGui.end();
                ui.finishFrame(false, 0, 0, 640, 480);
                ui.draw(new int[] {0, 0, 640, 480}, 1);
            }
            var image = gl.readAndSave("imgui-window");

            var changed = 0;
            for (int y = 80; y < 280; y++) {
                for (int x = 100; x < 400; x++) {
                    if (image.rgbAt(x, y) != 0x000000) {
                        changed++;
                    }
                }
            }
            assertTrue(changed > 300 * 200 * 9 / 10, "most of the window's pixels differ from the clear colour: " + changed);
            assertEquals(0x000000, image.rgbAt(20, 20), "outside the window");
            assertEquals(0x000000, image.rgbAt(600, 400), "outside the window");
        }
    }
}
