package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;

/**
 * Each room's boxes in every corpus level and the demo, against the world buffer read index by index: the geometry
 * box holds the room's sector grid from its lowest ceiling to its deepest floor (§3.2.1) and every vertex its own
 * and its static meshes' triangles use, in any pass, and nothing more; the window box every vertex of its
 * see-through passes' triangles, and is empty where it has none; the animated box every vertex flagged as taking an
 * animated texture ({@link VertexFormat#ANIMATED}, the vertex's own byte), and is empty where none is.
 */
class RoomBoxesTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tomblens.format.testing.CorpusCache#levelsAndDemo")
    void aRoomsBoxesHoldItsGridAndTheVerticesItsTrianglesUse(String name, Level level) {
        var world = LevelGeometry.build(level).world();
        var boxes = RoomBoxes.of(level, world);
        var vertices = world.buffers().vertices();
        var indices = world.buffers().indices();
        for (int r = 0; r < world.roomCount(); r++) {
            var geometry = empty();
            var window = empty();
            var animated = empty();
            var room = level.rooms().get(r);
            if (room.numXSectors() > 0 && room.numZSectors() > 0) {
                include(geometry, room.x(), room.yTop(), room.z());
                include(geometry, room.x() + room.numXSectors() * 1024f, room.yBottom(),
                        room.z() + room.numZSectors() * 1024f);
            }
            for (var pass : RenderPass.values()) {
                for (var range : new DrawRange[] {world.room(r, pass), world.statics(r, pass)}) {
                    for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i++) {
                        var vertex = indices.getInt(i * VertexFormat.INDEX_SIZE) * VertexFormat.STRIDE;
                        var at = vertex + VertexFormat.POSITION_OFFSET;
                        var x = vertices.getFloat(at);
                        var y = vertices.getFloat(at + 4);
                        var z = vertices.getFloat(at + 8);
                        include(geometry, x, y, z);
                        if (pass != RenderPass.OPAQUE) {
                            include(window, x, y, z);
                        }
                        if ((vertices.get(vertex + VertexFormat.FLAGS_OFFSET) & VertexFormat.ANIMATED) != 0) {
                            include(animated, x, y, z);
                        }
                    }
                }
            }
            var where = name + " room " + r;
            assertArrayEquals(geometry, slice(boxes.geometry(), r), where + ": geometry box");
            assertArrayEquals(window, slice(boxes.windows(), r), where + ": window box");
            assertEquals(window[0] <= window[3], boxes.hasWindow(r), where + ": has a window");
            assertArrayEquals(animated, slice(boxes.animated(), r), where + ": animated box");
        }
    }

    private static float[] empty() {
        return new float[] {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE,
                -Float.MAX_VALUE};
    }

    private static void include(float[] box, float x, float y, float z) {
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.min(box[2], z);
        box[3] = Math.max(box[3], x);
        box[4] = Math.max(box[4], y);
        box[5] = Math.max(box[5], z);
    }

    private static float[] slice(float[] boxes, int room) {
        var box = new float[6];
        System.arraycopy(boxes, 6 * room, box, 0, 6);
        return box;
    }
}
