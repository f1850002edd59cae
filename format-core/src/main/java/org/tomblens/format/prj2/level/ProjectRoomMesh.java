package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.prj2.Colour;
import org.tomblens.format.prj2.ProjectRoom;

/**
 * A room's faces as a level room's vertices, quads and triangles: positions relative to the room with Y down and
 * absolute (§3.2.1), each face on its texture's object texture, or on the shade texture tinted by what the face is
 * when its texture cannot be drawn. Invisible faces are left out.
 */
final class ProjectRoomMesh {
    /** Shades by face kind, in the editor's colour scale (1.0 a texture's own brightness). */
    private static final Map<FaceKind, Colour> SHADES = new EnumMap<>(Map.of(
            FaceKind.FLOOR, new Colour(0.95f, 0.88f, 0.75f),
            FaceKind.CEILING, new Colour(0.55f, 0.58f, 0.68f),
            FaceKind.FLOOR_STEP, new Colour(0.85f, 0.70f, 0.50f),
            FaceKind.WALL, new Colour(0.72f, 0.72f, 0.72f),
            FaceKind.CEILING_STEP, new Colour(0.60f, 0.62f, 0.80f)));

    /** Shaded faces are lit from this direction (editor space, Y up) so that their shapes read. */
    private static final double[] LIGHT = normalised(0.5, 0.75, 0.3);

    private record VertexKey(int x, int y, int z, int colour) {}

    final List<RoomVertex> vertices = new ArrayList<>();
    final List<Face> quads = new ArrayList<>();
    final List<Face> triangles = new ArrayList<>();
    /** Faces drawn shaded, by why. */
    final Map<ProjectTextures.Miss, Integer> shaded = new EnumMap<>(ProjectTextures.Miss.class);
    int untextured;
    private final Map<VertexKey, Integer> vertexIndex = new HashMap<>();

    ProjectRoomMesh(GameVersion version, ProjectRoom room, List<RoomFace> faces, ProjectTextures textures) {
        var ambient = VertexColours.of(version, room.ambient());
        var textureCorners = new int[4];
        for (var face : faces) {
            var sector = room.sector(face.sectorX(), face.sectorZ());
            var texture = face.face() < 0 ? null : sector.texture(face.face());
            if (texture != null && texture.invisible()) {
                continue;
            }
            var corners = face.points().size();
            for (int i = 0; i < corners; i++) {
                textureCorners[i] = face.points().get(i).textureCorner();
            }
            var objectTexture = -1;
            if (texture == null) {
                untextured++;
            } else {
                objectTexture = textures.texture(texture, Arrays.copyOf(textureCorners, corners));
                if (objectTexture < 0) {
                    shaded.merge(textures.lastMiss(), 1, Integer::sum);
                }
            }
            var colour = objectTexture < 0 ? VertexColours.of(version, shade(face)) : ambient;
            var word = objectTexture < 0 ? textures.shade() : objectTexture | (texture.doubleSided() ? 0x8000 : 0);
            var v = new int[corners];
            for (int i = 0; i < corners; i++) {
                var point = face.points().get(i);
                // §3.2.1: x and z relative to the room, y absolute and down.
                v[i] = vertex(point.x(), -(room.y() + point.y()), point.z(), colour);
            }
            if (corners == 4) {
                quads.add(new Face(v[0], v[1], v[2], v[3], word, 0));
            } else {
                triangles.add(Face.triangle(v[0], v[1], v[2], word, 0));
            }
        }
    }

    /** The face's kind's shade, darker the further the face turns from the light: 0.4 to 1 times. */
    private static Colour shade(RoomFace face) {
        var p = face.points();
        var ax = p.get(1).x() - p.get(0).x();
        var ay = p.get(1).y() - p.get(0).y();
        var az = p.get(1).z() - p.get(0).z();
        var bx = p.get(2).x() - p.get(0).x();
        var by = p.get(2).y() - p.get(0).y();
        var bz = p.get(2).z() - p.get(0).z();
        // The points run clockwise seen from the visible side with Y down; with Y up they run counter-clockwise,
        // so a x b points out of the visible side.
        var normal = normalised((double) ay * bz - (double) az * by, (double) az * bx - (double) ax * bz,
                (double) ax * by - (double) ay * bx);
        var factor = 0.7 + 0.3 * (normal[0] * LIGHT[0] + normal[1] * LIGHT[1] + normal[2] * LIGHT[2]);
        var base = SHADES.get(face.kind());
        return new Colour((float) (base.red() * factor), (float) (base.green() * factor),
                (float) (base.blue() * factor));
    }

    private static double[] normalised(double x, double y, double z) {
        var length = Math.sqrt(x * x + y * y + z * z);
        return length == 0 ? new double[3] : new double[] {x / length, y / length, z / length};
    }

    private int vertex(int x, int y, int z, int colour) {
        return vertexIndex.computeIfAbsent(new VertexKey(x, y, z, colour), key -> {
            vertices.add(new RoomVertex(x, y, z, 0, 0, colour));
            return vertices.size() - 1;
        });
    }
}
