package org.tomblens.format.diff;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;

/**
 * A room's mesh compared by content, not by order: its vertices by world position (and, within one game, light)
 * and its faces by the world positions of their corners (and, within one game, texture word), each counted as a
 * multiset. A room written back with its faces in another order is the same room.
 */
final class RoomGeometry {
    /** A corner outside the room's vertex list, kept apart from every real position. */
    private static final long NO_CORNER = Long.MIN_VALUE;

    private record VertexKey(long position, int colour) {}

    private record FaceKey(long c0, long c1, long c2, long c3, int texture) {}

    private RoomGeometry() {}

    /** The change of room {@code roomA}'s geometry against its partner {@code roomB}, if the two differ. */
    static Optional<Change> compare(int roomA, int roomB, Room a, Room b, boolean sameVersion) {
        var verticesA = vertices(a, sameVersion);
        var verticesB = vertices(b, sameVersion);
        var facesA = faces(a, sameVersion);
        var facesB = faces(b, sameVersion);
        if (verticesA.equals(verticesB) && facesA.equals(facesB)) {
            return Optional.empty();
        }
        var fields = List.of(
                new FieldChange("vertices", count(verticesA), count(verticesB)),
                new FieldChange("faces", count(facesA), count(facesB)),
                new FieldChange("vertices_not_in_other", missing(verticesA, verticesB), missing(verticesB, verticesA)),
                new FieldChange("faces_not_in_other", missing(facesA, facesB), missing(facesB, facesA)));
        return Optional.of(new Change(DiffCategory.ROOM_GEOMETRY, ChangeKind.CHANGED, roomA, roomB, roomA,
                fields.stream().filter(field -> !field.before().equals(field.after())).toList()));
    }

    private static Map<VertexKey, Integer> vertices(Room room, boolean sameVersion) {
        var counts = new HashMap<VertexKey, Integer>();
        for (var vertex : room.vertices()) {
            counts.merge(new VertexKey(position(room, vertex), sameVersion ? vertex.colour() : 0), 1, Integer::sum);
        }
        return counts;
    }

    private static Map<FaceKey, Integer> faces(Room room, boolean sameVersion) {
        var counts = new HashMap<FaceKey, Integer>();
        for (var list : List.of(room.quads(), room.triangles())) {
            for (var face : list) {
                var key = new FaceKey(corner(room, face, 0), corner(room, face, 1), corner(room, face, 2),
                        face.isQuad() ? corner(room, face, 3) : NO_CORNER, sameVersion ? face.texture() : 0);
                counts.merge(key, 1, Integer::sum);
            }
        }
        return counts;
    }

    private static long corner(Room room, Face face, int corner) {
        var index = face.vertex(corner);
        return index >= 0 && index < room.vertices().size() ? position(room, room.vertices().get(index)) : NO_CORNER;
    }

    /** §3.2.1: X and Z are relative to the room, Y is absolute; 21 bits an axis hold any level's coordinates. */
    private static long position(Room room, RoomVertex vertex) {
        var x = Math.round(vertex.x()) + room.x();
        var y = Math.round(vertex.y());
        var z = Math.round(vertex.z()) + room.z();
        return (x & 0x1FFFFFL) << 42 | (y & 0x1FFFFFL) << 21 | (z & 0x1FFFFFL);
    }

    private static int count(Map<?, Integer> counts) {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** How many of {@code these} (counting repeats) {@code others} lacks. */
    private static <K> int missing(Map<K, Integer> these, Map<K, Integer> others) {
        var missing = 0;
        for (var entry : these.entrySet()) {
            missing += Math.max(0, entry.getValue() - others.getOrDefault(entry.getKey(), 0));
        }
        return missing;
    }
}
