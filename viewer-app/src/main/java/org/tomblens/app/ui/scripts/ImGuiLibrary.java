package org.tomblens.app.ui.scripts;

import imgui.ImGui;
import imgui.type.ImBoolean;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.app.report.Reports;
import org.tomblens.app.script.api.Args;
import org.tomblens.app.script.api.Bound;
import org.tomblens.app.script.api.Method;
import org.tomblens.app.script.api.ScriptError;
import org.tomblens.app.script.api.Values;
import org.tomblens.app.ui.common.DrawnItems;
import org.tomblens.app.ui.common.Widgets;

/**
 * trview's {@code ImGui} library for plugins: the calls its documentation lists for windows, text, buttons, check
 * boxes, selectables and tables, each taking one table of arguments as trview's do. It keeps count of the windows
 * and tables a plugin opened, so that {@link #closeOpen()} ends those a failing plugin left open: Dear ImGui would
 * otherwise stop the program at the end of the frame. Each plugin window reports what it shows, as a panel does.
 */
public final class ImGuiLibrary implements Bound {
    private static final List<String> NAMES = allNames();

    /** What a plugin began and must end, and how it is ended. */
    private enum Open { WINDOW, CHILD, COMBO, TABLE }

    private final Deque<Open> open = new ArrayDeque<>();
    private final Deque<String> windows = new ArrayDeque<>();
    private final Map<String, DrawnItems> reports = new HashMap<>();
    private Reports listener;

    /** Starts a frame of plugin drawing that reports to {@code listener}. */
    public void begin(Reports listener) {
        this.listener = listener;
    }

    /** Ends what the last plugin call left open, innermost first. */
    public void closeOpen() {
        while (!open.isEmpty()) {
            close(open.peek());
        }
    }

    private void close(Open what) {
        switch (what) {
            case WINDOW -> end();
            case CHILD -> {
                open.pop();
                ImGui.endChild();
            }
            case COMBO -> {
                open.pop();
                ImGui.endCombo();
            }
            case TABLE -> endTable();
        }
    }

    /** Ends the innermost thing begun if it is {@code what}, else says what the plugin got wrong. */
    private Object ending(Open what, String call) {
        if (open.peek() != what) {
            throw new ScriptError("ImGui." + call + " without a " + what.name().toLowerCase(java.util.Locale.ROOT)
                    + " to end");
        }
        close(what);
        return null;
    }

    private static List<String> allNames() {
        var names = new java.util.ArrayList<>(List.of("Begin", "BeginChild", "BeginCombo", "BeginTable", "Button",
                "Checkbox", "End", "EndChild", "EndCombo", "EndTable", "SameLine", "Selectable", "TableHeadersRow",
                "TableNextColumn", "TableNextRow", "TableSetupColumn", "TableSetupScrollFreeze", "Text",
                "TextColored"));
        names.addAll(ImGuiInputs.FUNCTIONS.keySet());
        names.addAll(ImGuiFlags.TABLES.keySet());
        return List.copyOf(names);
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "ImGui";
    }

    @Override
    public Object get(String key) {
        if (ImGuiInputs.FUNCTIONS.containsKey(key)) {
            return ImGuiInputs.FUNCTIONS.get(key);
        }
        if (ImGuiFlags.TABLES.containsKey(key)) {
            return ImGuiFlags.TABLES.get(key);
        }
        return switch (key) {
            case "Begin" -> (Method) this::begin;
            case "BeginChild" -> (Method) args -> {
                var spec = args.get(1);
                var shown = ImGui.beginChild(spec.field("name").string(), 0, 0, false, ImGuiInputs.flags(spec));
                // Dear ImGui wants EndChild whatever BeginChild returned, as End after Begin.
                open.push(Open.CHILD);
                return shown;
            };
            case "BeginCombo" -> (Method) args -> {
                var spec = args.get(1);
                var shown = Widgets.beginCombo(spec.field("label").string(), spec.field("preview_value").string(),
                        ImGuiInputs.flags(spec));
                if (shown) {
                    open.push(Open.COMBO);
                }
                return shown;
            };
            case "BeginTable" -> (Method) args -> {
                var spec = args.get(1);
                var shown = Widgets.beginTable(spec.field("id").string(), (int) spec.field("column").integer(),
                        ImGuiInputs.flags(spec));
                if (shown) {
                    open.push(Open.TABLE);
                }
                return shown;
            };
            case "Button" -> (Method) args -> Widgets.button(args.get(1).field("label").string(),
                    ImGuiInputs.flags(args.get(1)));
            case "Checkbox" -> (Method) args -> {
                var spec = args.get(1);
                var checked = new ImBoolean(spec.field("checked").bool());
                return Values.of(Widgets.checkbox(spec.field("label").string(), checked), checked.get());
            };
            case "End" -> (Method) args -> ending(Open.WINDOW, "End");
            case "EndChild" -> (Method) args -> ending(Open.CHILD, "EndChild");
            case "EndCombo" -> (Method) args -> ending(Open.COMBO, "EndCombo");
            case "EndTable" -> (Method) args -> ending(Open.TABLE, "EndTable");
            case "SameLine" -> (Method) args -> {
                ImGui.sameLine();
                return null;
            };
            case "Selectable" -> (Method) args -> {
                var spec = args.get(1);
                return Widgets.selectable(spec.field("label").string(), spec.field("selected").bool(),
                        ImGuiInputs.flags(spec));
            };
            case "TableHeadersRow" -> (Method) args -> {
                ImGui.tableHeadersRow();
                return null;
            };
            case "TableNextColumn" -> (Method) args -> ImGui.tableNextColumn();
            case "TableNextRow" -> (Method) args -> {
                ImGui.tableNextRow();
                return null;
            };
            case "TableSetupColumn" -> (Method) args -> {
                ImGui.tableSetupColumn(args.get(1).field("label").string(), ImGuiInputs.flags(args.get(1)));
                return null;
            };
            case "TableSetupScrollFreeze" -> (Method) args -> {
                ImGui.tableSetupScrollFreeze((int) args.get(1).field("cols").integer(),
                        (int) args.get(1).field("rows").integer());
                return null;
            };
            case "Text" -> (Method) args -> {
                Widgets.text(args.get(1).field("text").string());
                return null;
            };
            case "TextColored" -> (Method) args -> {
                var spec = args.get(1);
                Widgets.textColored(channel(spec, "r", 0), channel(spec, "g", 0), channel(spec, "b", 0),
                        channel(spec, "a", 1), spec.field("text").string());
                return null;
            };
            default -> null;
        };
    }

    /** {@code Begin{name, open, flags}}: whether to draw the window's contents, and whether it is still open. */
    private Object begin(Args args) {
        var spec = args.get(1);
        var name = spec.field("name").string();
        var flags = ImGuiInputs.flags(spec);
        var items = reports.computeIfAbsent(name, n -> new DrawnItems());
        items.begin(listener);
        boolean shown;
        ImBoolean isOpen = null;
        if (spec.field("open").isNil()) {
            shown = ImGui.begin(name, flags);
        } else {
            isOpen = new ImBoolean(spec.field("open").bool());
            shown = ImGui.begin(name, isOpen, flags);
        }
        if (shown) {
            items.rememberWindow();
        }
        open.push(Open.WINDOW);
        windows.push(name);
        return Values.of(shown, isOpen == null || isOpen.get());
    }

    private void end() {
        open.pop();
        var name = windows.pop();
        ImGui.end();
        var items = reports.get(name);
        items.end();
        items.report(name, Map.of(), listener);
    }

    private void endTable() {
        open.pop();
        Widgets.endTable();
    }

    private static float channel(Args.Value spec, String name, float otherwise) {
        var value = spec.field(name);
        return value.isNil() ? otherwise : (float) value.number();
    }
}
