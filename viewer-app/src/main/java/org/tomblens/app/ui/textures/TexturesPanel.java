package org.tomblens.app.ui.textures;

import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.type.ImBoolean;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.geometry.ObjectTextureTable;

/**
 * The texture pages, zoomable; hovering shows the object textures under the mouse and outlines them. The
 * page shown, its top left corner and what the hover says go to the event log.
 */
public final class TexturesPanel extends DockPanel {
    public static final String TITLE = "Textures";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM,
                    Dock.RIGHT_BOTTOM).openedFor(FileKind.LIBRARY);
    private static final int HOVER_OUTLINE = 0xFF20E6FF;
    private static final int OUTLINE = 0x6040FF40;

    private final int[] page = new int[1];
    private final float[] zoom = {2f};
    private final ImBoolean showAll = new ImBoolean(false);

    public TexturesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var textures = context.level().pageTextures();
        if (textures.count() == 0) {
            Widgets.textDisabled("This level has no texture pages.");
            return;
        }
        var geometry = context.level().prepared().geometry();
        ImGui.setNextItemWidth(em(10.5f));
        Widgets.sliderInt("Page", page, 0, textures.count() - 1);
        ImGui.sameLine();
        ImGui.setNextItemWidth(em(8));
        Widgets.sliderFloat("Zoom", zoom, 1f, 6f, "%.1fx");
        ImGui.sameLine();
        Widgets.checkbox("Outline all", showAll);
        var layer = Math.min(page[0], textures.count() - 1);
        if (layer >= geometry.pages().miscFirstLayer()) {
            Widgets.textDisabled("A misc page (sky, font).");
        }
        ImGui.beginChild("page", 0, 0, true, imgui.flag.ImGuiWindowFlags.HorizontalScrollbar);
        var origin = ImGui.getCursorScreenPos();
        var size = 256 * zoom[0];
        ImGui.image(textures.texture(layer), size, size);
        Widgets.name("page image");
        var table = geometry.objectTextures();
        var draw = ImGui.getWindowDrawList();
        var hovered = ImGui.isItemHovered();
        var mouse = ImGui.getMousePos();
        var u = (mouse.x - origin.x) / size;
        var v = (mouse.y - origin.y) / size;
        var tooltip = new StringBuilder();
        for (int t = 0; t < table.size(); t++) {
            if (table.layer(t) != layer) {
                continue;
            }
            var under = hovered && contains(table, t, u, v);
            if (under || showAll.get()) {
                outline(draw, table, t, origin.x, origin.y, size, under ? HOVER_OUTLINE : OUTLINE);
            }
            if (under) {
                tooltip.append(tooltip.length() == 0 ? "" : "\n").append("object texture ").append(t).append(", ")
                        .append(table.pass(t).name().toLowerCase());
            }
        }
        if (hovered) {
            Widgets.setTooltip(String.format("texel (%d, %d)%s%s", (int) (u * 256), (int) (v * 256),
                    tooltip.length() == 0 ? "" : "\n", tooltip));
        }
        ImGui.endChild();
    }

    private static boolean contains(ObjectTextureTable table, int t, float u, float v) {
        float minU = 1, minV = 1, maxU = 0, maxV = 0;
        for (int c = 0; c < 4; c++) {
            minU = Math.min(minU, table.u(t, c));
            maxU = Math.max(maxU, table.u(t, c));
            minV = Math.min(minV, table.v(t, c));
            maxV = Math.max(maxV, table.v(t, c));
        }
        return u >= minU && u <= maxU && v >= minV && v <= maxV;
    }

    private static void outline(imgui.ImDrawList draw, ObjectTextureTable table, int t, float x, float y, float size,
                                int colour) {
        for (int c = 0; c < 4; c++) {
            var next = (c + 1) % 4;
            draw.addLine(x + table.u(t, c) * size, y + table.v(t, c) * size, x + table.u(t, next) * size,
                    y + table.v(t, next) * size, colour, 1.5f);
        }
    }
}
