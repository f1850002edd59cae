package org.tomblens.format.geometry;

import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;

/**
 * Builds the rooms' geometry into one vertex and one index buffer: for each room in order, its faces pass
 * by pass, quads before triangles in stored order within a pass. Positions are made world positions
 * (§3.2.1: x and z are relative to the room, y is absolute; TR5's room Y is not added, as its vertices
 * carry absolute Y too).
 */
final class RoomGeometryBuilder {
    private static final RenderPass[] PASSES = RenderPass.values();
    private static final byte SKIPPED = -1;

    private RoomGeometryBuilder() {}

    static GeometryBuffers build(GameVersion version, List<Room> rooms, FaceStyle style, List<DataWarning> warnings) {
        var passes = new byte[rooms.size()][];
        var vertices = 0;
        var indices = 0;
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var faceCount = room.quads().size() + room.triangles().size();
            passes[r] = new byte[faceCount];
            for (int i = 0; i < faceCount; i++) {
                var face = face(room, i);
                var problem = style.problem(face, room.vertices().size());
                if (problem != null) {
                    DataWarning.add(warnings, path(r, room, i), problem);
                    passes[r][i] = SKIPPED;
                } else {
                    passes[r][i] = (byte) style.pass(face, false).ordinal();
                    vertices += BufferWriter.vertices(face);
                    indices += BufferWriter.indices(face);
                }
            }
        }
        var writer = new BufferWriter(vertices, indices, rooms.size());
        var source = new BufferWriter.VertexSource();
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            fillSource(version, room, source);
            for (var pass : PASSES) {
                writer.startRange();
                for (int i = 0; i < passes[r].length; i++) {
                    if (passes[r][i] == pass.ordinal()) {
                        var face = face(room, i);
                        writer.face(source, face, face.objectTexture(), style.flags(face), 0);
                    }
                }
                writer.endRange(r, pass);
            }
            writer.endOwner(r);
        }
        return writer.finish();
    }

    private static void fillSource(GameVersion version, Room room, BufferWriter.VertexSource source) {
        var vertices = room.vertices();
        source.reset(vertices.size(), room.isWater() ? VertexFormat.WATER : 0);
        for (int i = 0; i < vertices.size(); i++) {
            var vertex = vertices.get(i);
            source.set(i, room.x() + vertex.x(), vertex.y(), room.z() + vertex.z(),
                    VertexLight.roomVertex(version, vertex), 0);
        }
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
