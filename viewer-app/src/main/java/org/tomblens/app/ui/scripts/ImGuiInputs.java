package org.tomblens.app.ui.scripts;

import imgui.ImGui;
import imgui.type.ImDouble;
import imgui.type.ImFloat;
import imgui.type.ImInt;
import imgui.type.ImString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tomblens.app.script.api.Args;
import org.tomblens.app.script.api.Method;
import org.tomblens.app.script.api.Values;
import org.tomblens.app.ui.common.Widgets;

/**
 * The input fields of trview's {@code ImGui} library: each takes one table ({@code label}, {@code value} or
 * {@code value1} …, optional {@code step}, {@code step_fast}, {@code format}, {@code flags}) and returns whether the
 * value changed, then the value or values, as trview's do, with trview's defaults (a step of 1 and a fast step of
 * 100 for whole numbers, none for others; three decimals for floats, six for doubles).
 */
final class ImGuiInputs {
    /** Room a text field leaves for typing past its value. */
    private static final int ROOM = 256;

    private ImGuiInputs() {}

    /** Each function by its name in {@code ImGui}. */
    static final Map<String, Method> FUNCTIONS = Map.ofEntries(
            Map.entry("InputDouble", ImGuiInputs::inputDouble),
            Map.entry("InputFloat", ImGuiInputs::inputFloat),
            Map.entry("InputFloat2", (Method) args -> inputFloats(args, 2)),
            Map.entry("InputFloat3", (Method) args -> inputFloats(args, 3)),
            Map.entry("InputFloat4", (Method) args -> inputFloats(args, 4)),
            Map.entry("InputInt", ImGuiInputs::inputInt),
            Map.entry("InputInt2", (Method) args -> inputInts(args, 2)),
            Map.entry("InputInt3", (Method) args -> inputInts(args, 3)),
            Map.entry("InputInt4", (Method) args -> inputInts(args, 4)),
            Map.entry("InputText", (Method) args -> inputText(args, false)),
            Map.entry("InputTextMultiline", (Method) args -> inputText(args, true)));

    private static Object inputDouble(Args args) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var value = new ImDouble(spec.field("value").number());
        var changed = ImGui.inputDouble(label, value, number(spec, "step", 0), number(spec, "step_fast", 0),
                text(spec, "format", "%.6f"), flags(spec));
        return Values.of(Widgets.input(label, changed, value.get()), value.get());
    }

    private static Object inputFloat(Args args) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var value = new ImFloat((float) spec.field("value").number());
        var changed = ImGui.inputFloat(label, value, (float) number(spec, "step", 0),
                (float) number(spec, "step_fast", 0), text(spec, "format", "%.3f"), flags(spec));
        return Values.of(Widgets.input(label, changed, value.get()), (double) value.get());
    }

    private static Object inputFloats(Args args, int count) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = (float) spec.field("value" + (i + 1)).number();
        }
        var format = text(spec, "format", "%.3f");
        var changed = switch (count) {
            case 2 -> ImGui.inputFloat2(label, values, format, flags(spec));
            case 3 -> ImGui.inputFloat3(label, values, format, flags(spec));
            default -> ImGui.inputFloat4(label, values, format, flags(spec));
        };
        var results = new ArrayList<Object>();
        for (var value : values) {
            results.add((double) value);
        }
        results.add(0, Widgets.input(label, changed, List.copyOf(results)));
        return new Values(results);
    }

    private static Object inputInt(Args args) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var value = new ImInt((int) spec.field("value").integer());
        var changed = ImGui.inputInt(label, value, (int) number(spec, "step", 1), (int) number(spec, "step_fast", 100),
                flags(spec));
        return Values.of(Widgets.input(label, changed, value.get()), value.get());
    }

    private static Object inputInts(Args args, int count) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = (int) spec.field("value" + (i + 1)).integer();
        }
        var changed = switch (count) {
            case 2 -> ImGui.inputInt2(label, values, flags(spec));
            case 3 -> ImGui.inputInt3(label, values, flags(spec));
            default -> ImGui.inputInt4(label, values, flags(spec));
        };
        var results = new ArrayList<Object>();
        for (var value : values) {
            results.add(value);
        }
        results.add(0, Widgets.input(label, changed, List.copyOf(results)));
        return new Values(results);
    }

    private static Object inputText(Args args, boolean multiline) {
        var spec = args.get(1);
        var label = spec.field("label").string();
        var value = spec.field("value").string();
        var text = new ImString(value, value.length() + ROOM);
        var changed = multiline ? ImGui.inputTextMultiline(label, text, flags(spec))
                : ImGui.inputText(label, text, flags(spec));
        return Values.of(Widgets.input(label, changed, text.get()), text.get());
    }

    /** The table's {@code flags}, or none. */
    static int flags(Args.Value spec) {
        var flags = spec.field("flags");
        return flags.isNil() ? 0 : (int) flags.integer();
    }

    private static double number(Args.Value spec, String name, double otherwise) {
        var value = spec.field(name);
        return value.isNil() ? otherwise : value.number();
    }

    private static String text(Args.Value spec, String name, String otherwise) {
        var value = spec.field(name);
        return value.isNil() ? otherwise : value.string();
    }
}
