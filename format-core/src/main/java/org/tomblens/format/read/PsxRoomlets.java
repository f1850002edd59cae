package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.RoomVertex;

/**
 * A room's mesh as TR3, TR4 and TR5 PlayStation levels cut it into "roomlets": a count and each roomlet's offset into
 * the mesh data, then at each offset six bytes this reader does not need (TR3: bounds, the room's index and flags;
 * TR4/TR5: bounds), a vertex and a triangle count, the vertices, the triangles and runs of quads. A vertex is one
 * word: z, y and x in 5 bits each (x and z in sectors, y in quarter-sectors under the room's top), then a 15-bit
 * colour, red in the low bits. A triangle is three 7-bit corners and a 10-bit texture; quads come in threes after a
 * word of three 10-bit textures, 0x3FF ending the room, each four 7-bit corners in strip order. Corners count within
 * their roomlet. Faces name room textures, which {@code roomTextures} checks once they are read.
 */
final class PsxRoomlets {
    private static final int FIVE_BITS = 0x1F;
    private static final int END_OF_QUADS = 0x3FF;
    private static final int QUADS_PER_WORD = 3;
    private static final int DARKEST = 0x1FFF;

    private final ByteCursor data;
    private final ReadContext.LaterReference roomTextures;
    private final int roomIndex;
    private final int yTop;
    final List<RoomVertex> vertices = new ArrayList<>();
    final List<Face> quads = new ArrayList<>();
    final List<Face> triangles = new ArrayList<>();

    PsxRoomlets(ByteCursor data, ReadContext.LaterReference roomTextures, int roomIndex, int yTop) {
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
        data.skip("bounds", 6);
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
