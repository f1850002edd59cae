package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.type.ImInt;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.boxes.BoxesPanel;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.app.ui.textures.TexturesPanel;

/**
 * The panels' places on a first run: rooms and entities (with the model view) on the left, the sector
 * panel and the animation player, then the level, render and sounds panels on the right, the view in the
 * middle. Afterwards the layout the user makes is remembered.
 */
public final class DefaultLayout {
    private static final int DIR_LEFT = 0;
    private static final int DIR_RIGHT = 1;
    private static final int DIR_DOWN = 3;

    private DefaultLayout() {}

    public static void apply(int dockSpace) {
        var viewport = ImGui.getMainViewport();
        imgui.internal.ImGui.dockBuilderRemoveNode(dockSpace);
        imgui.internal.ImGui.dockBuilderAddNode(dockSpace, imgui.internal.flag.ImGuiDockNodeFlags.DockSpace);
        imgui.internal.ImGui.dockBuilderSetNodeSize(dockSpace, viewport.getSizeX(), viewport.getSizeY());
        var left = new ImInt();
        var rest = new ImInt();
        imgui.internal.ImGui.dockBuilderSplitNode(dockSpace, DIR_LEFT, 0.24f, left, rest);
        var right = new ImInt();
        var centre = new ImInt();
        imgui.internal.ImGui.dockBuilderSplitNode(rest.get(), DIR_RIGHT, 0.32f, right, centre);
        var leftBottom = new ImInt();
        var leftTop = new ImInt();
        imgui.internal.ImGui.dockBuilderSplitNode(left.get(), DIR_DOWN, 0.5f, leftBottom, leftTop);
        var rightBottom = new ImInt();
        var rightTop = new ImInt();
        imgui.internal.ImGui.dockBuilderSplitNode(right.get(), DIR_DOWN, 0.45f, rightBottom, rightTop);
        imgui.internal.ImGui.dockBuilderDockWindow(RoomsPanel.TITLE, leftTop.get());
        imgui.internal.ImGui.dockBuilderDockWindow(EntitiesPanel.TITLE, leftBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(SectorPanel.TITLE, rightTop.get());
        imgui.internal.ImGui.dockBuilderDockWindow(LevelPanel.TITLE, rightBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(RenderPanel.TITLE, rightBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(TexturesPanel.TITLE, rightBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(SoundsPanel.TITLE, rightBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(BoxesPanel.TITLE, rightBottom.get());
        imgui.internal.ImGui.dockBuilderDockWindow(AnimationPanel.TITLE, rightTop.get());
        imgui.internal.ImGui.dockBuilderDockWindow(ModelViewPanel.TITLE, leftBottom.get());
        imgui.internal.ImGui.dockBuilderFinish(dockSpace);
    }

    /**
     * For a library, which has no level to fly through: the model view takes the middle of the window, the
     * animation player a column at its right.
     */
    public static void showLibrary(int dockSpace) {
        var middle = imgui.internal.ImGui.dockBuilderGetCentralNode(dockSpace);
        if (middle == null || middle.ptr == 0) {
            return;
        }
        var player = new ImInt();
        var view = new ImInt();
        imgui.internal.ImGui.dockBuilderSplitNode(middle.getID(), DIR_RIGHT, 0.45f, player, view);
        imgui.internal.ImGui.dockBuilderDockWindow(AnimationPanel.TITLE, player.get());
        imgui.internal.ImGui.dockBuilderDockWindow(ModelViewPanel.TITLE, view.get());
        imgui.internal.ImGui.dockBuilderFinish(dockSpace);
    }
}
