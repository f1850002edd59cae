package org.tomblens.app.ui.route;

import imgui.ImGui;
import imgui.flag.ImGuiColorEditFlags;
import imgui.flag.ImGuiHoveredFlags;
import imgui.type.ImString;
import java.util.List;
import org.tomblens.app.camera.MeasureTool;
import org.tomblens.app.route.RouteEditor;
import org.tomblens.app.route.RouteOnLevel;
import org.tomblens.app.route.RoutePoint;
import org.tomblens.app.route.Waypoint;
import org.tomblens.app.services.NavigationService;
import org.tomblens.app.services.RouteService;
import org.tomblens.app.ui.common.DockPanel;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.app.ui.common.PanelDescription;
import org.tomblens.app.ui.common.PanelDescription.Dock;
import org.tomblens.app.ui.common.Tables;
import org.tomblens.app.ui.common.ViewerContext;
import org.tomblens.app.ui.common.Widgets;
import org.tomblens.format.model.Level;
import org.tomblens.render.overlay.OverlayColours;

/**
 * The route through the level: its waypoints in order (type, room, index, what each points at, the leg to it and
 * the first line of its notes) and the total, as the view draws them. Choosing a row flies to the waypoint; a row
 * dragged onto another moves there; the chosen one's details show below with its notes to edit and Delete. Undo
 * and Redo step through the edits; the file bar opens and saves trview routes and randomizer locations.
 */
public final class RoutePanel extends DockPanel {
    public static final String TITLE = "Route";
    public static final PanelDescription DESCRIPTION =
            PanelDescription.forLevels(TITLE, false, Dock.RIGHT_BOTTOM, Dock.RIGHT_BOTTOM)
            .broughtUpBy(Occasion.WAYPOINT_ADDED);
    static final String[] COLUMNS = {"#", "Type", "Room", "Index", "Points at", "Leg", "Notes"};

    private final RouteFileBar fileBar = new RouteFileBar();
    private final ImString notes = new ImString(256);
    private final float[] lineColour = new float[4];
    private final float[] markerColour = new float[4];
    /** The editor version and waypoint the notes box was filled from. */
    private RouteEditor notesEditor;
    private int notesVersion = -1;
    private int notesOf = -1;
    /** The stops of the route last shown, and which editor and version of it they were made for. */
    private List<RouteOnLevel.Stop> stops = List.of();
    private RouteEditor stopsOf;
    private int stopsVersion = -1;
    /** The row being dragged, or -1, and the row under the pointer this frame, or -1. */
    private int dragged = -1;
    private int under = -1;

    public RoutePanel() {
        super(DESCRIPTION);
        notes.inputData.isResizable = true;
    }

    @Override
    protected void drawContents(ViewerContext context) {
        var editor = context.route().editor();
        fileBar.draw(context.level(), context.route());
        ImGui.beginDisabled(!editor.canUndo());
        if (Widgets.button("Undo")) {
            editor.undo();
        }
        ImGui.endDisabled();
        ImGui.sameLine();
        ImGui.beginDisabled(!editor.canRedo());
        if (Widgets.button("Redo")) {
            editor.redo();
        }
        ImGui.endDisabled();
        ImGui.sameLine();
        var route = editor.route();
        Widgets.text(String.format("%d waypoints, %.0f units = %.2f sectors%s", route.waypoints().size(),
                route.length(), route.length() / MeasureTool.SECTOR, editor.unsaved() ? " (unsaved)" : ""));
        var stops = stops(context.route());
        if (stops.isEmpty()) {
            Widgets.textDisabled("No waypoints: press R over an entity, a trigger or a face in the view, or use "
                    + "Add to route in the Sector and Entities panels.");
        }
        under = -1;
        if (Tables.begin("waypoints", 0.55f, COLUMNS)) {
            for (int i = 0; i < stops.size(); i++) {
                if (Tables.row(cells(i, stops.get(i)), i == editor.selected(), dragAndDrop(i))) {
                    editor.select(i);
                    flyTo(context, stops.get(i).waypoint());
                }
            }
            Widgets.endTable();
        }
        if (dragged >= 0 && !ImGui.isMouseDown(0)) {
            if (under >= 0) {
                editor.move(dragged, under);
            }
            dragged = -1;
        }
        var chosen = editor.selected();
        if (chosen >= 0) {
            details(editor, stops.get(chosen), chosen);
        }
    }

    /** What each waypoint points at, worked out again only when the route changes. */
    private List<RouteOnLevel.Stop> stops(RouteService route) {
        var editor = route.editor();
        if (editor != stopsOf || editor.version() != stopsVersion) {
            stopsOf = editor;
            stopsVersion = editor.version();
            stops = route.onLevel().stops(editor.route());
        }
        return stops;
    }

    private static List<String> cells(int i, RouteOnLevel.Stop stop) {
        var waypoint = stop.waypoint();
        var firstLine = waypoint.notes().lines().findFirst().orElse("");
        return List.of(Integer.toString(i + 1), waypoint.typeName(), Integer.toString(waypoint.room()),
                Integer.toString(waypoint.index()), stop.problems().isEmpty() ? stop.target() : "! " + stop.target(),
                i == 0 ? "" : String.format("%.0f", stop.leg()), firstLine);
    }

    /**
     * Follows a drag of the rows: row {@code i} held and dragged is the one moving; the row under the pointer is
     * where it goes when the button is let go.
     */
    private Runnable dragAndDrop(int i) {
        return () -> {
            if (ImGui.isItemActive() && ImGui.isMouseDragging(0)) {
                dragged = i;
                ImGui.setTooltip("Move waypoint " + (i + 1));
            }
            if (ImGui.isItemHovered(ImGuiHoveredFlags.AllowWhenBlockedByActiveItem)) {
                under = i;
            }
        };
    }

    private void details(RouteEditor editor, RouteOnLevel.Stop stop, int chosen) {
        var waypoint = stop.waypoint();
        ImGui.separator();
        Widgets.text("Waypoint " + (chosen + 1) + ": " + waypoint.typeName() + ", " + stop.target());
        stop.problems().forEach(problem -> Widgets.textColored(1f, 0.45f, 0.4f, 1f, problem));
        var at = waypoint.position();
        Widgets.text(String.format("Position %.0f, %.0f, %.0f; normal %s", at.x(), at.y(), at.z(),
                waypoint.normal() == null ? "none" : shown(waypoint.normal())));
        colours(editor);
        if (waypoint.save() != null) {
            Widgets.textDisabled("Has a savegame (" + waypoint.save().length() + " characters of base64), kept");
        }
        waypoint.otherKeys().forEach((key, value) -> Widgets.text(key + ": " + value));
        if (notesEditor != editor || notesVersion != editor.version() || notesOf != chosen) {
            if (!ImGui.isAnyItemActive()) {
                notesEditor = editor;
                notesVersion = editor.version();
                notesOf = chosen;
                notes.set(waypoint.notes());
            }
        }
        ImGui.inputTextMultiline("##notes", notes, -1, ImGui.getTextLineHeight() * 4);
        Widgets.name("notes");
        if (ImGui.isItemDeactivatedAfterEdit()) {
            editor.setNotes(chosen, notes.get());
        }
        if (Widgets.button("Delete")) {
            editor.remove(chosen);
        }
    }

    /** The route's line and marker colours, each edited in place; a change is one edit when the picker closes. */
    private void colours(RouteEditor editor) {
        var route = editor.route();
        if (!ImGui.isAnyItemActive()) {
            OverlayColours.fromArgb(route.shownColour(), lineColour);
            OverlayColours.fromArgb(route.shownWaypointColour(), markerColour);
        }
        ImGui.colorEdit4("Line", lineColour, ImGuiColorEditFlags.NoInputs);
        Widgets.name("Line");
        var changed = ImGui.isItemDeactivatedAfterEdit();
        ImGui.sameLine();
        ImGui.colorEdit4("Markers", markerColour, ImGuiColorEditFlags.NoInputs);
        Widgets.name("Markers");
        changed |= ImGui.isItemDeactivatedAfterEdit();
        ImGui.sameLine();
        Widgets.textDisabled(String.format("colours %08X, %08X (ARGB)", route.shownColour(),
                route.shownWaypointColour()));
        if (changed) {
            editor.setColours(OverlayColours.argb(lineColour), OverlayColours.argb(markerColour));
        }
    }

    private static String shown(RoutePoint direction) {
        return String.format("%.2f, %.2f, %.2f", direction.x(), direction.y(), direction.z());
    }

    /** Takes the camera to the waypoint: its entity, its trigger's sector, its camera, or the sector under it. */
    private static void flyTo(ViewerContext context, Waypoint waypoint) {
        var actions = context.navigation();
        var level = context.level().level();
        switch (waypoint.type()) {
            case ENTITY -> {
                if (waypoint.index() >= 0 && waypoint.index() < level.entities().size()) {
                    actions.flyToEntity(waypoint.index());
                    return;
                }
            }
            case TRIGGER -> {
                var triggers = context.route().onLevel().triggerSectors();
                if (waypoint.index() >= 0 && waypoint.index() < triggers.size()) {
                    var sector = triggers.get(waypoint.index());
                    actions.flyToSector(sector.room(), sector.x(), sector.z());
                    return;
                }
            }
            case CAMERA_SINK -> {
                if (waypoint.index() >= 0 && waypoint.index() < level.cameras().size()) {
                    actions.flyToCamera(waypoint.index());
                    return;
                }
            }
            default -> { }
        }
        flyToSectorUnder(level, actions, waypoint);
    }

    private static void flyToSectorUnder(Level level, NavigationService actions, Waypoint waypoint) {
        var rooms = level.rooms();
        if (waypoint.room() < 0 || waypoint.room() >= rooms.size()) {
            return;
        }
        var room = rooms.get(waypoint.room());
        var x = (int) Math.floor((waypoint.position().x() - room.x()) / 1024);
        var z = (int) Math.floor((waypoint.position().z() - room.z()) / 1024);
        if (x >= 0 && z >= 0 && x < room.numXSectors() && z < room.numZSectors()) {
            actions.flyToSector(waypoint.room(), x, z);
        } else {
            actions.flyToRoom(waypoint.room());
        }
    }
}
