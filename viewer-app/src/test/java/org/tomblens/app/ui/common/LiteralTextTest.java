package org.tomblens.app.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.tomblens.app.ui.InterfaceOnWindow;
import org.tomblens.render.testing.GlHarness;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * Text with '%' in it (a chance of "80%", a file named "100%.tr2") is drawn as it is: Dear ImGui's Text functions
 * take a printf format, and a '%' read as a conversion prints something else. The width Dear ImGui gives the drawn
 * item is compared with its own measure of the string itself.
 */
class LiteralTextTest {

    private static final String TEXT = "80% random, 5%s of 100%d";

    @Test
    void eachTextCallDrawsItsStringWithItsPercentSigns() {
        var drawn = new LinkedHashMap<String, Float>();
        var calls = new LinkedHashMap<String, Consumer<String>>();
        calls.put("text", Widgets::text);
        calls.put("textDisabled", Widgets::textDisabled);
        calls.put("textWrapped", Widgets::textWrapped);
        calls.put("textColored", text -> Widgets.textColored(1, 1, 0, 1, text));
        calls.put("bulletText", Widgets::bulletText);
        float expected;
        float bullet;
        try (var gl = new GlHarness(900, 400); var ui = InterfaceOnWindow.open(gl.context().window())) {
            gl.target().bind();
            WindowFramebuffer.clear(900, 400, 0f, 0f, 0f);
            ui.beginFrame();
            ImGui.setNextWindowPos(0, 0, ImGuiCond.Always);
            ImGui.setNextWindowSize(900, 400, ImGuiCond.Always);
            ImGui.begin("Literal text");
            for (Map.Entry<String, Consumer<String>> call : calls.entrySet()) {
                call.getValue().accept(TEXT);
                drawn.put(call.getKey(), ImGui.getItemRectSizeX());
            }
            expected = ImGui.calcTextSize(TEXT).x;
            // imgui.cpp, BulletTextV: the bullet takes the font's size and the frame padding on both sides.
            bullet = ImGui.getFontSize() + ImGui.getStyle().getFramePaddingX() * 2;
            ImGui.end();
            ui.finishFrame(false, 0, 0, 900, 400);
            ui.draw(new int[] {0, 0, 900, 400}, 1);
        }
        assertEquals(expected, drawn.remove("bulletText") - bullet, 0.01f, "bulletText");
        for (var width : drawn.entrySet()) {
            assertEquals(expected, width.getValue(), 0.01f, width.getKey());
        }
    }
}
