package org.tomblens.app.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import imgui.ImGui;
import imgui.flag.ImGuiCond;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.testing.GlHarness;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * The interface drawn again only where the view under it changed, as the window does while only the level moves:
 * in real OpenGL, a frame that keeps the last frame's picture must be pixel for pixel the frame drawn in full.
 */
class InterfaceReuseTest {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 480;
    /** The view's rectangle, from the bottom left as OpenGL counts: x 200 to 500, y 100 to 350. */
    private static final int[] VIEW = {200, 100, 300, 250};
    /**
     * Two parts of the view, x 220 to 310 and 330 to 420, y 150 to 300, as the renderer gives the parts round two
     * entities apart: the interface's window covers the first in part.
     */
    private static final int[] PARTS = {220, 150, 90, 150, 330, 150, 90, 150};
    private static final int RED = 0xff0000;
    private static final int GREEN = 0x00ff00;
    private static final int MAGENTA = 0xff00ff;

    private GlHarness gl;
    private ImGuiLayer ui;

    @BeforeEach
    void open() {
        gl = new GlHarness(WIDTH, HEIGHT);
        ui = InterfaceOnWindow.open(gl.context().window());
        // The font atlas and the first frames' layout settle over a few frames.
        for (int frame = 0; frame < 3; frame++) {
            frame(false, RED, "Lara's Home");
        }
    }

    @AfterEach
    void close() {
        ui.close();
        gl.close();
    }

    @Test
    void aFrameThatKeepsTheInterfaceIsTheFrameDrawnInFull() {
        var before = gl.read();
        var kept = frame(true, GREEN, "Lara's Home");
        var full = frame(false, GREEN, "Lara's Home");

        assertArrayEquals(full.rgba(), kept.rgba(), "every pixel as the frame drawn in full");
        // The view changed under the interface, which lies over it: the interface's window covers x 120 to 320 and,
        // from the top, y 200 to 320, the view x 200 to 500 and, from the top, y 130 to 380.
        assertEquals(RED, before.rgbAt(450, 300), "the view before, where no panel is");
        assertEquals(GREEN, kept.rgbAt(450, 300), "the view now, where no panel is");
        assertNotEquals(GREEN, kept.rgbAt(250, 250), "the window over the view");
        assertNotEquals(before.rgbAt(250, 250), kept.rgbAt(250, 250), "the window over the view, blended with it");
    }

    @Test
    void anUnchangedInterfaceIsNotDrawnAgainOutsideTheView() {
        // Pixels outside the view, one under the interface's window (150, 300 from the top) and one where nothing is
        // (20, 20), are marked: a frame that draws the interface again would cover or clear them.
        mark(150, HEIGHT - 300);
        mark(20, HEIGHT - 20);
        var kept = frame(true, GREEN, "Lara's Home");
        assertEquals(MAGENTA, kept.rgbAt(150, 300), "under the window, outside the view");
        assertEquals(MAGENTA, kept.rgbAt(20, 20), "outside the window and the view");

        var changed = frame(true, GREEN, "Croft Manor");
        assertNotEquals(MAGENTA, changed.rgbAt(150, 300), "a changed interface is drawn in full");
        assertNotEquals(MAGENTA, changed.rgbAt(20, 20), "a changed interface is drawn in full");
        assertArrayEquals(frame(false, GREEN, "Croft Manor").rgba(), changed.rgba(),
                "every pixel as the frame drawn in full");
    }

    @Test
    void anInterfaceDrawnAgainWithoutAFrameOfItsOwnIsTheFrameDrawnInFull() {
        mark(150, HEIGHT - 300);
        gl.target().bind();
        fill(VIEW[0], VIEW[1], VIEW[2], VIEW[3], GREEN);
        var drewAgain = ui.drawAgainWithin(true, VIEW[0], VIEW[1], VIEW[2], VIEW[3], VIEW, 1);
        var again = gl.read();

        assertTrue(drewAgain, "the picture kept, the view's rectangle the last frame's");
        assertEquals(MAGENTA, again.rgbAt(150, 300), "outside the view nothing is drawn");
        assertNotEquals(GREEN, again.rgbAt(250, 250), "the window over the view, drawn again");
        var full = frame(false, GREEN, "Lara's Home");
        assertArrayEquals(full.rgba(), withMarkOf(again, full).rgba(), "every pixel but the mark's as in full");
    }

    @Test
    void theInterfaceIsNotDrawnAgainOverAnotherRectangleOrAPictureMadeAnew() {
        assertFalse(ui.drawAgainWithin(false, VIEW[0], VIEW[1], VIEW[2], VIEW[3], VIEW, 1), "a picture made anew");
        assertFalse(ui.drawAgainWithin(true, VIEW[0], VIEW[1], VIEW[2] - 1, VIEW[3], VIEW, 1), "another rectangle");
    }

    @Test
    void anInterfaceDrawnAgainOverPartsOfTheViewIsTheFrameDrawnInFull() {
        // Only the PARTS of the view changed (green, the rest still red): the interface's window lies over the first.
        gl.target().bind();
        fillParts(GREEN);
        assertTrue(ui.drawAgainWithin(true, VIEW[0], VIEW[1], VIEW[2], VIEW[3], PARTS, 2), "the picture kept");
        var again = gl.read();
        var full = frame(false, RED, GREEN, "Lara's Home");
        assertArrayEquals(full.rgba(), again.rgba(), "every pixel as the frame drawn in full, with no ImGui frame");
        assertEquals(GREEN, again.rgbAt(380, 250), "the second part, where no panel is");
        assertEquals(RED, again.rgbAt(324, 250), "the view between the parts");
        assertEquals(RED, again.rgbAt(450, 250), "the view beside them");
        assertNotEquals(GREEN, again.rgbAt(250, 250), "the window over the first part, drawn again");

        // With a frame of Dear ImGui that draws what it drew before: drawn again only over the parts.
        gl.target().bind();
        fillParts(MAGENTA);
        ui.beginFrame();
        panel("Lara's Home");
        assertFalse(ui.finishFrame(true, VIEW[0], VIEW[1], VIEW[2], VIEW[3]), "the interface as it was");
        ui.draw(PARTS, 2);
        assertArrayEquals(frame(false, RED, MAGENTA, "Lara's Home").rgba(), gl.read().rgba(),
                "every pixel as the frame drawn in full");
    }

    /** {@code image} with the square around the mark at (150, 300 from the top) taken from {@code other}. */
    private static RgbaImage withMarkOf(RgbaImage image, RgbaImage other) {
        var pixels = image.rgba().clone();
        for (int y = 295; y <= 305; y++) {
            for (int x = 145; x <= 155; x++) {
                var at = (y * WIDTH + x) * 4;
                System.arraycopy(other.rgba(), at, pixels, at, 4);
            }
        }
        return new RgbaImage(WIDTH, HEIGHT, pixels);
    }

    /** Draws a frame: the view filled with {@code view}'s colour, then a window showing {@code text} over its left. */
    private RgbaImage frame(boolean kept, int view, String text) {
        return frame(kept, view, view, text);
    }

    /** As {@link #frame(boolean, int, String)}, with the {@link #PARTS} of the view in {@code part}'s colour. */
    private RgbaImage frame(boolean kept, int view, int part, String text) {
        gl.target().bind();
        if (!kept) {
            WindowFramebuffer.clear(WIDTH, HEIGHT, 0, 0, 0);
        }
        fill(VIEW[0], VIEW[1], VIEW[2], VIEW[3], view);
        fillParts(part);
        ui.beginFrame();
        panel(text);
        ui.finishFrame(kept, VIEW[0], VIEW[1], VIEW[2], VIEW[3]);
        ui.draw(VIEW, 1);
        return gl.read();
    }

    /** The interface: a window showing {@code text}, covering x 120 to 320 and, from the top, y 200 to 320. */
    private static void panel(String text) {
        ImGui.setNextWindowPos(120, 200, ImGuiCond.Always);
        ImGui.setNextWindowSize(200, 120, ImGuiCond.Always);
        ImGui.begin("Panel");
        ImGui.text(text);
        ImGui.button("Open level");
        ImGui.end();
    }

    private static void fillParts(int rgb) {
        for (int at = 0; at < PARTS.length; at += 4) {
            fill(PARTS[at], PARTS[at + 1], PARTS[at + 2], PARTS[at + 3], rgb);
        }
    }

    private static void mark(int x, int y) {
        fill(x - 2, y - 2, 5, 5, MAGENTA);
    }

    private static void fill(int x, int y, int width, int height, int rgb) {
        WindowFramebuffer.fill(x, y, width, height, (rgb >> 16) / 255f, (rgb >> 8 & 0xff) / 255f, (rgb & 0xff) / 255f);
    }
}
