package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.model.Level;

/**
 * The rooms and their static meshes in one vertex and index buffer, so that one multi-draw per pass and
 * sidedness draws both: first every room's own faces (owner r for room r), then every room's static-mesh
 * instances (owner {@code rooms + r}), each instance's mesh placed in the world as it stands there
 * ({@link StaticPlacement}; statics never move, so they cost no draws of their own). Where each instance's
 * triangles lie is kept, for picking one instance. Each owner's depth-written faces with an animated texture lie
 * apart in its range ({@link DrawRange}), so that a step of the texture animation can be drawn alone.
 */
public final class WorldGeometry {
    private final GeometryBuffers buffers;
    private final int roomCount;
    /** Per room, per instance, (firstIndex, indexCount) pairs. */
    private final int[][][] instanceRuns;

    private WorldGeometry(GeometryBuffers buffers, int roomCount, int[][][] instanceRuns) {
        this.buffers = buffers;
        this.roomCount = roomCount;
        this.instanceRuns = instanceRuns;
    }

    /**
     * Writes the rooms' faces, then their statics: an instance draws the mesh of the first static mesh type
     * with its id (§5.3); an instance of no known type, or of a type whose mesh pointer does not exist, is
     * left out.
     */
    static WorldGeometry build(Level level, FaceSet[] roomFaces, FaceSet[] meshFaces) {
        var pointerById = new HashMap<Long, Integer>();
        for (var type : level.staticMeshes()) {
            pointerById.putIfAbsent(type.id(), type.mesh());
        }
        var rooms = level.rooms();
        var owners = new ArrayList<List<BufferWriter.Use>>();
        for (var faces : roomFaces) {
            owners.add(List.of(new BufferWriter.Use(faces, Placement.AsStored.ONE_PIECE)));
        }
        var instanceOfUse = new int[rooms.size()][];
        var runs = new ArrayList<List<List<Integer>>>();
        for (int r = 0; r < rooms.size(); r++) {
            var instances = rooms.get(r).staticMeshes();
            var uses = new ArrayList<BufferWriter.Use>();
            instanceOfUse[r] = new int[instances.size()];
            var roomRuns = new ArrayList<List<Integer>>();
            for (int s = 0; s < instances.size(); s++) {
                var instance = instances.get(s);
                var pointer = pointerById.get((long) instance.meshId());
                if (pointer != null && pointer < meshFaces.length) {
                    instanceOfUse[r][uses.size()] = s;
                    uses.add(new BufferWriter.Use(meshFaces[pointer], new StaticPlacement(instance, level.version())));
                }
                roomRuns.add(new ArrayList<>());
            }
            owners.add(uses);
            runs.add(roomRuns);
        }
        var buffers = BufferWriter.write(owners, (owner, use, first, count) -> {
            if (owner >= rooms.size()) {
                var room = owner - rooms.size();
                runs.get(room).get(instanceOfUse[room][use]).addAll(List.of(first, count));
            }
        }, true);
        var instanceRuns = runs.stream().map(room -> room.stream()
                .map(pairs -> pairs.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new))
                .toArray(int[][][]::new);
        return new WorldGeometry(buffers, rooms.size(), instanceRuns);
    }

    /** The rooms' and statics' vertices and indices. */
    public GeometryBuffers buffers() {
        return buffers;
    }

    public int roomCount() {
        return roomCount;
    }

    /** Room {@code room}'s own faces in {@code pass}. */
    public DrawRange room(int room, RenderPass pass) {
        return buffers.range(room, pass);
    }

    /** Room {@code room}'s static meshes in {@code pass}. */
    public DrawRange statics(int room, RenderPass pass) {
        return buffers.range(roomCount + room, pass);
    }

    /**
     * Widens the box in {@code box} from {@code at} (min x, y, z then max x, y, z) to hold room {@code room}'s faces
     * and its static meshes in {@code pass}.
     */
    public void widen(float[] box, int at, int room, RenderPass pass) {
        buffers.widen(box, at, room, pass);
        buffers.widen(box, at, roomCount + room, pass);
    }

    /** Widens the box as {@link #widen}, to hold room {@code room}'s and its statics' faces with an animated texture. */
    public void widenAnimated(float[] box, int at, int room) {
        buffers.widenAnimated(box, at, room);
        buffers.widenAnimated(box, at, roomCount + room);
    }

    /**
     * Where static-mesh instance {@code instance} of room {@code room} lies in the index buffer: (firstIndex,
     * indexCount) pairs, one per pass and sidedness it has triangles in; none for an instance left out.
     */
    public int[] instanceRuns(int room, int instance) {
        return instanceRuns[room][instance].clone();
    }

    /** The numbers {@link #instanceRuns} gives, two per run, without copying them: for drawing each frame. */
    public int instanceRunValues(int room, int instance) {
        return instanceRuns[room][instance].length;
    }

    /** Number {@code i} of {@link #instanceRuns}, without copying them. */
    public int instanceRunValue(int room, int instance, int i) {
        return instanceRuns[room][instance][i];
    }
}
