package org.tomblens.format.geometry;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** The draw ranges of the world and model buffers of every corpus level. */
class DrawRangesTest {

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    private static List<GeometryBuffers> buffers(Path path) {
        var geometry = LevelGeometry.build(CorpusCache.level(path));
        return List.of(geometry.world().buffers(), geometry.models().buffers());
    }

    @ParameterizedTest
    @MethodSource("levels")
    void rangesRunInOwnerOrderThenPassOrderAndTileEachIndexBuffer(Path path) {
        for (var buffers : buffers(path)) {
            var next = 0;
            for (int owner = 0; owner < buffers.ownerCount(); owner++) {
                for (var pass : RenderPass.values()) {
                    var range = buffers.range(owner, pass);
                    assertEquals(next, range.firstIndex(), "owner " + owner + " " + pass + ": ranges follow each other");
                    assertTrue(range.singleCount() % 3 == 0 && range.doubleCount() % 3 == 0, range.toString());
                    next += range.indexCount();
                }
            }
            assertEquals(buffers.indexCount(), next);
        }
    }

    /** A face is double-sided when its texture word has bit 15 (§2.4.3); such faces end each owner's pass. */
    @ParameterizedTest
    @MethodSource("levels")
    void withinAnOwnerAndPassSingleSidedTrianglesPrecedeDoubleSidedOnes(Path path) {
        for (var buffers : buffers(path)) {
            var reader = new GeometryReader(buffers);
            for (int owner = 0; owner < buffers.ownerCount(); owner++) {
                var where = owner;
                reader.forEachTriangle(owner, (first, pass, inDoubleSidedRun) -> {
                    for (int k = 0; k < 3; k++) {
                        var doubleSided = (reader.flags(reader.index(first + k)) & VertexFormat.DOUBLE_SIDED) != 0;
                        assertEquals(inDoubleSidedRun, doubleSided, "owner " + where + " " + pass + " index " + first);
                    }
                });
            }
        }
    }
}
