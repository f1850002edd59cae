package org.tomblens.app.window;

import imgui.ImGui;
import org.tomblens.app.input.WindowSizes;
import org.tomblens.render.ui.WindowFramebuffer;

/**
 * Where the 3D view goes: the dock space's central node, the part of the window no panel covers. The
 * node is known after a UI frame, so each frame draws the view where the last frame's node was.
 * Converts between window coordinates (points, top left) and the view's framebuffer pixels, the window's sizes as its
 * events last told them.
 */
final class SceneViewport {
    private final WindowSizes sizes;
    private float nodeX;
    private float nodeY;
    private float nodeWidth = -1;
    private float nodeHeight = -1;
    private float scaleX = 1;
    private float scaleY = 1;
    private int x;
    private int y;
    private int width;
    private int height;

    SceneViewport(WindowSizes sizes) {
        this.sizes = sizes;
    }

    /** The framebuffer's size in pixels. */
    int framebufferWidth() {
        return sizes.framebufferWidth();
    }

    int framebufferHeight() {
        return sizes.framebufferHeight();
    }

    /** Fills the window with the colour behind the view, when no level is drawn. */
    void clear() {
        WindowFramebuffer.clear(sizes.framebufferWidth(), sizes.framebufferHeight(), 0.08f, 0.09f, 0.11f);
    }

    /** Sizes the view for the framebuffer and the window (they differ on high-density screens). */
    void fit() {
        fit(sizes.framebufferWidth(), sizes.framebufferHeight(), sizes.width(), sizes.height());
    }

    private void fit(int framebufferWidth, int framebufferHeight, int windowWidth, int windowHeight) {
        scaleX = windowWidth > 0 ? framebufferWidth / (float) windowWidth : 1;
        scaleY = windowHeight > 0 ? framebufferHeight / (float) windowHeight : 1;
        if (nodeWidth <= 0 || nodeHeight <= 0) {
            x = 0;
            y = 0;
            width = framebufferWidth;
            height = framebufferHeight;
            return;
        }
        x = Math.round(nodeX * scaleX);
        width = Math.max(1, Math.round(nodeWidth * scaleX));
        height = Math.max(1, Math.round(nodeHeight * scaleY));
        y = Math.max(0, framebufferHeight - Math.round((nodeY + nodeHeight) * scaleY));
    }

    /** Remembers the dock space's central node for the next frame. */
    void follow(int dockSpace) {
        var node = imgui.internal.ImGui.dockBuilderGetCentralNode(dockSpace);
        if (node == null || node.ptr == 0) {
            nodeWidth = -1;
            return;
        }
        var viewport = ImGui.getMainViewport();
        nodeX = node.getPosX() - viewport.getPosX();
        nodeY = node.getPosY() - viewport.getPosY();
        nodeWidth = node.getSizeX();
        nodeHeight = node.getSizeY();
    }

    int x() {
        return x;
    }

    int y() {
        return y;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /** The view's left edge in window points. */
    float left() {
        return nodeWidth <= 0 ? 0 : nodeX;
    }

    /** The view's top edge in window points. */
    float top() {
        return nodeWidth <= 0 ? 0 : nodeY;
    }

    /** The view's width in window points. */
    float pointWidth() {
        return width / scaleX;
    }

    /** The view's height in window points. */
    float pointHeight() {
        return height / scaleY;
    }

    /** A window x (points from the left) as a pixel of the view. */
    int toViewX(int windowX) {
        return Math.round(windowX * scaleX) - x;
    }

    /** A window y (points from the top) as a pixel of the view, counted from its top. */
    int toViewY(int windowY) {
        var framebufferY = Math.round(windowY * scaleY);
        var viewTop = Math.round(nodeWidth <= 0 ? 0 : nodeY * scaleY);
        return framebufferY - viewTop;
    }
}
