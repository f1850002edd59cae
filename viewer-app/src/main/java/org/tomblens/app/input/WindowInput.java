package org.tomblens.app.input;

import static org.lwjgl.glfw.GLFW.*;

import imgui.ImGui;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Queue;
import org.lwjgl.glfw.GLFWDropCallback;
import org.tomblens.app.camera.CameraInput;
import org.tomblens.app.camera.CameraInput.Move;
import org.tomblens.app.ui.ImGuiLayer;

/**
 * The window's keyboard, mouse and drop events, turned into camera input, clicks and key presses for
 * the viewer. Installed before Dear ImGui's own callbacks, which call these after theirs; whatever ImGui
 * wants (typing into a field, clicking a panel) is left to it. A mouse press is given to the view or to
 * ImGui by where it happens ({@link #route}), not by ImGui's claim on the mouse from the frame before, which
 * is where the pointer was then.
 */
public final class WindowInput {
    /** Pixels the mouse may move between press and release and still count as a click. */
    private static final double CLICK_SLOP = 4;

    private final CameraInput camera = new CameraInput();
    private final Queue<Integer> keys = new ArrayDeque<>();
    private final Queue<Path> drops = new ArrayDeque<>();
    private double mouseX;
    private double mouseY;
    private double pressX;
    private double pressY;
    private boolean leftDown;
    private boolean dragged;
    private boolean clicked;
    private int clickX;
    private int clickY;
    /** The buttons pressed since the last {@link #route}, GLFW button numbers as bits. */
    private int unrouted;
    /** Events the window has had: each may change what is on screen. */
    private long events;
    /** Whether the window system asked for the window's contents since {@link #takeExposed}: it may have lost them. */
    private boolean exposed;
    private final WindowSizes sizes = new WindowSizes();

    /**
     * Installs the callbacks of the window itself: its sizes, read as they are installed and kept as its events change
     * them ({@link #sizes()}), and its asks for a redraw. Every such event is counted ({@link #events()}).
     */
    public void install(long window) {
        sizes.read(window);
        glfwSetWindowRefreshCallback(window, w -> {
            events++;
            exposed = true;
        });
        glfwSetWindowSizeCallback(window, (w, width, height) -> sizes.resized(width, height));
        glfwSetFramebufferSizeCallback(window, (w, width, height) -> {
            events++;
            sizes.framebufferResized(width, height);
        });
        glfwSetWindowIconifyCallback(window, (w, iconified) -> {
            events++;
            sizes.iconified(iconified);
        });
    }

    /**
     * Installs the callbacks of the keyboard, the mouse, the focus and dropped files; every event is counted, including
     * those only Dear ImGui uses (typed characters, the pointer entering). Called as Dear ImGui starts, before it
     * installs its own: after the level's first frame, or in the window's first when no level is ready for it. Until
     * then the window was hidden or blank, with nothing to aim at, and making these eight callbacks (each a native
     * entry point of its own) took some 15 ms of the window's thread on the way to the level's first frame
     * (docs/performance.md).
     */
    public void listen(long window) {
        glfwSetKeyCallback(window, (w, key, scancode, action, mods) -> {
            events++;
            key(key, action, mods);
        });
        glfwSetCursorPosCallback(window, (w, x, y) -> {
            events++;
            cursor(x, y);
        });
        glfwSetMouseButtonCallback(window, (w, button, action, mods) -> {
            events++;
            button(button, action);
        });
        glfwSetScrollCallback(window, (w, dx, dy) -> {
            events++;
            if (!imguiWantsMouse()) {
                camera.wheel += dy;
            }
        });
        glfwSetWindowFocusCallback(window, (w, focus) -> {
            events++;
            if (!focus) {
                camera.releaseAll();
                leftDown = false;
            }
        });
        glfwSetDropCallback(window, (w, count, names) -> {
            events++;
            for (int i = 0; i < count; i++) {
                drops.add(Path.of(GLFWDropCallback.getName(names, i)));
            }
        });
        glfwSetCharCallback(window, (w, codepoint) -> events++);
        glfwSetCursorEnterCallback(window, (w, entered) -> events++);
    }

    private void key(int key, int action, int mods) {
        var typing = ImGuiLayer.holdsKeys();
        if (action == GLFW_PRESS && !typing) {
            keys.add(key | (mods & (GLFW_MOD_CONTROL | GLFW_MOD_SHIFT | GLFW_MOD_ALT)) << 16);
        }
        if (action == GLFW_REPEAT) {
            return;
        }
        var down = action == GLFW_PRESS && !typing;
        switch (key) {
            case GLFW_KEY_W, GLFW_KEY_UP -> camera.key(Move.FORWARD, down, glfwGetTime());
            case GLFW_KEY_S, GLFW_KEY_DOWN -> camera.key(Move.BACK, down, glfwGetTime());
            case GLFW_KEY_A, GLFW_KEY_LEFT -> camera.key(Move.LEFT, down, glfwGetTime());
            case GLFW_KEY_D, GLFW_KEY_RIGHT -> camera.key(Move.RIGHT, down, glfwGetTime());
            case GLFW_KEY_Q -> camera.key(Move.DOWN, down, glfwGetTime());
            case GLFW_KEY_E -> camera.key(Move.UP, down, glfwGetTime());
            case GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT -> camera.fast = down;
            case GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT -> camera.slow = down;
            default -> { }
        }
    }

    private void cursor(double x, double y) {
        var dx = x - mouseX;
        var dy = y - mouseY;
        mouseX = x;
        mouseY = y;
        if (camera.looking || camera.orbiting || camera.panning) {
            camera.mouseDeltaX += dx;
            camera.mouseDeltaY += dy;
        }
        if (leftDown && !dragged && Math.hypot(x - pressX, y - pressY) > CLICK_SLOP) {
            dragged = true;
            camera.orbiting = true;
        }
    }

    private void button(int button, int action) {
        var press = action == GLFW_PRESS;
        if (press) {
            unrouted |= 1 << button;
        }
        switch (button) {
            case GLFW_MOUSE_BUTTON_RIGHT -> camera.looking = press;
            case GLFW_MOUSE_BUTTON_MIDDLE -> camera.panning = press;
            case GLFW_MOUSE_BUTTON_LEFT -> {
                if (press) {
                    leftDown = true;
                    dragged = false;
                    pressX = mouseX;
                    pressY = mouseY;
                } else if (leftDown) {
                    leftDown = false;
                    camera.orbiting = false;
                    if (!dragged) {
                        clicked = true;
                        clickX = (int) mouseX;
                        clickY = (int) mouseY;
                    }
                }
            }
            default -> { }
        }
    }

    /**
     * Takes back the presses since the last call when Dear ImGui's window is under the pointer: call it once ImGui
     * has begun its frame, when its claim on the mouse is for where the pointer is now (before it runs, the view has
     * the mouse). A pointer that jumps onto a panel and clicks at once (a tablet, a touch screen, a remote desktop, a
     * script) then clicks the panel, not the view behind it.
     */
    public void route() {
        if (unrouted != 0 && imguiWantsMouse()) {
            if ((unrouted & 1 << GLFW_MOUSE_BUTTON_LEFT) != 0) {
                leftDown = false;
                clicked = false;
                camera.orbiting = false;
            }
            if ((unrouted & 1 << GLFW_MOUSE_BUTTON_RIGHT) != 0) {
                camera.looking = false;
            }
            if ((unrouted & 1 << GLFW_MOUSE_BUTTON_MIDDLE) != 0) {
                camera.panning = false;
            }
        }
        unrouted = 0;
    }

    private static boolean imguiWantsMouse() {
        return ImGuiLayer.running() && ImGui.getIO().getWantCaptureMouse();
    }

    /** The camera's input for this frame; call {@link CameraInput#endFrame()} after using it. */
    public CameraInput camera() {
        return camera;
    }

    /** The next key pressed (key code in the low bits, GLFW modifiers shifted up by 16), or null. */
    public Integer nextKey() {
        return keys.poll();
    }

    /** The next file dropped on the window, or null. */
    public Path nextDrop() {
        return drops.poll();
    }

    /** Where the pointer is, in window pixels. */
    public int[] pointer() {
        return new int[] {(int) mouseX, (int) mouseY};
    }

    /** A click (press and release without dragging) since the last call, in window pixels; else null. */
    public int[] takeClick() {
        if (!clicked) {
            return null;
        }
        clicked = false;
        return new int[] {clickX, clickY};
    }

    /** How many events the window has had: a change in it since a frame means that frame may be out of date. */
    public long events() {
        return events;
    }

    /** The window's sizes and whether it is iconified, as its events last told them. */
    public WindowSizes sizes() {
        return sizes;
    }

    /** Whether the window system asked for the window's contents again since the last call (an expose). */
    public boolean takeExposed() {
        var was = exposed;
        exposed = false;
        return was;
    }
}
