package org.tomblens.render.overlay;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.IntBuffer;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.model.Sector;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.view.Camera;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.view.RenderOptions;

/**
 * Overlays drawn over a frame: sectors with triggers, death or climbable walls in their colours, portals, sound
 * sources, cameras, sinks and flyby paths ({@link CameraShapes}), room lights ({@link LightShapes}), the pathfinding
 * boxes, the selected sector and entity bounding boxes, a route ({@link RouteOverlay}) and what scripts placed
 * ({@link PlacedCubes}). Sector and portal overlays are built once per level, when first shown (the sectors again
 * when a trigger is hidden or coloured one by one: {@link OverlayLooks}), and drawn for the rooms the frame drew;
 * sound sources, cameras and lights once, when first shown (again when one is hidden), and drawn whole; pathfinding
 * boxes when their colouring or focus changes, and drawn whole (one draw for their fills, one for their outlines);
 * the selection when it changes; entity boxes each frame into a reused buffer; the route and the placed cubes when
 * they change.
 */
public final class OverlayRenderer implements AutoCloseable {
    /** A measured point's cross reaches this far along each axis. */
    private static final float CROSS = 96;
    /** A sound source's diamond reaches this far from it sideways and up and down, in TR units. */
    static final float DIAMOND_WIDTH = 128;
    static final float DIAMOND_HEIGHT = 192;
    /** The triangles and edges of a diamond, for sizing a mesh of them. */
    private static final int DIAMOND_TRIANGLE_VERTICES = 24;
    private static final int DIAMOND_LINE_VERTICES = 24;

    private final PreparedLevel prepared;
    private final Level level;
    private final SectorFloor floor;
    private final LevelFloorData floorData;
    private final ShaderProgram program = ShaderProgram.load("flat");
    private final OverlayLooks looks = new OverlayLooks();
    private final PlacedCubes placed = new PlacedCubes();
    /**
     * Made when first shown, as the other layers: built in the upload, these three took 7–9 ms of the way to a
     * level's first frame, which shows none of them unless the settings ask for it.
     */
    private OverlayLayer sectors;
    private OverlayLayer portals;
    private OverlayLayer soundSources;
    private final BoxShapes boxShapes = new BoxShapes();
    /** Made when the cameras are first shown. */
    private OverlayLayer cameras;
    /** Made when the lights are first shown. */
    private OverlayLayer lights;
    /** A level diff's tints, built when a diff is shown; null when none is. */
    private OverlayLayer diff;
    /** Made when the boxes are first shown. */
    private OverlayLayer boxes;
    private OverlayMesh boxMesh;
    /** What the boxes were last written for: zone type, flip state and focus box; -2 before they were. */
    private int boxesZone = -2;
    private boolean boxesFlipped;
    private int boxesFocus = -2;
    private int boxesReach = -2;
    /** A box chosen by itself (not by a sector), or -1. */
    private int chosenBox = -1;
    /** A box whose zone's boxes (of the zone type shown) are where a creature standing there can go, or -1. */
    private int reachBox = -1;
    private final OverlayLayer dynamic;
    private final RouteOverlay route = new RouteOverlay();
    private final OverlayMesh dynamicMesh;
    private Selection shownSelection;
    /** The measuring tool's points, or null: its line is drawn with the selection. */
    private float[] measureFrom;
    private float[] measureTo;
    private boolean hasSelectedSector;
    /** Whether any entity might need a marker box (it has no model); they are redrawn as rooms come and go. */
    private final boolean hasMarkers;
    private final float[][] selectedCorners = new float[4][3];
    private final float[][] points = new float[4][3];
    private static final boolean[] KINDS = {false, true};
    private final float[] corners = new float[24];
    private final int viewProjection = program.uniform("uViewProjection");
    private final java.nio.FloatBuffer matrix = MemoryUtil.memAllocFloat(16);
    private final IntBuffer firsts;
    private final IntBuffer counts;

    /** Builds the overlays of a prepared level, from its decoded FloorData, boxes and flyby paths. */
    public OverlayRenderer(PreparedLevel prepared) {
        this.prepared = prepared;
        this.level = prepared.level();
        this.floorData = prepared.floorData();
        this.floor = new SectorFloor(level, prepared.sectors());
        var rooms = level.rooms().size();
        firsts = MemoryUtil.memAllocInt(Math.max(1, rooms));
        counts = MemoryUtil.memAllocInt(Math.max(1, rooms));
        dynamicMesh = new OverlayMesh(64, 24 * Math.max(1, level.entities().size()) + 64);
        dynamic = newLayer(GL_STREAM_DRAW);
        hasMarkers = !level.entities().isEmpty();
    }

    /**
     * Draws the overlays the options ask for over the frame {@code renderer} just drew; returns whether it drew
     * anything, which can then differ from the last frame's wherever it lies.
     */
    public boolean draw(Camera camera, RenderOptions options, LevelRenderer renderer, Selection selection) {
        var drew = false;
        program.use();
        glUniformMatrix4fv(viewProjection, false, camera.viewProjection().get(matrix));
        glEnable(GL_DEPTH_TEST);
        glDepthMask(false);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDisable(GL_CULL_FACE);
        if (looks.takeTriggersChanged() && sectors != null) {
            sectors.close();
            sectors = null;
        }
        if (looks.takeCamerasChanged() && cameras != null) {
            cameras.close();
            cameras = null;
        }
        if (looks.takeLightsChanged() && lights != null) {
            lights.close();
            lights = null;
        }
        if (options.showTriggers) {
            if (sectors == null) {
                sectors = buildSectors();
            }
            drew |= drawPerRoom(sectors, renderer);
        }
        if (options.showPortals) {
            if (portals == null) {
                portals = buildPortals();
            }
            drew |= drawPerRoom(portals, renderer);
        }
        if (options.showSoundSources) {
            if (soundSources == null) {
                soundSources = buildSoundSources();
            }
            drew |= soundSources.drawAll();
        }
        if (options.showCameras) {
            if (cameras == null) {
                cameras = buildCameras();
            }
            drew |= cameras.drawAll();
        }
        if (options.showLights) {
            if (lights == null) {
                var mesh = new OverlayMesh(256, 256);
                LightShapes.write(level, looks, mesh);
                lights = newLayer(GL_STATIC_DRAW);
                lights.upload(mesh);
            }
            drew |= lights.drawAll();
        }
        if (options.showBoxes && !boxes().boxes().isEmpty()) {
            drew |= drawBoxes(options, renderer.flipped(), selection);
        }
        if (diff != null) {
            drew |= diff.drawAll();
        }
        rebuildDynamic(options, renderer, selection);
        drew |= dynamic.drawAll();
        drew |= route.draw();
        drew |= placed.draw();
        glDepthMask(true);
        glDisable(GL_BLEND);
        glBindVertexArray(0);
        return drew;
    }

    /**
     * Tints what {@code changes} found different where it lies in this level, level B of the comparison when
     * {@code inB}: built once here, then drawn whole each frame (one draw for fills, one for outlines). Null clears.
     */
    public void showDiff(LevelDiff changes, boolean inB) {
        if (diff != null) {
            diff.close();
            diff = null;
        }
        if (changes != null) {
            var mesh = new OverlayMesh(256, 1024);
            DiffShapes.write(changes, inB, level, floor, mesh);
            diff = newLayer(GL_STATIC_DRAW);
            diff.upload(mesh);
        }
    }

    /** How single triggers, cameras and lights are drawn: hidden, or a trigger in a colour of its own. */
    public OverlayLooks looks() {
        return looks;
    }

    /** The cubes drawn where scripts placed things in the level. */
    public PlacedCubes placed() {
        return placed;
    }

    /** The route drawn in the view. */
    public RouteOverlay route() {
        return route;
    }

    /**
     * The level's pathfinding boxes, decoded once, when first asked for: a level's first frame, which draws none, does
     * not wait for them.
     */
    public BoxMap boxes() {
        return prepared.boxes();
    }

    /**
     * Shows a measurement: a cross at {@code from} and, with {@code to}, a line to a cross there; nulls show none.
     * The arrays are read each frame, not copied.
     */
    public void measure(float[] from, float[] to) {
        measureFrom = from;
        measureTo = to;
    }

    /** Makes box {@code box} (or, with -1, the selected sector's again) the one that stands out with its overlaps. */
    public void chooseBox(int box) {
        chosenBox = box >= 0 && box < boxes().boxes().size() ? box : -1;
    }

    /**
     * Shows where a creature standing in box {@code box} can go: every box of its zone, of the zone type the
     * boxes are coloured by; none with -1.
     */
    public void showReach(int box) {
        reachBox = box >= 0 && box < boxes().boxes().size() ? box : -1;
    }

    private boolean drawBoxes(RenderOptions options, boolean flipped, Selection selection) {
        var map = boxes();
        var focus = chosenBox >= 0 ? chosenBox : focusBox(selection);
        if (boxes == null) {
            boxes = newLayer(GL_DYNAMIC_DRAW);
            boxMesh = new OverlayMesh(6 * map.boxes().size(), 8 * map.boxes().size());
        }
        if (options.boxZone != boxesZone || flipped != boxesFlipped || focus != boxesFocus || reachBox != boxesReach) {
            boxesZone = options.boxZone;
            boxesFlipped = flipped;
            boxesFocus = focus;
            boxesReach = reachBox;
            var type = Math.max(0, Math.min(boxesZone, map.zoneTypes().size() - 1));
            var reach = reachBox >= 0 ? map.boxes().get(reachBox).zone(type, flipped) : -1;
            boxShapes.write(map, boxesZone, flipped, focus, reach, boxMesh);
            boxes.upload(boxMesh);
        }
        return boxes.drawAll();
    }

    /** The box of the selected sector, or -1. */
    private int focusBox(Selection selection) {
        if (!selection.hasSector() || selection.room() >= level.rooms().size()) {
            return -1;
        }
        var sector = level.rooms().get(selection.room()).sector(selection.sectorX(), selection.sectorZ());
        var box = sector == null ? -1 : BoxMap.boxOf(sector, level.version());
        return box < boxes().boxes().size() ? box : -1;
    }

    private boolean drawPerRoom(OverlayLayer layer, LevelRenderer renderer) {
        var drew = false;
        for (var lines : KINDS) {
            firsts.clear();
            counts.clear();
            for (int i = 0; i < renderer.drawnRoomCount(); i++) {
                var room = renderer.drawnRoom(i);
                var count = layer.count(room, lines);
                if (count > 0) {
                    firsts.put(layer.first(room, lines));
                    counts.put(count);
                }
            }
            firsts.flip();
            counts.flip();
            if (counts.hasRemaining()) {
                layer.bind(lines);
                glMultiDrawArrays(lines ? GL_LINES : GL_TRIANGLES, firsts, counts);
                drew = true;
            }
        }
        return drew;
    }

    private void rebuildDynamic(RenderOptions options, LevelRenderer renderer, Selection selection) {
        if (!options.showEntityBoxes && !(options.showMarkers && hasMarkers) && selection.equals(shownSelection)
                && !selection.hasEntity() && measureFrom == null) {
            return;
        }
        if (!selection.equals(shownSelection)) {
            shownSelection = selection;
            // The selected sector's corners are worked out once, not every frame the boxes are redrawn.
            hasSelectedSector = selection.hasSector() && floor.corners(
                    new SectorPosition(selection.room(), selection.sectorX(), selection.sectorZ()), selectedCorners);
        }
        dynamicMesh.clear();
        if (hasSelectedSector) {
            dynamicMesh.quad(selectedCorners[0], selectedCorners[1], selectedCorners[2], selectedCorners[3],
                    OverlayColours.SELECTED);
            dynamicMesh.loop(selectedCorners, OverlayColours.SELECTED_EDGE);
        }
        if (measureFrom != null) {
            dynamicMesh.cross(measureFrom, CROSS, OverlayColours.MEASURE);
            if (measureTo != null) {
                dynamicMesh.cross(measureTo, CROSS, OverlayColours.MEASURE);
                dynamicMesh.line(measureFrom, measureTo, OverlayColours.MEASURE);
            }
        }
        var entities = level.entities().size();
        for (int e = 0; e < entities; e++) {
            var selected = selection.entity() == e;
            if ((options.showEntityBoxes || selected) && renderer.entityBounds(e, corners)) {
                dynamicMesh.box(corners, selected ? OverlayColours.SELECTED_BOX : OverlayColours.BOX);
            } else if ((options.showMarkers || selected) && renderer.markerBounds(e, corners)) {
                dynamicMesh.box(corners, selected ? OverlayColours.SELECTED_BOX : OverlayColours.MARKER);
            }
        }
        dynamic.upload(dynamicMesh);
    }

    private OverlayLayer buildSectors() {
        var mesh = new OverlayMesh(1024, 1024);
        var layer = newLayer(GL_STATIC_DRAW);
        var rooms = level.rooms();
        for (int r = 0; r < rooms.size(); r++) {
            layer.beginRoom(r, mesh);
            var room = rooms.get(r);
            for (int x = 0; x < room.numXSectors(); x++) {
                for (int z = 0; z < room.numZSectors(); z++) {
                    var colour = colourOf(new SectorPosition(r, x, z), room.sector(x, z));
                    if (colour != null) {
                        sectorShape(mesh, new SectorPosition(r, x, z), colour, null);
                    }
                }
            }
            layer.endRoom(r, mesh);
        }
        layer.upload(mesh);
        return layer;
    }

    /** Death before trigger (unless hidden) before climb, when a sector has several. */
    private float[] colourOf(SectorPosition position, Sector sector) {
        if (sector == null || sector.floorDataIndex() == 0) {
            return null;
        }
        float[] colour = null;
        for (var function : floorData.chain(sector.floorDataIndex()).functions()) {
            if (function instanceof FloorFunction.KillLara) {
                return OverlayColours.DEATH;
            }
            if (function instanceof FloorFunction.Trigger && !looks.triggerHidden(position)) {
                colour = looks.drawnTriggerColour(position);
            } else if (function instanceof FloorFunction.ClimbableWalls && colour == null) {
                colour = OverlayColours.CLIMB;
            }
        }
        return colour;
    }

    private OverlayLayer buildPortals() {
        var mesh = new OverlayMesh(512, 512);
        var layer = newLayer(GL_STATIC_DRAW);
        var rooms = level.rooms();
        for (int r = 0; r < rooms.size(); r++) {
            layer.beginRoom(r, mesh);
            var room = rooms.get(r);
            for (var portal : room.portals()) {
                var points = new float[4][];
                for (int i = 0; i < 4; i++) {
                    var v = portal.vertices().get(i);
                    points[i] = new float[] {room.x() + v.x(), v.y(), room.z() + v.z()};
                }
                mesh.quad(points[0], points[1], points[2], points[3], OverlayColours.PORTAL);
                mesh.loop(points, OverlayColours.PORTAL_EDGE);
            }
            layer.endRoom(r, mesh);
        }
        layer.upload(mesh);
        return layer;
    }

    /** A layer with a part for each of the level's rooms. */
    private OverlayLayer newLayer(int usage) {
        return new OverlayLayer(usage, level.rooms().size());
    }

    /** Sound sources have no room: one diamond each, drawn whole. */
    private OverlayLayer buildSoundSources() {
        var sources = level.soundSources();
        var mesh = new OverlayMesh(DIAMOND_TRIANGLE_VERTICES * sources.size(), DIAMOND_LINE_VERTICES * sources.size());
        for (var source : sources) {
            mesh.diamond(source.x(), source.y(), source.z(), DIAMOND_WIDTH, DIAMOND_HEIGHT,
                    OverlayColours.soundSource(source), OverlayColours.SOUND_EDGE);
        }
        var layer = newLayer(GL_STATIC_DRAW);
        layer.upload(mesh);
        return layer;
    }

    /** Cameras, sinks and flyby paths have no room: drawn whole. */
    private OverlayLayer buildCameras() {
        var mesh = new OverlayMesh(256, 1024);
        CameraShapes.write(prepared, looks, mesh);
        var layer = newLayer(GL_STATIC_DRAW);
        layer.upload(mesh);
        return layer;
    }

    /** A sector's floor surface, lifted a little, filled and (with an edge colour) outlined. */
    private void sectorShape(OverlayMesh mesh, SectorPosition position, float[] fill, float[] edge) {
        if (!floor.corners(position, points)) {
            return;
        }
        mesh.quad(points[0], points[1], points[2], points[3], fill);
        if (edge != null) {
            mesh.loop(points, edge);
        }
    }

    @Override
    public void close() {
        program.close();
        for (var layer : new OverlayLayer[] {sectors, portals, soundSources, cameras, lights, boxes, diff}) {
            if (layer != null) {
                layer.close();
            }
        }
        dynamic.close();
        route.close();
        placed.close();
        MemoryUtil.memFree(firsts);
        MemoryUtil.memFree(matrix);
        MemoryUtil.memFree(counts);
    }
}
