package org.tomblens.format.geometry;

import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/**
 * Each room's faces as a {@link FaceSet}: quads before triangles in stored order, in world positions
 * (§3.2.1: x and z are relative to the room, y is absolute; TR5's room Y is not added, as its vertices carry
 * absolute Y too), lit by the version's vertex light, flagged {@link VertexFormat#WATER} in water rooms.
 */
final class RoomFaces {
    private RoomFaces() {}

    static FaceSet[] of(GameVersion version, List<Room> rooms, FaceStyle style, List<DataWarning> warnings) {
        var sets = new FaceSet[rooms.size()];
        for (int r = 0; r < rooms.size(); r++) {
            sets[r] = of(version, rooms.get(r), r, style, warnings);
        }
        return sets;
    }

    private static FaceSet of(GameVersion version, Room room, int r, FaceStyle style, List<DataWarning> warnings) {
        var vertices = room.vertices();
        var faceCount = room.quads().size() + room.triangles().size();
        var set = new FaceSet.Builder(vertices.size(), faceCount);
        for (int i = 0; i < vertices.size(); i++) {
            var vertex = vertices.get(i);
            set.vertex(i, room.x() + vertex.x(), vertex.y(), room.z() + vertex.z(),
                    VertexLight.roomVertex(version, vertex));
        }
        var water = room.isWater() ? VertexFormat.WATER : 0;
        for (int i = 0; i < faceCount; i++) {
            var face = face(room, i);
            var problem = style.problem(face, vertices.size());
            if (problem != null) {
                DataWarning.add(warnings, path(r, room, i), problem);
            } else {
                set.face(face, style.pass(face, false), face.objectTexture(), style.flags(face) | water,
                        FaceSet.VERTEX_COLOUR);
            }
        }
        return set.build();
    }

    /** Face {@code i} of the room: its quads, then its triangles. */
    private static Face face(Room room, int i) {
        var quads = room.quads().size();
        return i < quads ? room.quads().get(i) : room.triangles().get(i - quads);
    }

    private static String path(int r, Room room, int i) {
        var quads = room.quads().size();
        return "rooms[" + r + "]." + (i < quads ? "quads[" + i + "]" : "triangles[" + (i - quads) + "]");
    }
}
