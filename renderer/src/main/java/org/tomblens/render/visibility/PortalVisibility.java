package org.tomblens.render.visibility;

import java.util.Arrays;
import java.util.List;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Room;

/**
 * Which rooms can be seen from a camera, found through the portals (§3.2.2): starting in the camera's
 * room with the whole screen, each portal that faces the camera passes on its projected screen rectangle,
 * clipped by the rectangle through which its own room is seen. A portal that crosses the camera plane
 * passes on the whole rectangle, as the original engine does, and so does one whose plane passes within a
 * hair of the eye: standing in a doorway, the room beyond fills half the view while the portal is seen edge on.
 *
 * <p>The walk is a queue, not recursion, and a room is only revisited when the rectangle it is seen
 * through grows, so cycles, bad portals and long chains end. Everything is preallocated: a walk
 * allocates nothing.
 */
public final class PortalVisibility {
    /**
     * How close to a portal's plane the eye counts as in it: more than the camera's near distance, so that what
     * lies behind the plane but in front of the near plane is never lost.
     */
    private static final float PLANE_SLACK = 32f;
    private final int roomCount;
    /** Per room, the index of its first portal in the flat arrays, and one past its last. */
    private final int[] firstPortal;
    private final int[] adjoining;
    /** Per portal: normal (3) and four world-space corners (12). */
    private final float[] portalGeometry;

    private final float[] rects;  // per room: minX, minY, maxX, maxY in normalised device coordinates
    private final boolean[] seen;
    private final int[] queue;
    private final boolean[] queued;
    private final int[] visible;
    private int visibleCount;
    private final float[] projected = new float[8];
    private int head;
    private int size;
    /** Rooms seen only because they were seeded, not through a portal. */
    private final boolean[] seededOnly;

    public PortalVisibility(List<Room> rooms) {
        roomCount = rooms.size();
        firstPortal = new int[roomCount + 1];
        var portals = 0;
        for (int i = 0; i < roomCount; i++) {
            firstPortal[i] = portals;
            portals += rooms.get(i).portals().size();
        }
        firstPortal[roomCount] = portals;
        adjoining = new int[portals];
        portalGeometry = new float[portals * 15];
        var p = 0;
        for (var room : rooms) {
            for (var portal : room.portals()) {
                adjoining[p] = portal.adjoiningRoom();
                var g = p * 15;
                portalGeometry[g] = portal.normal().x();
                portalGeometry[g + 1] = portal.normal().y();
                portalGeometry[g + 2] = portal.normal().z();
                for (int v = 0; v < 4; v++) {
                    var corner = portal.vertices().get(v);
                    portalGeometry[g + 3 + v * 3] = room.x() + corner.x();
                    portalGeometry[g + 4 + v * 3] = corner.y();
                    portalGeometry[g + 5 + v * 3] = room.z() + corner.z();
                }
                p++;
            }
        }
        rects = new float[roomCount * 4];
        seen = new boolean[roomCount];
        queue = new int[roomCount];
        queued = new boolean[roomCount];
        visible = new int[roomCount];
        seededOnly = new boolean[roomCount];
    }

    /**
     * Walks the portals from {@code startRoom} for a camera at {@code eye} with the given view-projection.
     * Afterwards {@link #count()} and {@link #room(int)} list the rooms seen, in the order first reached.
     */
    public void walk(int startRoom, FlipState flips, Vector3f eye, Matrix4f viewProjection) {
        begin();
        if (startRoom >= 0 && startRoom < roomCount) {
            var start = flips.active(startRoom);
            seed(start, -1, -1, 1, 1);
            // The camera stands in its room: that one is seen as if through a portal.
            seededOnly[start] = false;
            run(flips, eye, viewProjection);
        }
    }

    /** Starts a walk afresh: no room seen. */
    public void begin() {
        Arrays.fill(seen, false);
        Arrays.fill(seededOnly, false);
        Arrays.fill(queued, false);
        visibleCount = 0;
        head = 0;
        size = 0;
    }

    /**
     * Lets the walk see {@code room} through the screen rectangle given (NDC), whether or not a portal shows it,
     * and go on from it at the next {@link #run}: a room seen some other way than through a portal.
     */
    public void seed(int room, float minX, float minY, float maxX, float maxY) {
        if (room < 0 || room >= roomCount) {
            return;
        }
        projected[0] = minX;
        projected[1] = minY;
        projected[2] = maxX;
        projected[3] = maxY;
        seededOnly[room] |= !seen[room];
        enter(room);
    }

    /**
     * Where a room seen only because it was seeded may be looked into through: its portals count only where they
     * lie in the space given, with their corners' box from (minX, minY, minZ) to (maxX, maxY, maxZ).
     */
    @FunctionalInterface
    public interface Space {
        boolean holds(float minX, float minY, float minZ, float maxX, float maxY, float maxZ);
    }

    /** Whether {@code room} was seen only because it was seeded, not through a portal. */
    public boolean isSeededOnly(int room) {
        return seededOnly[room];
    }

    /** Goes on through the portals of the rooms seen since the walk began or last ran. */
    public void run(FlipState flips, Vector3f eye, Matrix4f viewProjection) {
        run(flips, eye, viewProjection, null);
    }

    /**
     * Goes on through the portals of the rooms seen since the walk began or last ran; a room seen only because
     * it was seeded is looked through only by its portals that lie in {@code seeded}'s space.
     */
    public void run(FlipState flips, Vector3f eye, Matrix4f viewProjection, Space seeded) {
        // Each room re-enters the queue only when its rectangle grows; the bound stops pathological data.
        var budget = 64L * roomCount + 64L * adjoining.length;
        while (size > head && budget-- > 0) {
            var room = queue[head++ % roomCount];
            queued[room] = false;
            for (int p = firstPortal[room]; p < firstPortal[room + 1]; p++) {
                var target = adjoining[p];
                if (target >= roomCount) {
                    continue;
                }
                target = flips.active(target);
                var facing = facing(p, eye);
                if (target == room || facing <= -PLANE_SLACK || seededOnly[room] && !inSpace(p, seeded)) {
                    continue;
                }
                if (facing < PLANE_SLACK ? !passWhole(room) : !projectClipped(p, viewProjection, room)) {
                    continue;
                }
                seededOnly[target] = false;
                enter(target);
            }
        }
    }

    private boolean inSpace(int portal, Space space) {
        if (space == null) {
            return true;
        }
        var g = portal * 15 + 3;
        float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, minZ = Float.MAX_VALUE;
        float maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (int v = 0; v < 4; v++) {
            minX = Math.min(minX, portalGeometry[g + 3 * v]);
            maxX = Math.max(maxX, portalGeometry[g + 3 * v]);
            minY = Math.min(minY, portalGeometry[g + 3 * v + 1]);
            maxY = Math.max(maxY, portalGeometry[g + 3 * v + 1]);
            minZ = Math.min(minZ, portalGeometry[g + 3 * v + 2]);
            maxZ = Math.max(maxZ, portalGeometry[g + 3 * v + 2]);
        }
        return space.holds(minX, minY, minZ, maxX, maxY, maxZ);
    }

    /** Sees {@code room} through {@code projected}: marks it and queues it when that widens its rectangle. */
    private void enter(int room) {
        if (grow(room)) {
            markSeen(room);
            if (!queued[room] && size - head < roomCount) {
                queue[size++ % roomCount] = room;
                queued[room] = true;
            }
        }
    }

    /** How many rooms the last walk saw. */
    public int count() {
        return visibleCount;
    }

    /** The i-th room seen. */
    public int room(int i) {
        return visible[i];
    }

    public boolean isVisible(int room) {
        return seen[room];
    }

    /** The screen rectangle (NDC: minX, minY, maxX, maxY) through which {@code room} was seen. */
    public float rect(int room, int component) {
        return rects[room * 4 + component];
    }

    private void markSeen(int room) {
        if (!seen[room]) {
            seen[room] = true;
            visible[visibleCount++] = room;
        }
    }

    /**
     * How far the eye is on the portal's own side of its plane (its normal points into its own room, from where
     * it is seen), in units of the stored normal: negative behind it.
     */
    private float facing(int portal, Vector3f eye) {
        var g = portal * 15;
        var dx = eye.x - portalGeometry[g + 3];
        var dy = eye.y - portalGeometry[g + 4];
        var dz = eye.z - portalGeometry[g + 5];
        var nx = portalGeometry[g];
        var ny = portalGeometry[g + 1];
        var nz = portalGeometry[g + 2];
        var length = (float) Math.sqrt(nx * nx + ny * ny + nz * nz);
        return length == 0 ? 0 : (dx * nx + dy * ny + dz * nz) / length;
    }

    /** Passes on the whole rectangle of {@code fromRoom}, into {@code projected[0..3]}. */
    private boolean passWhole(int fromRoom) {
        var r = fromRoom * 4;
        System.arraycopy(rects, r, projected, 0, 4);
        return true;
    }

    /**
     * Projects the portal, clips it by the rectangle of {@code fromRoom}, and leaves the result in
     * {@code projected[0..3]}; false when nothing is left.
     */
    private boolean projectClipped(int portal, Matrix4f m, int fromRoom) {
        if (!ScreenRects.projectPoints(portalGeometry, portal * 15 + 3, 4, m, projected)) {
            return false;
        }
        var r = fromRoom * 4;
        projected[0] = Math.max(projected[0], rects[r]);
        projected[1] = Math.max(projected[1], rects[r + 1]);
        projected[2] = Math.min(projected[2], rects[r + 2]);
        projected[3] = Math.min(projected[3], rects[r + 3]);
        return projected[0] < projected[2] && projected[1] < projected[3];
    }

    /** Unites the projected rectangle into the room's; true if that made it larger (or the room was unseen). */
    private boolean grow(int room) {
        var r = room * 4;
        if (!seen[room]) {
            setRect(room, projected[0], projected[1], projected[2], projected[3]);
            return true;
        }
        var grown = projected[0] < rects[r] || projected[1] < rects[r + 1]
                || projected[2] > rects[r + 2] || projected[3] > rects[r + 3];
        if (grown) {
            setRect(room, Math.min(rects[r], projected[0]), Math.min(rects[r + 1], projected[1]),
                    Math.max(rects[r + 2], projected[2]), Math.max(rects[r + 3], projected[3]));
        }
        return grown;
    }

    private void setRect(int room, float minX, float minY, float maxX, float maxY) {
        var r = room * 4;
        rects[r] = minX;
        rects[r + 1] = minY;
        rects[r + 2] = maxX;
        rects[r + 3] = maxY;
    }
}
