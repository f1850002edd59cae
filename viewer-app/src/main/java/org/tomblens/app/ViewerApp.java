package org.tomblens.app;

import static org.lwjgl.glfw.GLFW.*;
import static org.lwjgl.opengl.GL11C.*;

import imgui.ImGui;
import java.nio.file.Path;
import org.tomblens.app.ui.ImGuiLayer;
import org.tomblens.render.gl.GlContext;
import org.tomblens.render.gl.GlUnavailableException;
import org.tomblens.render.gl.Glfw;

/** The viewer window and its frame loop. */
public final class ViewerApp {
    private ViewerApp() {}

    /** Opens the window (on {@code file}, or the demo level) and runs until it is closed; returns the exit status. */
    public static int run(Path file) {
        try {
            Glfw.hintCoreContext();
            glfwWindowHint(GLFW_MAXIMIZED, GLFW_FALSE);
            try (var context = GlContext.window(1280, 720, "TombLens");
                 var ui = new ImGuiLayer(context.window(), null)) {
                glfwSwapInterval(1);
                loop(context.window(), ui, file);
            }
            return 0;
        } catch (GlUnavailableException e) {
            System.err.println("tomblens: " + e.getMessage());
            return 2;
        }
    }

    private static void loop(long window, ImGuiLayer ui, Path file) {
        var width = new int[1];
        var height = new int[1];
        while (!glfwWindowShouldClose(window)) {
            glfwPollEvents();
            glfwGetFramebufferSize(window, width, height);
            glViewport(0, 0, width[0], height[0]);
            glClearColor(0.11f, 0.12f, 0.14f, 1f);
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
            ui.beginFrame();
            if (ImGui.beginMainMenuBar()) {
                if (ImGui.beginMenu("File")) {
                    if (ImGui.menuItem("Quit", "Ctrl+Q")) {
                        glfwSetWindowShouldClose(window, true);
                    }
                    ImGui.endMenu();
                }
                ImGui.endMainMenuBar();
            }
            ImGui.text(file == null ? "No level loaded." : "Level: " + file);
            ui.endFrame();
            glfwSwapBuffers(window);
        }
    }
}
