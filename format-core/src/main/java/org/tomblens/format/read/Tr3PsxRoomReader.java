package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomVertex;

/**
 * Reads a room of a TR3 PlayStation level. Its mesh is cut into "roomlets": a count and each roomlet's offset into
 * the mesh data, then at each offset four bytes of bounds, the room's index and flags, a vertex and a triangle
 * count, the vertices, the triangles and runs of quads. A vertex is one word: z, y and x in 5 bits each (x and z
 * in sectors, y in quarter-sectors under the room's top), then a 15-bit colour, red in the low bits. A triangle is
 * three 7-bit corners and a 10-bit texture; quads come in threes after a word of three 10-bit textures, 0x3FF
 * ending the room, each four 7-bit corners in strip order. Corners count within their roomlet. After the mesh the
 * room is a PC TR3 room's, but its portals' heights count from the room's top too.
 *
 * <p>Faces name room textures, which the file stores after everything else; {@link #finish} renumbers them once
 * the object textures before them are counted.
 */
final class Tr3PsxRoomReader {
    private static final int FIVE_BITS = 0x1F;
    private static final int END_OF_QUADS = 0x3FF;
    private static final int QUADS_PER_WORD = 3;
    private static final int DARKEST = 0x1FFF;

    private Tr3PsxRoomReader() {}

    static Room read(ByteCursor cursor, ReadContext context, ReadContext.LaterReference roomTextures, int roomIndex,
                     int roomCount) {
        var header = RoomReader.Header.read(cursor);
        var data = cursor.slice("roomData", (int) (header.dataEnd() - cursor.position()));
        var mesh = new Roomlets(data, roomTextures, roomIndex, header.yTop());
        if (header.dataWords() > 0) {
            mesh.read();
        }
        cursor.seek("numDataWords", header.dataEnd());
        return RoomReader.rest(cursor, context.version, header,
                new RoomReader.RoomMesh(mesh.vertices, mesh.quads, mesh.triangles, List.of()), roomCount,
                header.yTop());
    }

    /** The room with its faces naming room textures from {@code first}. */
    static Room finish(Room room, int first) {
        return new Room(room.x(), room.y(), room.z(), room.yBottom(), room.yTop(), room.vertices(),
                renumbered(room.quads(), first), renumbered(room.triangles(), first), room.sprites(), room.portals(),
                room.numZSectors(), room.numXSectors(), room.sectors(), room.ambient(), room.ambient2(),
                room.lightMode(), room.lights(), room.staticMeshes(), room.alternateRoom(), room.flags(),
                room.waterScheme(), room.reverbInfo(), room.alternateGroup(), room.layers());
    }

    private static List<Face> renumbered(List<Face> faces, int first) {
        var result = new ArrayList<Face>(faces.size());
        for (var face : faces) {
            result.add(new Face(face.v0(), face.v1(), face.v2(), face.v3(), face.texture() + first, face.effects()));
        }
        return result;
    }

    /** The roomlets of one room's mesh data, read into one list of vertices and faces. */
    private static final class Roomlets {
        private final ByteCursor data;
        private final ReadContext.LaterReference roomTextures;
        private final int roomIndex;
        private final int yTop;
        final List<RoomVertex> vertices = new ArrayList<>();
        final List<Face> quads = new ArrayList<>();
        final List<Face> triangles = new ArrayList<>();

        Roomlets(ByteCursor data, ReadContext.LaterReference roomTextures, int roomIndex, int yTop) {
            this.data = data;
            this.roomTextures = roomTextures;
            this.roomIndex = roomIndex;
            this.yTop = yTop;
        }

        void read() {
            var start = data.position();
            var count = data.count32("numRoomlets", 4);
            var offsetsAt = data.position();
            var offsets = data.dwords("roomletOffsets", count);
            // Each roomlet is read once from its offset; together they may read no more than the data holds, so
            // that offsets pointing at one roomlet many times cannot make the reading slow.
            long budget = data.end() - start;
            for (int i = 0; i < count; i++) {
                var offset = offsets[i] & 0xFFFFFFFFL;
                if (offset >= data.end() - start) {
                    throw data.errorAt(offsetsAt + 4L * i, "roomletOffsets[" + i + "]", "offset " + offset
                            + " lies outside the " + (data.end() - start) + " bytes of room data");
                }
                data.seek("roomletOffsets", start + offset);
                data.enter("roomlets", i);
                readRoomlet();
                data.leave();
                budget -= data.position() - (start + offset);
                if (budget < 0) {
                    throw data.errorAt(offsetsAt + 4L * i, "roomletOffsets[" + i + "]",
                            "the roomlets overlap: together they read more than the room data's "
                                    + (data.end() - start) + " bytes");
                }
            }
        }

        private void readRoomlet() {
            data.skip("bounds", 4);
            data.u8("roomIndex");
            data.u8("flags");
            var vertexCount = data.u8("numVertices");
            var triangleCount = data.u8("numTriangles");
            var first = vertices.size();
            data.require("vertices", 4L * (vertexCount + triangleCount));
            for (int i = 0; i < vertexCount; i++) {
                vertices.add(vertex(data.s32("vertices")));
            }
            for (int i = 0; i < triangleCount; i++) {
                var at = data.position();
                var word = data.s32("triangles");
                var texture = word >>> 21 & END_OF_QUADS;
                roomTextures.use(texture, data, at, "rooms", roomIndex, "triangles", triangles.size());
                triangles.add(Face.triangle(corner(word, 0, vertexCount, first, at, "triangles"),
                        corner(word, 1, vertexCount, first, at, "triangles"),
                        corner(word, 2, vertexCount, first, at, "triangles"), texture, 0));
            }
            var textures = 0;
            for (int slot = 0; ; slot = (slot + 1) % QUADS_PER_WORD) {
                if (slot == 0) {
                    textures = data.s32("quadTextures");
                }
                var texture = textures >>> (10 * slot) & END_OF_QUADS;
                if (texture == END_OF_QUADS) {
                    return;
                }
                var at = data.position();
                var word = data.s32("quads");
                roomTextures.use(texture, data, at, "rooms", roomIndex, "quads", quads.size());
                // Strip order to the PC's order round the quad: the third and fourth corners swap.
                quads.add(new Face(corner(word, 0, vertexCount, first, at, "quads"),
                        corner(word, 1, vertexCount, first, at, "quads"),
                        corner(word, 3, vertexCount, first, at, "quads"),
                        corner(word, 2, vertexCount, first, at, "quads"), texture, 0));
            }
        }

        private int corner(int word, int index, int vertexCount, int first, int at, String field) {
            var corner = word >>> (7 * index) & 0x7F;
            if (corner >= vertexCount) {
                throw data.errorAt(at, field, "corner " + index + " names vertex " + corner
                        + " of a roomlet of " + vertexCount);
            }
            return first + corner;
        }

        /**
         * The PC's 15-bit colour has red in the high bits; the light, which TR3 draws by colour, is the brightest
         * channel as the PC's 0 (bright) to 0x1FFF (dark).
         */
        private RoomVertex vertex(int word) {
            var colour = word >>> 15 & 0x7FFF;
            var red = colour & FIVE_BITS;
            var green = colour >> 5 & FIVE_BITS;
            var blue = colour >> 10 & FIVE_BITS;
            var brightest = Math.max(red, Math.max(green, blue));
            var lighting = DARKEST - brightest * DARKEST / FIVE_BITS;
            return new RoomVertex((word >> 10 & FIVE_BITS) << 10, ((word >> 5 & FIVE_BITS) << 8) + yTop,
                    (word & FIVE_BITS) << 10, lighting, 0, red << 10 | green << 5 | blue);
        }
    }
}
