package org.tomblens.app.ui.states;

import static org.tomblens.app.ui.common.Colours.abgr;
import static org.tomblens.app.ui.common.Em.em;

import imgui.ImGui;
import imgui.flag.ImGuiButtonFlags;
import imgui.type.ImString;
import java.util.Locale;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.anim.StateGraph;
import org.tomblens.format.model.Level;
import org.tomblens.format.names.LaraStates;

/**
 * The state machine of the model in the animation player, as a graph: a box per state, an arrow per pair of
 * states a state change joins, dashed where an animation simply runs on into another state. Drag to pan, the
 * wheel zooms; a filter picks states out. Clicking a state lists its animations (click one to play it);
 * clicking an arrow plays its first state change as the game makes it, and lists the others to play. While
 * the player plays, the state it is in and the changes that could fire at its frame light up.
 */
public final class StatesPanel extends DockPanel {
    public static final String TITLE = "States";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forAnyFile(TITLE, false, Dock.RIGHT_TOP, Dock.RIGHT_TOP, Dock.RIGHT_TOP)
            .broughtUpBy(Occasion.STATE_GRAPH);

    private static final int NODE = abgr(0x2E, 0x34, 0x40);
    private static final int NODE_EDGE = abgr(0x70, 0x7A, 0x88);
    private static final int NODE_NOW = abgr(0x2F, 0x7D, 0x4A);
    private static final int NODE_CHOSEN = abgr(0x2D, 0x5C, 0xA8);
    private static final int DIM = abgr(0x26, 0x29, 0x2E);
    private static final int TEXT = abgr(0xE8, 0xEA, 0xEE);
    private static final int TEXT_DIM = abgr(0x70, 0x74, 0x7A);
    private static final int EDGE = abgr(0x80, 0x88, 0x94);
    private static final int EDGE_DIM = abgr(0x40, 0x44, 0x4A);
    private static final int EDGE_LIVE = abgr(0xFF, 0x9A, 0x30);
    private static final int EDGE_CHOSEN = abgr(0x50, 0xD0, 0xFF);

    private final ImString filter = new ImString(64);
    /** The graph shown and what it was made for. */
    private Level shownLevel;
    private int shownModel = -1;
    private StateGraph graph;
    private StateGraphLayout layout;
    private boolean[] matches = new boolean[0];
    private String shownFilter = "";
    /** Graph units to window points: {@code screen = origin + pan + graph * zoom}. */
    private float zoom = 1;
    private float panX;
    private float panY;
    private boolean fitWanted = true;
    /** Whether the pointer moved the graph since the press on it: then its release is no click. */
    private boolean dragged;
    private int chosenNode = -1;
    private int chosenEdge = -1;
    /** Placed on each edge in turn, to draw it or try a click against it. */
    private final EdgeCurve curve = new EdgeCurve();

    public StatesPanel() {
        super(DESCRIPTION);
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var onScreen = context.level();
        var player = context.playback().player();
        var model = player.subject().modelIndex();
        if (model < 0 || !player.hasAnimations()) {
            Widgets.textDisabled("Choose a model with animations in the Animation panel.");
            return;
        }
        follow(onScreen, model);
        Widgets.text(onScreen.names().model(model) + ": " + graph.states().size() + " states, "
                + graph.transitions().size() + " state changes");
        if (!graph.problems().isEmpty()) {
            ImGui.sameLine();
            Widgets.textColored(0.95f, 0.6f, 0.3f, 1f, graph.problems().size() + " lead nowhere");
            if (ImGui.isItemHovered()) {
                Widgets.setTooltip(String.join("\n", graph.problems().subList(0, Math.min(12, graph.problems().size()))));
            }
        }
        ImGui.setNextItemWidth(em(14));
        Widgets.inputTextWithHint("##states-filter", "filter: state number or name", filter);
        ImGui.sameLine();
        if (Widgets.smallButton("Fit")) {
            fitWanted = true;
        }
        refilter();
        var detailsHeight = chosenNode >= 0 || chosenEdge >= 0 ? em(9) : ImGui.getTextLineHeightWithSpacing() * 2;
        canvas(player, Math.max(em(6), ImGui.getContentRegionAvailY() - detailsHeight));
        details(onScreen, player);
    }

    /** Rebuilds the graph when the player shows another model or level. */
    private void follow(LevelService onScreen, int model) {
        if (onScreen.level() == shownLevel && model == shownModel) {
            return;
        }
        shownLevel = onScreen.level();
        shownModel = model;
        graph = StateGraph.of(onScreen.level(), onScreen.prepared().animation(), model);
        var lara = onScreen.level().animation().models().get(model).id() == ModelList.LARA;
        layout = StateGraphLayout.of(graph, onScreen.level().animation().firstAnimation(model),
                state -> lara ? LaraStates.name(state) : null);
        matches = new boolean[layout.nodes().size()];
        shownFilter = null;
        chosenNode = -1;
        chosenEdge = -1;
        fitWanted = true;
    }

    private void refilter() {
        var wanted = filter.get().trim().toLowerCase(Locale.ROOT);
        if (wanted.equals(shownFilter)) {
            return;
        }
        shownFilter = wanted;
        for (int i = 0; i < matches.length; i++) {
            var node = layout.nodes().get(i);
            matches[i] = wanted.isEmpty() || Integer.toString(node.state()).equals(wanted)
                    || node.label().toLowerCase(Locale.ROOT).contains(wanted);
        }
    }

    /** The graph in a region {@code height} high: drawn, panned, zoomed and clicked. */
    private void canvas(ModelPlayer player, float height) {
        var left = ImGui.getCursorScreenPosX();
        var top = ImGui.getCursorScreenPosY();
        var width = Math.max(em(6), ImGui.getContentRegionAvailX());
        Widgets.invisibleButton("##graph", width, height, ImGuiButtonFlags.MouseButtonLeft);
        if (fitWanted) {
            fit(width, height);
        }
        handleInput(player, left, top);
        var draw = ImGui.getWindowDrawList();
        draw.pushClipRect(left, top, left + width, top + height, true);
        draw.addRectFilled(left, top, left + width, top + height, abgr(0x16, 0x18, 0x1C));
        var head = player.playhead();
        var current = layout.nodeOf(graph.stateOf(head.animation()));
        for (int e = 0; e < layout.edges().size(); e++) {
            var edge = layout.edges().get(e);
            var live = !edge.next() && fires(edge, head.animation(), head.frame());
            var colour = e == chosenEdge ? EDGE_CHOSEN : live ? EDGE_LIVE
                    : matches[edge.from()] || matches[edge.to()] ? EDGE : EDGE_DIM;
            curve.place(layout, edge, left + panX, top + panY, zoom);
            curve.draw(draw, edge.next(), colour, live || e == chosenEdge ? 2.5f : 1.2f, Math.max(4, 9 * zoom));
            var middleX = curve.middleX();
            var middleY = curve.middleY();
            if (middleX > left && middleX < left + width && middleY > top && middleY < top + height) {
                // An edge takes a click near its middle: that point, named as the details below name the edge.
                Widgets.area(title(edge.from()) + " to " + title(edge.to()) + (edge.next() ? ", as animations end"
                        : ""), middleX - 1, middleY - 1, middleX + 1, middleY + 1);
            }
        }
        var lineHeight = ImGui.getTextLineHeight();
        for (int n = 0; n < layout.nodes().size(); n++) {
            var node = layout.nodes().get(n);
            var x0 = left + panX + node.x() * zoom;
            var y0 = top + panY + node.y() * zoom;
            var x1 = x0 + StateGraphLayout.NODE_WIDTH * zoom;
            var y1 = y0 + StateGraphLayout.NODE_HEIGHT * zoom;
            var fill = n == current ? NODE_NOW : n == chosenNode ? NODE_CHOSEN : matches[n] ? NODE : DIM;
            draw.addRectFilled(x0, y0, x1, y1, fill, 4 * zoom);
            draw.addRect(x0, y0, x1, y1, matches[n] ? NODE_EDGE : EDGE_DIM, 4 * zoom);
            // The text stays inside its box, cut where the box ends.
            draw.pushClipRect(x0, y0, x1 - 2, y1, true);
            if (zoom * StateGraphLayout.NODE_HEIGHT > lineHeight * 2.4f) {
                draw.addText(x0 + 6, y0 + 3, matches[n] ? TEXT : TEXT_DIM, node.label());
            } else if (zoom * StateGraphLayout.NODE_HEIGHT > lineHeight) {
                draw.addText(x0 + 3, y0 + 1, matches[n] ? TEXT : TEXT_DIM, Integer.toString(node.state()));
            }
            draw.popClipRect();
        }
        draw.popClipRect();
    }

    /** Scales and places the graph to fit the region, never larger than life. */
    private void fit(float width, float height) {
        fitWanted = false;
        var margin = em(1);
        zoom = Math.min(1, Math.min((width - 2 * margin) / Math.max(1, layout.width()),
                (height - 2 * margin) / Math.max(1, layout.height())));
        zoom = Math.max(0.08f, zoom);
        panX = margin;
        panY = margin;
    }

    private void handleInput(ModelPlayer player, float left, float top) {
        var io = ImGui.getIO();
        if (ImGui.isItemHovered() && io.getMouseWheel() != 0) {
            var factor = (float) Math.pow(1.15, io.getMouseWheel());
            var newZoom = Math.max(0.08f, Math.min(3, zoom * factor));
            // The point under the pointer stays under it.
            var mx = ImGui.getMousePosX() - left;
            var my = ImGui.getMousePosY() - top;
            panX = mx - (mx - panX) * newZoom / zoom;
            panY = my - (my - panY) * newZoom / zoom;
            zoom = newZoom;
        }
        if (ImGui.isItemActivated()) {
            dragged = false;
        }
        if (ImGui.isItemActive() && ImGui.isMouseDragging(0, 4)) {
            dragged = true;
            panX += io.getMouseDeltaX();
            panY += io.getMouseDeltaY();
        }
        if (ImGui.isItemDeactivated() && !dragged) {
            click(player, ImGui.getMousePosX(), ImGui.getMousePosY(), left, top);
        } else if (ImGui.isItemHovered() && !ImGui.isItemActive()) {
            explainEdgeUnder(ImGui.getMousePosX(), ImGui.getMousePosY(), left, top);
        }
    }

    /** A tooltip with the state changes of the arrow under the pointer, their ranges and where they lead. */
    private void explainEdgeUnder(float x, float y, float left, float top) {
        var under = edgeUnder(x, y, left, top, em(0.4f));
        if (under < 0) {
            return;
        }
        var edge = layout.edges().get(under);
        var text = new StringBuilder(title(edge.from())).append(" to ").append(title(edge.to()));
        var lines = 0;
        for (var transition : edge.transitions()) {
            for (var range : transition.ranges()) {
                if (lines++ < 10) {
                    text.append('\n').append(change(transition, range));
                }
            }
        }
        for (var follow : edge.follows()) {
            if (lines++ < 10) {
                text.append('\n').append(runOn(follow));
            }
        }
        if (lines > 10) {
            text.append("\n... and ").append(lines - 10).append(" more");
        }
        Widgets.setTooltip(text.toString());
    }

    /** The edge whose curve passes within {@code reach} of (x, y), or -1. */
    private int edgeUnder(float x, float y, float left, float top, float reach) {
        for (int e = 0; e < layout.edges().size(); e++) {
            curve.place(layout, layout.edges().get(e), left + panX, top + panY, zoom);
            if (curve.near(x, y, reach)) {
                return e;
            }
        }
        return -1;
    }

    /** One dispatch of a state change, as the tooltip and the list under the graph say it. */
    private static String change(StateGraph.Transition transition, StateGraph.Range range) {
        return "animation " + transition.fromAnim() + ", frames " + range.low() + ".." + range.high()
                + " -> animation " + range.anim() + " at frame " + range.frame();
    }

    private static String runOn(StateGraph.Next follow) {
        return "animation " + follow.anim() + " runs on as animation " + follow.nextAnim() + " at frame "
                + follow.nextFrame();
    }

    /** A click on the graph: a state chosen, an edge chosen and played, or nothing chosen. */
    private void click(ModelPlayer player, float x, float y, float left, float top) {
        var gx = (x - left - panX) / zoom;
        var gy = (y - top - panY) / zoom;
        for (int n = 0; n < layout.nodes().size(); n++) {
            if (layout.nodes().get(n).contains(gx, gy)) {
                chosenNode = n;
                chosenEdge = -1;
                return;
            }
        }
        chosenNode = -1;
        chosenEdge = edgeUnder(x, y, left, top, em(0.5f));
        if (chosenEdge >= 0) {
            playEdge(player, layout.edges().get(chosenEdge));
        }
    }

    private void playEdge(ModelPlayer player, StateGraphLayout.Edge edge) {
        if (edge.next()) {
            var follow = edge.follows().get(0);
            player.select(follow.anim());
            player.setAtEnd(Playhead.AtEnd.CHAIN);
            player.setPlaying(true);
        } else {
            var transition = edge.transitions().get(0);
            play(player, transition, transition.ranges().get(0));
        }
    }

    private void play(ModelPlayer player, StateGraph.Transition transition, StateGraph.Range range) {
        player.playTransition(transition.fromAnim(), range.low(), range.high(), range.anim(), range.frame());
    }

    /** Under the graph: the chosen state's animations, or the chosen edge's state changes, to play. */
    private void details(LevelService onScreen, ModelPlayer player) {
        if (chosenNode >= 0) {
            var state = graph.states().get(chosenNode);
            Widgets.text(title(chosenNode) + ": "
                    + (state.animations().isEmpty() ? "no animation plays in it" : "its animations"));
            ImGui.beginChild("##state-animations", 0, 0, false);
            for (var anim : state.animations()) {
                var timeline = onScreen.prepared().animation().timelines().get(anim);
                if (Widgets.selectable("animation " + anim + ", frames " + timeline.frameStart() + ".."
                        + timeline.lastFrame())) {
                    player.select(anim);
                    player.setPlaying(true);
                }
            }
            ImGui.endChild();
        } else if (chosenEdge >= 0) {
            var edge = layout.edges().get(chosenEdge);
            Widgets.text(title(edge.from()) + " to "
                    + title(edge.to())
                    + (edge.next() ? ", as animations end" : ": click a range to play it"));
            ImGui.beginChild("##edge-changes", 0, 0, false);
            for (var transition : edge.transitions()) {
                for (var range : transition.ranges()) {
                    if (Widgets.selectable(change(transition, range) + "##" + transition.fromAnim() + "-" + range.low()
                            + "-" + range.anim())) {
                        play(player, transition, range);
                    }
                }
            }
            for (var follow : edge.follows()) {
                Widgets.bulletText(runOn(follow));
            }
            ImGui.endChild();
        } else {
            ImGui.pushTextWrapPos(0);
            Widgets.textDisabled("Click a state for its animations, an arrow to play its state change; drag to move, "
                    + "the wheel to zoom.");
            ImGui.popTextWrapPos();
        }
    }

    /** A node's first line: the state's number and name. */
    private String title(int node) {
        var label = layout.nodes().get(node).label();
        var end = label.indexOf('\n');
        return end < 0 ? label : label.substring(0, end);
    }

    /** Whether one of the edge's state changes leaves animation {@code anim} at frame {@code frame}. */
    private static boolean fires(StateGraphLayout.Edge edge, int anim, int frame) {
        for (var transition : edge.transitions()) {
            if (transition.fromAnim() == anim) {
                for (var range : transition.ranges()) {
                    if (range.low() <= frame && frame <= range.high()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
