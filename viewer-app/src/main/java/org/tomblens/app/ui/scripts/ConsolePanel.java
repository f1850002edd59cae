package org.tomblens.app.ui.scripts;

import imgui.ImGui;
import imgui.flag.ImGuiInputTextFlags;
import imgui.type.ImString;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.lwjgl.glfw.GLFW;
import org.tomblens.app.script.ScriptBudget;
import org.tomblens.app.script.ScriptFailure;
import org.tomblens.app.script.ScriptThread;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;

/**
 * The Lua console: a line of Lua run on the level on screen with trview's API, what it printed and its errors
 * (with the line), and the lines run before, any of which a click brings back. Its state lasts between lines, so a
 * variable set in one is there in the next. A line runs on a thread of its own ({@link ScriptThread}) until it
 * ends or Stop is pressed, while the window goes on drawing and answering.
 */
public final class ConsolePanel extends DockPanel {
    public static final String TITLE = "Lua console";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);
    private static final int MAX_LINES = 500;

    private final ShownLevel level = new ShownLevel(link -> new WindowThreadLink(link, this.thread));
    private final ImString input = new ImString(1024);
    private final List<String> output = new ArrayList<>();
    private final List<String> history = new ArrayList<>();
    private final StringWriter printed = new StringWriter();
    /** No budget: a line runs until it ends or is stopped, and the window goes on meanwhile. */
    private final ScriptThread thread = new ScriptThread(new ScriptBudget(Long.MAX_VALUE),
            new PrintWriter(printed, true), level.trview().globals(), GLFW::glfwPostEmptyEvent);
    private int run;

    public ConsolePanel() {
        super(DESCRIPTION);
    }

    /**
     * Runs what the console's script asks of the window and shows what it printed, whether the panel is open or
     * not; stops the script when the level it reads is no longer the one on screen.
     */
    @Override
    public void drawEveryFrame(ViewerContext context) {
        thread.runPending();
        takePrinted();
        if (thread.running() && !level.follows(context)) {
            thread.stop();
        }
    }

    @Override
    protected boolean needsLevel() {
        return false;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var entered = Widgets.inputTextWithHint("##lua", "Lua, e.g. print(#trview.level.rooms)", input,
                ImGuiInputTextFlags.EnterReturnsTrue);
        ImGui.sameLine();
        if (thread.running()) {
            if (Widgets.button("Stop")) {
                thread.stop();
            }
            Widgets.textDisabled("console " + run + " is running");
        } else if ((Widgets.button("Run") || entered) && !input.get().isBlank()) {
            level.follow(context);
            run(input.get());
            input.set("");
        }
        for (var line : output) {
            Widgets.textWrapped(line);
        }
        if (!history.isEmpty()) {
            ImGui.separator();
            Widgets.textDisabled("Run before (click to edit again):");
            for (int i = history.size() - 1; i >= 0; i--) {
                if (Widgets.selectable(history.get(i) + "##history" + i)) {
                    input.set(history.get(i));
                }
            }
        }
    }

    private void run(String line) {
        history.remove(line);
        history.add(line);
        output.add("> " + line);
        run++;
        thread.run(line, "=console " + run, this::finished);
    }

    private void finished(ScriptFailure failure) {
        takePrinted();
        if (failure != null) {
            output.add("error: " + failure.getMessage());
        }
        trim();
    }

    /** Moves the whole lines the script printed so far to the output. */
    private void takePrinted() {
        var buffer = printed.getBuffer();
        String lines;
        synchronized (buffer) {
            var end = buffer.lastIndexOf("\n") + 1;
            lines = buffer.substring(0, end);
            buffer.delete(0, end);
        }
        if (!lines.isEmpty()) {
            lines.lines().forEach(output::add);
            trim();
        }
    }

    private void trim() {
        while (output.size() > MAX_LINES) {
            output.remove(0);
        }
    }
}
