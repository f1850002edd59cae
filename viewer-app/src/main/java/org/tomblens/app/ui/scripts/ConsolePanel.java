package org.tomblens.app.ui.scripts;

import imgui.ImGui;
import imgui.flag.ImGuiInputTextFlags;
import imgui.type.ImString;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.script.LuaEngine;
import org.tomblens.app.script.ScriptBudget;
import org.tomblens.app.script.ScriptFailure;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;

/**
 * The Lua console: a line of Lua run on the level on screen with trview's API, what it printed and its errors
 * (with the line), and the lines run before, any of which a click brings back. Its state lasts between lines, so a
 * variable set in one is there in the next. A line runs on the frame's thread, on a budget small enough that a
 * loop that never ends is stopped within seconds.
 */
public final class ConsolePanel extends DockPanel {
    public static final String TITLE = "Lua console";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM);
    /** Instructions one line may run. */
    static final long BUDGET = 500_000_000L;
    private static final int MAX_LINES = 500;

    private final ShownLevel level = new ShownLevel();
    private final ImString input = new ImString(1024);
    private final List<String> output = new ArrayList<>();
    private final List<String> history = new ArrayList<>();
    private final StringWriter printed = new StringWriter();
    private LuaEngine engine;
    private int run;

    public ConsolePanel() {
        super(DESCRIPTION);
    }

    @Override
    protected boolean needsLevel() {
        return false;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        level.follow(context);
        var entered = Widgets.inputTextWithHint("##lua", "Lua, e.g. print(#trview.level.rooms)", input,
                ImGuiInputTextFlags.EnterReturnsTrue);
        ImGui.sameLine();
        if ((Widgets.button("Run") || entered) && !input.get().isBlank()) {
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
        if (engine == null) {
            engine = new LuaEngine(new ScriptBudget(BUDGET), new PrintWriter(printed, true));
            level.trview().globals().forEach(engine::setGlobal);
        }
        history.remove(line);
        history.add(line);
        output.add("> " + line);
        run++;
        String error = null;
        try {
            engine.run(line, "=console " + run, List.of());
        } catch (ScriptFailure e) {
            error = e.getMessage();
        }
        printed.toString().lines().forEach(output::add);
        printed.getBuffer().setLength(0);
        if (error != null) {
            output.add("error: " + error);
        }
        while (output.size() > MAX_LINES) {
            output.remove(0);
        }
    }
}
