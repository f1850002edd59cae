package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;

/**
 * In every corpus level and the demo, each room's and its statics' depth-written ranges hold their faces with an
 * animated texture apart, as {@link DrawRange} says, read from the buffers' bytes: every triangle in the animated
 * part has the {@link VertexFormat#ANIMATED} flag on each corner and every other triangle none, and the parts together
 * are the range. The see-through passes and the models keep their faces in the stored order, none apart.
 */
class AnimatedFacesApartTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tomblens.format.testing.CorpusCache#levelsAndDemo")
    void aRoomsAnimatedFacesLieTogetherBetweenItsStillOnes(String name, Level level) {
        var geometry = LevelGeometry.build(level);
        var world = geometry.world();
        var buffers = world.buffers();
        for (int r = 0; r < world.roomCount(); r++) {
            for (var pass : RenderPass.values()) {
                for (var range : new DrawRange[] {world.room(r, pass), world.statics(r, pass)}) {
                    var where = name + " room " + r + " " + pass;
                    if (!pass.writesDepth()) {
                        assertEquals(0, range.animatedSingle() + range.animatedDouble(), where);
                        continue;
                    }
                    for (var doubleSided : new boolean[] {false, true}) {
                        assertEquals(range.count(doubleSided),
                                range.stillCount(doubleSided) + range.animatedCount(doubleSided), where);
                        assertAnimated(buffers, range.stillFirst(doubleSided), range.stillCount(doubleSided), false,
                                where);
                        assertAnimated(buffers, range.animatedFirst(doubleSided), range.animatedCount(doubleSided),
                                true, where);
                    }
                }
            }
        }
        var models = geometry.models().buffers();
        for (int owner = 0; owner < models.ownerCount(); owner++) {
            for (var pass : RenderPass.values()) {
                var range = models.range(owner, pass);
                assertEquals(0, range.animatedSingle() + range.animatedDouble(), name + " model owner " + owner);
            }
        }
    }

    private static void assertAnimated(GeometryBuffers buffers, int first, int count, boolean expected, String where) {
        assertEquals(0, count % 3, where + ": whole triangles");
        for (int i = first; i < first + count; i++) {
            assertEquals(expected, animated(buffers, i), where + ": index " + i);
        }
    }

    private static boolean animated(GeometryBuffers buffers, int index) {
        var vertex = buffers.indices().getInt(index * VertexFormat.INDEX_SIZE);
        return (buffers.vertices().get(vertex * VertexFormat.STRIDE + VertexFormat.FLAGS_OFFSET)
                & VertexFormat.ANIMATED) != 0;
    }
}
