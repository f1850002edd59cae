package org.tomblens.app.ui;

import imgui.ImGui;
import imgui.type.ImInt;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tomblens.format.open.FileKind;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;

/**
 * The panels' places when a kind of file is first shown, or the layout is reset; afterwards the layout the user
 * makes is remembered. Each panel's description says where it goes in each of the three layouts.
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
    /** Below this width in interface units (points at 100 %), a level's panels share one column. */
    private static final float NARROW = 1400;
    /** The least width of a column of panels, in interface units. */
    private static final float COLUMN = 300;

    private static final int DIR_LEFT = 0;
    private static final int DIR_RIGHT = 1;
    private static final int DIR_DOWN = 3;

    private DefaultLayout() {}

    /** Lays {@code panels} out for {@code kind}, with {@code scale} telling how large interface units are. */
    public static void apply(int dockSpace, FileKind kind, float scale, List<PanelDescription> panels) {
        var viewport = ImGui.getMainViewport();
        var units = viewport.getSizeX() / scale;
        imgui.internal.ImGui.dockBuilderRemoveNode(dockSpace);
        imgui.internal.ImGui.dockBuilderAddNode(dockSpace, imgui.internal.flag.ImGuiDockNodeFlags.DockSpace);
        imgui.internal.ImGui.dockBuilderSetNodeSize(dockSpace, viewport.getSizeX(), viewport.getSizeY());
        if (kind == FileKind.LIBRARY) {
            dock(library(dockSpace, share(units, 0.34f)), panels, PanelDescription::library);
        } else if (units < NARROW) {
            dock(narrowLevel(dockSpace, share(units, 0.38f)), panels, PanelDescription::narrow);
        } else {
            dock(wideLevel(dockSpace), panels, PanelDescription::wide);
        }
        imgui.internal.ImGui.dockBuilderFinish(dockSpace);
    }

    /** A column's share of the window: {@code wanted}, or more where that would be narrower than a column. */
    private static float share(float units, float wanted) {
        return Math.min(0.5f, Math.max(wanted, COLUMN / units));
    }

    /** A column at each side, each split in two, the view between. */
    private static Map<Dock, Integer> wideLevel(int dockSpace) {
        var left = Column.split(dockSpace, DIR_LEFT, 0.22f, 0.5f);
        var right = Column.split(left.rest(), DIR_RIGHT, 0.34f, 0.5f);
        return new EnumMap<>(Map.of(Dock.LEFT_TOP, left.top(), Dock.LEFT_BOTTOM, left.bottom(), Dock.RIGHT_TOP,
                right.top(), Dock.RIGHT_BOTTOM, right.bottom()));
    }

    /** One column at the right, split in two, beside the view. */
    private static Map<Dock, Integer> narrowLevel(int dockSpace, float share) {
        var right = Column.split(dockSpace, DIR_RIGHT, share, 0.5f);
        return new EnumMap<>(Map.of(Dock.RIGHT_TOP, right.top(), Dock.RIGHT_BOTTOM, right.bottom()));
    }

    /** One column at the right, split in two, and the middle, where a library's model is shown. */
    private static Map<Dock, Integer> library(int dockSpace, float share) {
        var right = Column.split(dockSpace, DIR_RIGHT, share, 0.4f);
        return new EnumMap<>(Map.of(Dock.MIDDLE, right.rest(), Dock.RIGHT_TOP, right.top(), Dock.RIGHT_BOTTOM,
                right.bottom()));
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

    /**
     * Docks each panel where {@code place} says, as a tab of that node; a panel placed nowhere is left alone. The
     * tabs of a node come in the order the panels are drawn, whatever the order they are docked in.
     */
    private static void dock(Map<Dock, Integer> nodes, List<PanelDescription> panels,
                             Function<PanelDescription, Dock> place) {
        for (var panel : panels) {
            var dock = place.apply(panel);
            if (dock == null) {
                continue;
            }
            var node = nodes.get(dock);
            if (node == null) {
                throw new IllegalArgumentException("the " + panel.title() + " panel asks for " + dock
                        + ", which this layout does not have");
            }
            imgui.internal.ImGui.dockBuilderDockWindow(panel.title(), node);
        }
    }
}
