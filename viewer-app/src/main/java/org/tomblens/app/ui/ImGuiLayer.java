package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.flag.ImGuiConfigFlags;
import imgui.gl3.ImGuiImplGl3;
import imgui.glfw.ImGuiImplGlfw;

/**
 * Dear ImGui on one GLFW window with the OpenGL 3 backend. Everything the panels draw between
 * {@link #beginFrame()} and {@link #endFrame()} is rendered into the framebuffer bound at the end.
 */
public final class ImGuiLayer implements AutoCloseable {
    private final ImGuiImplGlfw platform = new ImGuiImplGlfw();
    private final ImGuiImplGl3 renderer = new ImGuiImplGl3();

    /**
     * @param window the GLFW window whose input ImGui reads
     * @param iniFile where ImGui keeps its layout, or null to keep none
     */
    public ImGuiLayer(long window, String iniFile) {
        ImGui.createContext();
        var io = ImGui.getIO();
        io.setIniFilename(iniFile);
        // No keyboard navigation: a focused panel would take the keys the camera flies with.
        io.addConfigFlags(ImGuiConfigFlags.DockingEnable);
        platform.init(window, true);
        renderer.init("#version 330 core");
    }

    public void beginFrame() {
        renderer.newFrame();
        platform.newFrame();
        ImGui.newFrame();
    }

    public void endFrame() {
        ImGui.render();
        renderer.renderDrawData(ImGui.getDrawData());
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
