package org.tomblens.app.ui.common;

import imgui.ImGui;
import imgui.ImGuiListClipper;
import imgui.callback.ImListClipperCallback;
import imgui.type.ImBoolean;
import imgui.type.ImString;
import java.util.List;

/**
 * The controls and text the viewer's windows draw, as Dear ImGui draws them, each recorded in the window's
 * {@link DrawnItems} while something listens: a control by its label and rectangle, with what it shows (a switch's
 * state, a slider's value and range, a box's text, a choice), a line of text as it reads. No panel notes where its
 * controls are or what it shows. Tabs and tables name the controls inside them ({@code Samples/rows/Play}); an item
 * that shows no label, or a control a panel draws itself, is named where it is drawn.
 */
public final class Widgets {
    private Widgets() {}

    public static boolean button(String label) {
        return recorded(label, ImGui.button(label));
    }

    /** A button with Dear ImGui's button flags (which mouse buttons press it, and when). */
    public static boolean button(String label, int flags) {
        return recorded(label, imgui.internal.ImGui.buttonEx(label, flags));
    }

    public static boolean button(String label, float width, float height) {
        return recorded(label, ImGui.button(label, width, height));
    }

    public static boolean smallButton(String label) {
        return recorded(label, ImGui.smallButton(label));
    }

    public static boolean arrowButton(String id, int direction) {
        return recorded(id, ImGui.arrowButton(id, direction));
    }

    public static boolean invisibleButton(String id, float width, float height) {
        return recorded(id, ImGui.invisibleButton(id, width, height));
    }

    public static boolean invisibleButton(String id, float width, float height, int flags) {
        return recorded(id, ImGui.invisibleButton(id, width, height, flags));
    }

    /** A checkbox showing {@code on}; true when it was clicked this frame, for the caller to turn the value over. */
    public static boolean checkbox(String label, boolean on) {
        DrawnItems.value(label, on);
        return recorded(label, ImGui.checkbox(label, on));
    }

    public static boolean checkbox(String label, ImBoolean on) {
        var changed = recorded(label, ImGui.checkbox(label, on));
        DrawnItems.value(label, on.get());
        return changed;
    }

    public static boolean radioButton(String label, boolean on) {
        return recorded(label, ImGui.radioButton(label, on));
    }

    public static boolean inputTextWithHint(String label, String hint, ImString text) {
        return inputTextWithHint(label, hint, text, 0);
    }

    public static boolean inputTextWithHint(String label, String hint, ImString text, int flags) {
        var entered = recorded(label, ImGui.inputTextWithHint(label, hint, text, flags));
        if (DrawnItems.recording()) {
            DrawnItems.value(label, text.get());
        }
        return entered;
    }

    /** A slider, whose value is recorded with its range: [value, least, most]. */
    public static boolean sliderFloat(String label, float[] value, float min, float max, String format) {
        var changed = recorded(label, ImGui.sliderFloat(label, value, min, max, format));
        if (DrawnItems.recording()) {
            DrawnItems.value(label, List.of(value[0], min, max));
        }
        return changed;
    }

    /** A slider, whose value is recorded with its range: [value, least, most]. */
    public static boolean sliderInt(String label, int[] value, int min, int max) {
        var changed = recorded(label, ImGui.sliderInt(label, value, min, max));
        if (DrawnItems.recording()) {
            DrawnItems.value(label, List.of(value[0], min, max));
        }
        return changed;
    }

    public static boolean selectable(String label) {
        return recorded(label, ImGui.selectable(label));
    }

    public static boolean selectable(String label, boolean selected) {
        return recorded(label, ImGui.selectable(label, selected));
    }

    public static boolean selectable(String label, boolean selected, int flags) {
        return recorded(label, ImGui.selectable(label, selected, flags));
    }

    public static boolean collapsingHeader(String label) {
        return recorded(label, ImGui.collapsingHeader(label));
    }

    public static boolean collapsingHeader(String label, int flags) {
        return recorded(label, ImGui.collapsingHeader(label, flags));
    }

    public static boolean treeNode(String id, String label) {
        return recorded(label, ImGui.treeNode(id, label));
    }

    /** A choice, whose value is the choice it shows. */
    public static boolean beginCombo(String label, String preview) {
        return beginCombo(label, preview, 0);
    }

    /** A choice with Dear ImGui's combo flags, whose value is the choice it shows. */
    public static boolean beginCombo(String label, String preview, int flags) {
        DrawnItems.value(label, preview);
        var open = ImGui.beginCombo(label, preview, flags);
        if (!open) {
            // An open combo's last item is its popup window: its box is recorded on the frames it is closed.
            recorded(label, false);
        }
        return open;
    }

    public static boolean menuItem(String label, String shortcut, boolean selected, boolean enabled) {
        return recorded(label, ImGui.menuItem(label, shortcut, selected, enabled));
    }

    public static boolean menuItem(String label, String shortcut, boolean selected) {
        return recorded(label, ImGui.menuItem(label, shortcut, selected));
    }

    public static boolean menuItem(String label, String shortcut, ImBoolean selected) {
        return recorded(label, ImGui.menuItem(label, shortcut, selected));
    }

    public static boolean menuItem(String label, String shortcut) {
        return recorded(label, ImGui.menuItem(label, shortcut));
    }

    public static boolean menuItem(String label) {
        return recorded(label, ImGui.menuItem(label));
    }

    /**
     * A menu of the menu bar. An open menu's last item is its popup window, so its title's place is taken from where
     * it starts, as wide as its label.
     */
    public static boolean beginMenu(String label) {
        return beginMenu(label, true);
    }

    /** A menu, or a menu's item opening another, which an open submenu hides as {@link #beginMenu(String)} says. */
    public static boolean beginMenu(String label, boolean enabled) {
        var x = ImGui.getCursorScreenPosX();
        var y = ImGui.getCursorScreenPosY();
        var open = ImGui.beginMenu(label, enabled);
        if (DrawnItems.recording()) {
            var width = ImGui.calcTextSize(label).x + ImGui.getStyle().getItemSpacingX();
            DrawnItems.control(label, x, y, x + width, y + ImGui.getFrameHeight());
        }
        return open;
    }

    /** A tab of a tab bar; the controls in it are named after it. Close it with {@link #endTabItem()} when open. */
    public static boolean beginTabItem(String label) {
        var open = recorded(label, ImGui.beginTabItem(label));
        if (open) {
            DrawnItems.enter(label);
        }
        return open;
    }

    public static void endTabItem() {
        DrawnItems.leave();
        ImGui.endTabItem();
    }

    /** A table; the controls in it are named after its id. Close it with {@link #endTable()} when shown. */
    public static boolean beginTable(String id, int columns, int flags, float width, float height) {
        var shown = ImGui.beginTable(id, columns, flags, width, height);
        if (shown) {
            DrawnItems.enter(id);
        }
        return shown;
    }

    public static boolean beginTable(String id, int columns, int flags) {
        return beginTable(id, columns, flags, 0, 0);
    }

    public static void endTable() {
        DrawnItems.leave();
        ImGui.endTable();
    }

    /** Records the item just drawn, which shows no label of its own (an image), under {@code name}. */
    public static void name(String name) {
        recorded(name, false);
    }

    /** Records a control the panel draws itself (a point on a curve, a span of a track) over this rectangle. */
    public static void area(String name, float minX, float minY, float maxX, float maxY) {
        DrawnItems.control(name, minX, minY, maxX, maxY);
    }

    // --- text ---
    // Dear ImGui's Text functions take a printf format: a '%' in a name, a path or a percentage would be read as a
    // conversion and print whatever memory it points at. Text goes unformatted, or with each '%' doubled.

    public static void text(String text) {
        ImGui.textUnformatted(text);
        DrawnItems.text(text);
    }

    /** {@code text} as a printf format that prints it as it is. */
    public static String literal(String text) {
        return text.indexOf('%') < 0 ? text : text.replace("%", "%%");
    }

    public static void textDisabled(String text) {
        ImGui.textDisabled(literal(text));
        DrawnItems.text(text);
    }

    public static void textWrapped(String text) {
        ImGui.textWrapped(literal(text));
        DrawnItems.text(text);
    }

    public static void bulletText(String text) {
        ImGui.bulletText(literal(text));
        DrawnItems.text(text);
    }

    public static void textColored(float red, float green, float blue, float alpha, String text) {
        ImGui.textColored(red, green, blue, alpha, literal(text));
        DrawnItems.text(text);
    }

    /** A tooltip by the pointer, recorded as a line of text while it shows. */
    public static void setTooltip(String text) {
        ImGui.setTooltip(literal(text));
        DrawnItems.text(text);
    }

    /**
     * Draws the rows of the table being drawn that are in view, {@code count} in all, with {@code row}; the count is
     * recorded as the table's value, since rows out of view are not drawn.
     */
    public static void clippedRows(int count, ImListClipperCallback row) {
        DrawnItems.value("", count);
        ImGuiListClipper.forEach(count, row);
    }

    /** Records a row just drawn of the table being drawn, by its cells, under the table's name. */
    public static void row(List<String> cells) {
        DrawnItems.row(cells);
    }

    /**
     * Records an input field just drawn elsewhere (a plugin's) under {@code label} with the value it shows; gives
     * back whether it changed.
     */
    public static boolean input(String label, boolean changed, Object value) {
        if (DrawnItems.recording()) {
            DrawnItems.value(label, value);
        }
        return recorded(label, changed);
    }

    /** Records the item just drawn under {@code label}; gives back what drawing it returned. */
    private static boolean recorded(String label, boolean result) {
        if (DrawnItems.recording()) {
            DrawnItems.control(label, ImGui.getItemRectMinX(), ImGui.getItemRectMinY(), ImGui.getItemRectMaxX(),
                    ImGui.getItemRectMaxY());
        }
        return result;
    }
}
