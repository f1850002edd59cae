package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.type.ImInt;
import java.util.List;
import org.tomblens.app.ui.anim.AnimationPanel;
import org.tomblens.app.ui.anim.ModelViewPanel;
import org.tomblens.app.ui.boxes.BoxesPanel;
import org.tomblens.app.ui.cameras.CamerasPanel;
import org.tomblens.app.ui.entities.EntitiesPanel;
import org.tomblens.app.ui.level.LevelPanel;
import org.tomblens.app.ui.render.RenderPanel;
import org.tomblens.app.ui.rooms.RoomsPanel;
import org.tomblens.app.ui.sector.SectorPanel;
import org.tomblens.app.ui.sounds.SoundsPanel;
import org.tomblens.app.ui.states.StatesPanel;
import org.tomblens.app.ui.textures.TexturesPanel;

/**
 * The panels' places when a kind of file is first shown, or the layout is reset; afterwards the layout the user
 * makes is remembered.
 *
 * <ul>
 *   <li>A level on a wide window: rooms and entities (with the model view) on the left, the sector panel and the
 *   animation player, then the level, render, textures, sounds and boxes panels on the right, the view between.
 *   <li>A level on a narrow window (a 1366x768 laptop, or a large interface scale): one column of tabs at the
 *   right beside the view, so that neither the panels nor the view are squeezed.
 *   <li>A library, which has no level to fly through: the model view in the middle, the animation player and the
 *   textures at the right, and none of the panels that only a level fills.
 * </ul>
 */
public final class DefaultLayout {
    /** The kinds of file that have a layout of their own. */
    public enum Kind { LEVEL, LIBRARY }

    /** The panels only a level fills: a library's layout closes them, a level's opens them again. */
    public static final List<String> LEVEL_ONLY = List.of(RoomsPanel.TITLE, EntitiesPanel.TITLE, SectorPanel.TITLE,
            BoxesPanel.TITLE, CamerasPanel.TITLE);

    /** The panels a library's layout opens. */
    public static final List<String> LIBRARY_PANELS = List.of(AnimationPanel.TITLE, ModelViewPanel.TITLE,
            TexturesPanel.TITLE);

    /** Below this width in interface units (points at 100 %), a level's panels share one column. */
    private static final float NARROW = 1400;
    /** The least width of a column of panels, in interface units. */
    private static final float COLUMN = 300;

    private static final int DIR_LEFT = 0;
    private static final int DIR_RIGHT = 1;
    private static final int DIR_DOWN = 3;

    private DefaultLayout() {}

    /** Lays the panels out for {@code kind}, with {@code scale} telling how large interface units are. */
    public static void apply(int dockSpace, Kind kind, float scale) {
        var viewport = ImGui.getMainViewport();
        var units = viewport.getSizeX() / scale;
        imgui.internal.ImGui.dockBuilderRemoveNode(dockSpace);
        imgui.internal.ImGui.dockBuilderAddNode(dockSpace, imgui.internal.flag.ImGuiDockNodeFlags.DockSpace);
        imgui.internal.ImGui.dockBuilderSetNodeSize(dockSpace, viewport.getSizeX(), viewport.getSizeY());
        if (kind == Kind.LIBRARY) {
            library(dockSpace, share(units, 0.34f));
        } else if (units < NARROW) {
            narrowLevel(dockSpace, share(units, 0.38f));
        } else {
            wideLevel(dockSpace);
        }
        imgui.internal.ImGui.dockBuilderFinish(dockSpace);
    }

    /** A column's share of the window: {@code wanted}, or more where that would be narrower than a column. */
    private static float share(float units, float wanted) {
        return Math.min(0.5f, Math.max(wanted, COLUMN / units));
    }

    private static void wideLevel(int dockSpace) {
        var left = Column.split(dockSpace, DIR_LEFT, 0.22f, 0.5f);
        var right = Column.split(left.rest(), DIR_RIGHT, 0.34f, 0.5f);
        dock(left.top(), RoomsPanel.TITLE);
        dock(left.bottom(), EntitiesPanel.TITLE, ModelViewPanel.TITLE);
        dock(right.top(), SectorPanel.TITLE, AnimationPanel.TITLE, StatesPanel.TITLE);
        dock(right.bottom(), LevelPanel.TITLE, RenderPanel.TITLE, TexturesPanel.TITLE, SoundsPanel.TITLE,
                BoxesPanel.TITLE, CamerasPanel.TITLE);
    }

    private static void narrowLevel(int dockSpace, float share) {
        var right = Column.split(dockSpace, DIR_RIGHT, share, 0.5f);
        dock(right.top(), RoomsPanel.TITLE, EntitiesPanel.TITLE, SectorPanel.TITLE, AnimationPanel.TITLE,
                StatesPanel.TITLE);
        dock(right.bottom(), LevelPanel.TITLE, RenderPanel.TITLE, TexturesPanel.TITLE, SoundsPanel.TITLE,
                BoxesPanel.TITLE, CamerasPanel.TITLE, ModelViewPanel.TITLE);
    }

    private static void library(int dockSpace, float share) {
        var right = Column.split(dockSpace, DIR_RIGHT, share, 0.4f);
        dock(right.rest(), ModelViewPanel.TITLE);
        dock(right.top(), AnimationPanel.TITLE, StatesPanel.TITLE);
        dock(right.bottom(), TexturesPanel.TITLE, LevelPanel.TITLE, RenderPanel.TITLE, SoundsPanel.TITLE);
    }

    /** A column split off one side of a dock node, itself split into a top and a bottom; the rest of the node. */
    private record Column(int top, int bottom, int rest) {
        /** Splits {@code share} of {@code node} off towards {@code side}, its lower {@code bottomShare} apart. */
        static Column split(int node, int side, float share, float bottomShare) {
            var column = new ImInt();
            var rest = new ImInt();
            imgui.internal.ImGui.dockBuilderSplitNode(node, side, share, column, rest);
            var bottom = new ImInt();
            var top = new ImInt();
            imgui.internal.ImGui.dockBuilderSplitNode(column.get(), DIR_DOWN, bottomShare, bottom, top);
            return new Column(top.get(), bottom.get(), rest.get());
        }
    }

    /** Docks the panels of these titles as tabs of one node. */
    private static void dock(int node, String... titles) {
        for (var title : titles) {
            imgui.internal.ImGui.dockBuilderDockWindow(title, node);
        }
    }
}
