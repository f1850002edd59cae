package org.tomblens.app.ui;

import imgui.ImDrawData;
import imgui.ImFontConfig;
import imgui.ImGui;
import imgui.flag.ImGuiConfigFlags;
import imgui.flag.ImGuiKey;
import imgui.flag.ImGuiMouseButton;
import imgui.flag.ImGuiPopupFlags;
import imgui.glfw.ImGuiImplGlfw;
import java.util.function.DoubleSupplier;
import org.tomblens.app.load.ClasspathResource;
import org.tomblens.render.ui.RegionGl3Renderer;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * Dear ImGui on one GLFW window with the OpenGL 3 backend. Everything the panels draw between
 * {@link #beginFrame()} and {@link #finishFrame} is rendered by {@link #draw} into the framebuffer bound then.
 *
 * <p>Text is the bundled Roboto rasterised at the interface's scale, and the style's sizes are scaled with it,
 * so a high-DPI screen gets sharp text of the size its system asks for, not a blurred enlargement; when the
 * scale changes (another monitor, or the user's choice) the font is built anew before the next frame.
 */
public final class ImGuiLayer implements AutoCloseable {
    /** The font's height at 100 %, in pixels. */
    public static final float FONT_PIXELS = 15;
    /** The colour behind the panels, red, green and blue: the window's where no level is drawn. */
    private static final float[] BACKGROUND = {0.08f, 0.09f, 0.11f};
    private static final String FONT = "/assets/fonts/Roboto-Medium.ttf";

    private final ImGuiImplGlfw platform = new ImGuiImplGlfw();
    private final RegionGl3Renderer renderer = new RegionGl3Renderer();
    /** Made once Dear ImGui's library is loaded, whose sizes it reads. */
    private final DrawnInterface drawn;
    /** Whether the last interface drawn lies over the rectangle drawn anew, which is kept in {@code region}. */
    private boolean overRegion;
    private final int[] region = new int[4];
    /** Whether the interface of the frame ended is to be drawn in full. */
    private boolean drawWhole;
    /** Whether the font was built anew since the interface was last drawn in full. */
    private boolean fontBuilt = true;
    private final byte[] font = ClasspathResource.read(FONT, "the interface font");
    private final InterfaceScale scale;
    /** The scale the style's sizes and the font were last built for. */
    private float sizesBuilt = 1;
    private float pixelsBuilt;
    /** The item Dear ImGui had active as its last frame began (0 for none): one, as Dear ImGui's context is one. */
    private static int activeAsFrameBegan;

    /**
     * @param window the GLFW window whose input ImGui reads
     * @param pixelsPerPoint the framebuffer's pixels per window coordinate, as the window's events keep its sizes
     * @param iniFile where ImGui keeps its layout, or null to keep none
     * @param chosenScale the interface scale the user chose, or 0 to follow the monitor
     */
    public ImGuiLayer(long window, DoubleSupplier pixelsPerPoint, String iniFile, float chosenScale) {
        ImGui.createContext();
        drawn = new DrawnInterface();
        var io = ImGui.getIO();
        io.setIniFilename(iniFile);
        // No keyboard navigation: a focused panel would take the keys the camera flies with.
        io.addConfigFlags(ImGuiConfigFlags.DockingEnable);
        scale = new InterfaceScale(window, pixelsPerPoint, chosenScale);
        buildFonts();
        platform.init(window, true);
        renderer.init("#version 330 core");
    }

    /** The interface's scale, to show and choose in the View menu. */
    public InterfaceScale scale() {
        return scale;
    }

    public void beginFrame() {
        var pixels = scale.pixelsPerPoint();
        if (scale.sizes(pixels) != sizesBuilt || pixels != pixelsBuilt) {
            buildFonts();
            renderer.destroyFontsTexture();
            renderer.createFontsTexture();
            fontBuilt = true;
        }
        renderer.newFrame();
        platform.newFrame();
        ImGui.newFrame();
        activeAsFrameBegan = imgui.internal.ImGui.getActiveID();
    }

    /**
     * Whether the frame begun took a key's or a mouse button's change from Dear ImGui's queue of input. Events that
     * come faster than frames wait there and are taken a change or two a frame (the trickling of its input queue,
     * imgui.cpp UpdateInputEvents): keys typed in a burst reach a text field frames after the last has arrived.
     */
    public boolean tookInput() {
        for (int key = ImGuiKey.NamedKey_BEGIN; key < ImGuiKey.NamedKey_END; key++) {
            if (ImGui.isKeyPressed(key, false) || ImGui.isKeyReleased(key)) {
                return true;
            }
        }
        for (int button = 0; button < ImGuiMouseButton.COUNT; button++) {
            if (ImGui.isMouseClicked(button) || ImGui.isMouseReleased(button)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Ends the frame, for the window's picture, kept from the last frame when {@code kept}, of which this frame drew
     * anew what lies in the rectangle from pixel (x, y) (from the bottom left) of {@code width} x {@code height} (the
     * level's view). Returns whether the interface must be drawn in full ({@link #draw}): the picture may then differ
     * from the last frame's anywhere, and its rectangle must hold all of this frame's drawing. An interface that draws
     * what the last frame's did, with the font's texture alone, into a picture that holds it as drawn, is drawn again
     * only over the part of the rectangle drawn anew, where the new pixels lie under it: the picture then is pixel for
     * pixel what drawing it all would give.
     */
    public boolean finishFrame(boolean kept, int x, int y, int width, int height) {
        ImGui.render();
        var data = ImGui.getDrawData();
        drawWhole = !drawn.same(data, renderer.fontTexture()) || !keptAsDrawn(kept, x, y, width, height);
        if (drawWhole) {
            fontBuilt = false;
            region[0] = x;
            region[1] = y;
            region[2] = width;
            region[3] = height;
            overRegion = drawsWithinRegion(data);
        }
        return drawWhole;
    }

    /**
     * Draws the interface of the frame {@link #finishFrame} ended into the bound target: in full, the picture outside
     * the rectangle cleared first, when it said so; otherwise only within {@code count} of {@code parts} (x, y, width
     * and height of each, one after another, inside the rectangle, none overlapping another), and not at all when it
     * has nothing over the rectangle.
     */
    public void draw(int[] parts, int count) {
        var data = ImGui.getDrawData();
        if (drawWhole) {
            clearOutsideRegion(data);
            renderer.renderDrawData(data);
        } else {
            drawWithin(data, parts, count);
        }
    }

    /**
     * Draws the interface the last frame drew again, with no new frame of Dear ImGui, where it lies over {@code count}
     * of {@code parts} of the rectangle from (x, y) of {@code width} x {@code height}, the parts drawn anew (as
     * {@link #draw} does for an interface that did not change): when the picture was kept, the rectangle is the last
     * frame's and the font was not built anew since. Otherwise draws nothing and returns false: the interface is then
     * drawn in a frame of its own.
     */
    public boolean drawAgainWithin(boolean kept, int x, int y, int width, int height, int[] parts, int count) {
        if (!keptAsDrawn(kept, x, y, width, height)) {
            return false;
        }
        drawWithin(ImGui.getDrawData(), parts, count);
        return true;
    }

    private void drawWithin(ImDrawData data, int[] parts, int count) {
        if (overRegion) {
            renderer.renderWithin(data, parts, count);
        }
    }

    /**
     * Whether the picture holds the interface as the last frame drew it, around this frame's rectangle drawn anew:
     * the picture was kept, the rectangle is the last frame's, and the font was not built anew since.
     */
    private boolean keptAsDrawn(boolean kept, int x, int y, int width, int height) {
        return kept && !fontBuilt && region[0] == x && region[1] == y && region[2] == width && region[3] == height;
    }

    /** Whether Dear ImGui runs (a layer was made and not closed): before, none of its calls may be made. */
    public static boolean running() {
        return ImGui.getCurrentContext().ptr != 0;
    }

    /**
     * Whether the keys pressed now are Dear ImGui's: a text field holds the keyboard, or a dialog (a modal popup) is
     * open. Asked between frames, as keys arrive.
     *
     * <p>ImGui's own "wants text input" is set as a frame begins, from the frame before: between frames it still
     * holds for a field that the last frame left, when a click elsewhere took the keyboard from it, and keys pressed
     * at once after the click (F12 after pressing a button) would be lost to a field no longer active. So a field
     * holds the keyboard only while the item active as the last frame began is still active as it ended. ImGui's
     * "wants the keyboard" holds for a frame after any widget was clicked, which would swallow the viewer's keys
     * pressed just after a click: it is only trusted with a popup open.
     */
    public static boolean holdsKeys() {
        if (!running()) {
            return false;
        }
        var io = ImGui.getIO();
        var active = imgui.internal.ImGui.getActiveID();
        var typing = io.getWantTextInput() && active != 0 && active == activeAsFrameBegan;
        return typing || io.getWantCaptureKeyboard()
                && ImGui.isPopupOpen("", ImGuiPopupFlags.AnyPopupId | ImGuiPopupFlags.AnyPopupLevel);
    }

    /** Whether the interface draws within the region, in its own coordinates (points from the top left). */
    private boolean drawsWithinRegion(ImDrawData data) {
        var scaleX = data.getFramebufferScaleX();
        var scaleY = data.getFramebufferScaleY();
        var left = data.getDisplayPosX() + region[0] / scaleX;
        var top = data.getDisplayPosY() + data.getDisplaySizeY() - (region[1] + region[3]) / scaleY;
        return drawn.drawsWithin(data, left, top, left + region[2] / scaleX, top + region[3] / scaleY);
    }

    /** Clears the target outside the region, where only the interface draws, to the colour behind the view. */
    private void clearOutsideRegion(ImDrawData data) {
        var width = Math.round(data.getDisplaySizeX() * data.getFramebufferScaleX());
        var height = Math.round(data.getDisplaySizeY() * data.getFramebufferScaleY());
        WindowFramebuffer.fillOutside(width, height, region, BACKGROUND[0], BACKGROUND[1], BACKGROUND[2]);
    }

    /** Rasterises the font for the scale now wanted and scales the style's sizes from the last build's. */
    private void buildFonts() {
        var pixels = scale.pixelsPerPoint();
        var sizes = scale.sizes(pixels);
        var atlas = ImGui.getIO().getFonts();
        atlas.clear();
        var config = new ImFontConfig();
        // Rasterised once at the framebuffer's resolution; drawn at the point size that is wanted.
        config.setOversampleH(2);
        config.setOversampleV(1);
        atlas.addFontFromMemoryTTF(font, Math.round(FONT_PIXELS * sizes * pixels), config);
        config.destroy();
        atlas.build();
        ImGui.getIO().setFontGlobalScale(1 / pixels);
        ImGui.getStyle().scaleAllSizes(sizes / sizesBuilt);
        sizesBuilt = sizes;
        pixelsBuilt = pixels;
    }

    @Override
    public void close() {
        drawn.close();
        renderer.shutdown();
        try {
            platform.shutdown();
        } catch (NullPointerException e) {
            // The GLFW backend destroys every standard cursor it asked for, also those the system could not make
            // (a desktop without a cursor theme gives none), which LWJGL refuses; the window closes all the same.
        }
        ImGui.destroyContext();
    }
}
