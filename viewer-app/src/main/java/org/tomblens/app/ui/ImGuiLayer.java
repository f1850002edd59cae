package org.tomblens.app.ui;

import imgui.ImFontConfig;
import imgui.ImGui;
import imgui.flag.ImGuiConfigFlags;
import imgui.gl3.ImGuiImplGl3;
import imgui.glfw.ImGuiImplGlfw;
import org.tomblens.app.load.ClasspathResource;

/**
 * Dear ImGui on one GLFW window with the OpenGL 3 backend. Everything the panels draw between
 * {@link #beginFrame()} and {@link #endFrame()} is rendered into the framebuffer bound at the end.
 *
 * <p>Text is the bundled Roboto rasterised at the interface's scale, and the style's sizes are scaled with it,
 * so a high-DPI screen gets sharp text of the size its system asks for, not a blurred enlargement; when the
 * scale changes (another monitor, or the user's choice) the font is built anew before the next frame.
 */
public final class ImGuiLayer implements AutoCloseable {
    /** The font's height at 100 %, in pixels. */
    public static final float FONT_PIXELS = 15;
    private static final String FONT = "/assets/fonts/Roboto-Medium.ttf";

    private final ImGuiImplGlfw platform = new ImGuiImplGlfw();
    private final ImGuiImplGl3 renderer = new ImGuiImplGl3();
    private final byte[] font = ClasspathResource.read(FONT, "the interface font");
    private final InterfaceScale scale;
    /** The scale the style's sizes and the font were last built for. */
    private float sizesBuilt = 1;
    private float pixelsBuilt;

    /**
     * @param window the GLFW window whose input ImGui reads
     * @param iniFile where ImGui keeps its layout, or null to keep none
     * @param chosenScale the interface scale the user chose, or 0 to follow the monitor
     */
    public ImGuiLayer(long window, String iniFile, float chosenScale) {
        ImGui.createContext();
        var io = ImGui.getIO();
        io.setIniFilename(iniFile);
        // No keyboard navigation: a focused panel would take the keys the camera flies with.
        io.addConfigFlags(ImGuiConfigFlags.DockingEnable);
        scale = new InterfaceScale(window, chosenScale);
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
        }
        renderer.newFrame();
        platform.newFrame();
        ImGui.newFrame();
    }

    public void endFrame() {
        ImGui.render();
        renderer.renderDrawData(ImGui.getDrawData());
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
