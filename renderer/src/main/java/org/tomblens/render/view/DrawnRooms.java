package org.tomblens.render.view;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntUnaryOperator;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.PortalSteps;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.geometry.RoomBoxes;
import org.tomblens.format.geometry.WorldGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.render.visibility.PortalVisibility;
import org.tomblens.render.visibility.ScreenRects;

/**
 * The rooms a frame draws: found through the portals from the camera's room, or every room joined to it, or every
 * room shown, in the order of their numbers (so that where two rooms' faces meet at one depth the same one
 * shows, whichever others are drawn); reordered back to front for the see-through passes. The camera's room is
 * followed from the room it was in ({@link Camera#room()}) as the engines follow an entity's, so that of rooms
 * that share a place the one the camera came into is taken. Finding them allocates nothing.
 */
public final class DrawnRooms {
    private final Level level;
    private final FlipState flips;
    private final RoomFinder finder;
    /** The flip state as the finder reads it, made once: a method reference made per frame would allocate. */
    private final IntUnaryOperator active;
    private final PortalVisibility visibility;
    /** The rooms joined to the camera's room, whatever the camera sees: they decide whether the sky shows. */
    private final PortalSteps joined;
    private boolean opensToSky;
    private final RoomBoxes boxes;
    private final FrustumIntersection frustum = new FrustumIntersection();
    /** The rooms the walk saw, through portals or seeded, in the order seen. */
    private final int[] seenRooms;
    private int seenCount;
    /** Whether a room seen is open to the sky. */
    private boolean seesOutside;
    /** The screen rectangles (NDC: min x, min y, max x, max y) of the see-through faces of the rooms seen. */
    private final float[] windowRects;
    private int windowCount;
    private final float[] rect = new float[4];
    /** The screen rectangle of the box being tried, projected once for all the rooms and windows that cut it. */
    private final float[] boxRect = new float[4];
    /** Scratch for {@link ScreenRects#projectDrawn}: a box's corners in clip space. */
    private final float[] clipCorners = new float[32];
    private Matrix4f viewProjection;
    private final PortalVisibility.Space inPortalSeenSpace = this::meetsPortalSeenSpace;
    private final int[] drawn;
    private final boolean[] shown;
    private final float[] distance;
    private final BitSet hidden = new BitSet();
    private int count;

    public DrawnRooms(Level level, FlipState flips, RoomFinder finder, RoomBoxes boxes) {
        this.level = level;
        this.flips = flips;
        this.finder = finder;
        this.active = flips::active;
        visibility = new PortalVisibility(level.rooms());
        joined = new PortalSteps(level.rooms());
        this.boxes = boxes;
        seenRooms = new int[level.rooms().size()];
        windowRects = new float[4 * level.rooms().size()];
        drawn = new int[level.rooms().size()];
        shown = new boolean[level.rooms().size()];
        distance = new float[level.rooms().size()];
    }

    /**
     * Finds the rooms to draw through {@code camera} and the room it is in, which the camera then remembers;
     * returns that room, -1 when the camera is in no room's open space (every room shown is then drawn).
     */
    public int find(Camera camera, RenderOptions options) {
        var eye = camera.position();
        frustum.set(camera.viewProjection());
        var cameraRoom = finder.locate(camera.room(), active, eye.x, eye.y, eye.z);
        if (cameraRoom >= 0) {
            camera.inRoom(cameraRoom);
        }
        Arrays.fill(shown, false);
        joined.measureFrom(cameraRoom, active);
        seenCount = 0;
        if (cameraRoom >= 0 && options.portalCulling) {
            walk(camera, cameraRoom);
            markAll(visibility);
        } else if (cameraRoom >= 0 && options.connectedRoomsOnly) {
            for (int i = 0; i < joined.count(); i++) {
                shown[joined.room(i)] = true;
            }
        } else {
            for (int room = 0; room < level.rooms().size(); room++) {
                shown[room] = flips.isShown(room);
            }
        }
        var farView = options.farView && !camera.topView();
        count = 0;
        for (int room = 0; room < shown.length; room++) {
            if (farView && shown[room] && room != cameraRoom
                    && boxes.distance(room, eye.x, eye.y, eye.z) > RenderOptions.FAR_VIEW) {
                // Wholly past the far view, where every face has faded into the background.
                shown[room] = false;
            }
            // A room hidden one by one is still looked through: only its own drawing is left out.
            if (shown[room] && !hidden.get(room)) {
                drawn[count++] = room;
            }
        }
        opensToSky = cameraRoom >= 0 ? anyHasFlag(joined, Room.FLAG_SKY) : anyHasFlag(Room.FLAG_SKY);
        return cameraRoom;
    }

    /** The rooms hidden one by one (a script's {@code room.visible = false}): never drawn, so never picked. */
    public BitSet hidden() {
        return hidden;
    }

    /**
     * Walks the portals from the camera's room, and from every room joined to it that the portals do not show
     * but that may show all the same, within the view, until no more are found: those whose geometry reaches
     * into the space of a room seen (in real levels neighbours' faces and statics poke through walls and share
     * planes with them, and rooms stand in each other's places), or that lie behind a room's see-through faces
     * (broken planks, grates, ice); and, where a room seen is outside (§3.4.6 flag 0x8: open to the sky, and so
     * to whatever stands beyond its open sides), every one. Each is seen through the part of the screen where
     * it may show.
     */
    private void walk(Camera camera, int cameraRoom) {
        viewProjection = camera.viewProjection();
        frustum.set(viewProjection);
        seesOutside = false;
        windowCount = 0;
        visibility.walk(cameraRoom, flips, camera.position(), viewProjection);
        var geometry = boxes.geometry();
        // Each round sees at least one more room, so there are no more rounds than rooms.
        for (int round = 0; round < shown.length; round++) {
            for (int i = seenCount; i < visibility.count(); i++) {
                see(visibility.room(i));
            }
            var more = false;
            for (int i = 0; i < joined.count(); i++) {
                var room = joined.room(i);
                var at = 6 * room;
                if (!visibility.isVisible(room) && reachesSeenSpace(geometry[at], geometry[at + 1], geometry[at + 2],
                        geometry[at + 3], geometry[at + 4], geometry[at + 5])) {
                    visibility.seed(room, rect[0], rect[1], rect[2], rect[3]);
                    more = true;
                }
            }
            if (!more) {
                return;
            }
            visibility.run(flips, camera.position(), viewProjection, inPortalSeenSpace);
        }
    }

    /**
     * Whether the box meets the space of a room seen through portals: a room seen some other way is looked
     * through only by its portals there, or what lies beyond a neighbour that reaches in by its doorway ring
     * would count as seen.
     */
    private boolean meetsPortalSeenSpace(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        for (int i = 0; i < seenCount; i++) {
            var room = seenRooms[i];
            if (!visibility.isSeededOnly(room) && boxes.meets(room, minX, minY, minZ, maxX, maxY, maxZ)) {
                return true;
            }
        }
        return false;
    }

    /** Notes a room the walk saw: whether it is open to the sky, and where its see-through faces show. */
    private void see(int room) {
        seenRooms[seenCount++] = room;
        seesOutside |= (level.rooms().get(room).flags() & Room.FLAG_SKY) != 0;
        if (boxes.hasWindow(room) && ScreenRects.project(boxes.windows(), room, viewProjection, rect) && clip(rect, room)) {
            System.arraycopy(rect, 0, windowRects, 4 * windowCount++, 4);
        }
    }

    /** Clips {@code rect} by the rectangle through which {@code room} is seen; false when none is left. */
    private boolean clip(float[] rect, int room) {
        return clip(rect, visibility.rect(room, 0), visibility.rect(room, 1), visibility.rect(room, 2),
                visibility.rect(room, 3));
    }

    private static boolean clip(float[] rect, float[] rects, int at) {
        return clip(rect, rects[at], rects[at + 1], rects[at + 2], rects[at + 3]);
    }

    private static boolean clipToScreen(float[] rect) {
        return clip(rect, -1, -1, 1, 1);
    }

    private static boolean clip(float[] rect, float minX, float minY, float maxX, float maxY) {
        rect[0] = Math.max(rect[0], minX);
        rect[1] = Math.max(rect[1], minY);
        rect[2] = Math.min(rect[2], maxX);
        rect[3] = Math.min(rect[3], maxY);
        return rect[0] < rect[2] && rect[1] < rect[3];
    }

    /**
     * Whether the box from (minX, minY, minZ) to (maxX, maxY, maxZ) may be seen: partly in view, and in the space
     * of a room seen, behind a see-through face of one, or beyond the open sides of an outside room seen; if so,
     * leaves in {@code rect} a part of the screen (NDC) where it may show. Always true while portal culling is off.
     */
    public boolean reachesSeenSpace(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        if (seenCount == 0) {
            return true;
        }
        if (!frustum.testAab(minX, minY, minZ, maxX, maxY, maxZ)) {
            return false;
        }
        if (seesOutside) {
            return ScreenRects.project(minX, minY, minZ, maxX, maxY, maxZ, viewProjection, rect) && clipToScreen(rect);
        }
        var geometry = boxes.geometry();
        for (int i = 0; i < seenCount; i++) {
            // What reaches into the space of a room seen through portals shows, if at all, where that room is seen
            // (a room that itself only reaches in leads no further, or neighbours would bring in their neighbours).
            var at = 6 * seenRooms[i];
            if (!visibility.isSeededOnly(seenRooms[i]) && boxes.meets(seenRooms[i], minX, minY, minZ, maxX, maxY, maxZ)
                    && ScreenRects.project(Math.max(minX, geometry[at]), Math.max(minY, geometry[at + 1]),
                    Math.max(minZ, geometry[at + 2]), Math.min(maxX, geometry[at + 3]), Math.min(maxY, geometry[at + 4]),
                    Math.min(maxZ, geometry[at + 5]), viewProjection, rect) && clip(rect, seenRooms[i])) {
                return true;
            }
        }
        if (windowCount == 0 || !ScreenRects.project(minX, minY, minZ, maxX, maxY, maxZ, viewProjection, boxRect)) {
            return false;
        }
        for (int i = 0; i < windowCount; i++) {
            System.arraycopy(boxRect, 0, rect, 0, 4);
            if (clip(rect, windowRects, 4 * i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where on the screen the box from (minX, minY, minZ) to (maxX, maxY, maxZ) may show, seen through
     * {@code viewProjection}, the camera of the last {@link #find}: into {@code bound} (NDC: min x, min y, max x,
     * max y), the projection of its part before the near plane, which alone is drawn ({@link ScreenRects#projectDrawn}),
     * cut to the union of the rectangles through which the rooms seen whose space it meets are seen (the rooms seen
     * only as neighbours too) and those of the see-through faces; all of it when every room is drawn or a room seen is
     * outside. False when it may show nowhere. What lies in a room's space can only be seen through the portals that
     * lead there, so an entity beyond a doorway changes the picture only where the doorway is seen, however far its
     * box reaches behind the walls. One projection a box: this is asked for every mesh of every animating entity at
     * every frame.
     */
    public boolean screenBound(Matrix4f viewProjection, float minX, float minY, float minZ, float maxX, float maxY,
                               float maxZ, float[] bound) {
        if (seenCount > 0 && !frustum.testAab(minX, minY, minZ, maxX, maxY, maxZ)
                || !ScreenRects.projectDrawn(minX, minY, minZ, maxX, maxY, maxZ, viewProjection, clipCorners, boxRect)) {
            return false;
        }
        if (seenCount == 0 || seesOutside) {
            System.arraycopy(boxRect, 0, bound, 0, 4);
            return clipToScreen(bound);
        }
        ScreenRects.clear(bound);
        for (int i = 0; i < seenCount; i++) {
            if (boxes.meets(seenRooms[i], minX, minY, minZ, maxX, maxY, maxZ)) {
                System.arraycopy(boxRect, 0, rect, 0, 4);
                if (clip(rect, seenRooms[i])) {
                    ScreenRects.widen(bound, rect);
                }
            }
        }
        for (int i = 0; i < windowCount; i++) {
            System.arraycopy(boxRect, 0, rect, 0, 4);
            if (clip(rect, windowRects, 4 * i)) {
                ScreenRects.widen(bound, rect);
            }
        }
        return bound[0] < bound[2] && bound[1] < bound[3];
    }

    /**
     * Where on the screen what changes at a step of room {@code room}'s ambient animation may show, as
     * {@link #screenBound} finds it for the box round it: all the room for water with its shimmer, otherwise its
     * faces with an animated texture. Into {@code bound}; false when it may show nowhere.
     */
    public boolean steppingScreenBound(int room, RenderOptions options, Matrix4f viewProjection, float[] bound) {
        var box = shimmers(room, options) ? boxes.geometry() : boxes.animated();
        var at = 6 * room;
        return box[at] <= box[at + 3] && screenBound(viewProjection, box[at], box[at + 1], box[at + 2], box[at + 3],
                box[at + 4], box[at + 5], bound);
    }

    /** Whether the box from (minX, minY, minZ) to (maxX, maxY, maxZ) is at least partly within the view. */
    public boolean inView(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        return frustum.testAab(minX, minY, minZ, maxX, maxY, maxZ);
    }

    /** Whether the room standing in {@code room}'s place is joined to the camera's room through portals. */
    public boolean isPlaceJoined(int room) {
        return room >= 0 && room < shown.length && joined.reaches(flips.active(room));
    }

    private void markAll(PortalVisibility found) {
        for (int i = 0; i < found.count(); i++) {
            shown[found.room(i)] = true;
        }
    }

    public int count() {
        return count;
    }

    /** The {@code i}-th room drawn. */
    public int room(int i) {
        return drawn[i];
    }

    public boolean isDrawn(int room) {
        return shown[room];
    }

    /** Whether the room standing in {@code room}'s place (it, or its flipped alternate) is drawn. */
    public boolean isPlaceDrawn(int room) {
        return room >= 0 && room < shown.length && shown[flips.active(room)];
    }

    /**
     * Whether the sky shows through the gaps of the world this frame (§3.4.6: a room with flag 0x8 is open to
     * it): when a room joined to the camera's room is, rather than a room drawn, so that a gap looks the same
     * whichever rooms culling leaves out.
     */
    public boolean opensToSky() {
        return opensToSky;
    }

    /**
     * Whether the rooms drawn show what changes with time alone: an animated texture on one of them or, when
     * shown, on its static meshes; or, with the water effect on, a water room's shimmer.
     */
    public boolean changeWithTime(WorldGeometry world, RenderOptions options) {
        for (int i = 0; i < count; i++) {
            if (changesWithTime(drawn[i], world, options)) {
                return true;
            }
        }
        return false;
    }

    /** Whether room {@code room} looks different from one step of its ambient animation to the next, as above. */
    public boolean changesWithTime(int room, WorldGeometry world, RenderOptions options) {
        var buffers = world.buffers();
        return buffers.animatesTextures(room)
                || options.staticMeshes && buffers.animatesTextures(world.roomCount() + room)
                || shimmers(room, options);
    }

    /** Whether room {@code room} is water drawn with its shimmer, which moves all its faces at each step. */
    public boolean shimmers(int room, RenderOptions options) {
        return options.waterEffect && level.rooms().get(room).isWater();
    }

    private boolean anyHasFlag(PortalSteps found, int flag) {
        for (int i = 0; i < found.count(); i++) {
            if ((level.rooms().get(found.room(i)).flags() & flag) != 0) {
                return true;
            }
        }
        return false;
    }

    private boolean anyHasFlag(int flag) {
        for (int i = 0; i < count; i++) {
            if ((level.rooms().get(drawn[i]).flags() & flag) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Orders the drawn rooms from the farthest to the nearest {@code eye}, by their middles. */
    public void sortBackToFront(Vector3f eye) {
        for (int i = 0; i < count; i++) {
            var room = level.rooms().get(drawn[i]);
            var dx = room.x() + room.numXSectors() * 512f - eye.x;
            var dy = (room.yTop() + room.yBottom()) * 0.5f - eye.y;
            var dz = room.z() + room.numZSectors() * 512f - eye.z;
            distance[drawn[i]] = dx * dx + dy * dy + dz * dz;
        }
        for (int i = 1; i < count; i++) {
            var room = drawn[i];
            var j = i - 1;
            while (j >= 0 && distance[drawn[j]] < distance[room]) {
                drawn[j + 1] = drawn[j];
                j--;
            }
            drawn[j + 1] = room;
        }
    }
}
