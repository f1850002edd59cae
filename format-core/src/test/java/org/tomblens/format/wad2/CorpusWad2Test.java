package org.tomblens.format.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.chunk.SkippedChunk;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.RawChunks;

/**
 * The corpus WAD2 libraries, two real files from a fan project and Tomb Editor's TR4 base library (the first
 * layout): every byte of their chunk trees accounted for,
 * their tables as long as a walk over the raw chunk headers counts, every mesh finite with its polygons inside its
 * vertices and textures, and every keyframe of every movable posed.
 */
class CorpusWad2Test {
    static Stream<Path> libraries() {
        return Corpus.files("wad2", ".wad2").stream();
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void everyByteIsReadOrCountedAsSkipped(Path file) throws IOException {
        var wad = Wad2Reader.read(file);
        var census = wad.census();
        assertEquals(Files.size(file), census.treeBytes());
        assertEquals(census.treeBytes(), census.accountedBytes());
        assertEquals(wad.skipped().stream().mapToLong(SkippedChunk::size).sum(), census.skippedBytes());
        assertEquals(List.of(), wad.skipped(), "every chunk of these libraries is one the reader knows");
        assertEquals(List.of(), wad.warnings());
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void theTablesAreAsLongAsTheFileSays(Path file) throws IOException {
        var bytes = Files.readAllBytes(file);
        var wad = Wad2Reader.read(bytes, file.getFileName().toString());
        assertEquals(count(bytes, "W2Textures", "W2Txt"), wad.textures().size());
        assertEquals(count(bytes, "W2Moveables", "W2Moveable"), wad.moveables().size());
        assertEquals(count(bytes, "W2Statics", "W2Static2") + count(bytes, "W2Statics", "W2Static"),
                wad.statics().size());
        assertEquals(count(bytes, "W2Sprites", "W2Spr"), wad.sprites().size());
        assertEquals(4, wad.gameVersion(), "all are libraries for TR4 (W2SuggestedGameVersion 4, or 3 before the"
                + " first layout's stream)");
        for (var texture : wad.textures()) {
            assertTrue(texture.hasPixels(), texture.name());
        }
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void everyMeshIsFiniteAndEveryPolygonLiesInItsVerticesAndTexture(Path file) throws IOException {
        var wad = Wad2Reader.read(file);
        var polygons = 0;
        for (var mesh : wad.meshes()) {
            for (var position : mesh.positions()) {
                assertTrue(Float.isFinite(position.x()) && Float.isFinite(position.y())
                        && Float.isFinite(position.z()), mesh.name());
            }
            for (var polygon : mesh.polygons()) {
                for (var index : polygon.indices()) {
                    assertTrue(index >= 0 && index < mesh.positions().size(), mesh.name() + ": vertex " + index);
                }
                var texture = wad.textures().get(polygon.texture());
                for (var corner : polygon.corners()) {
                    assertTrue(corner.x() >= 0 && corner.x() <= texture.width() && corner.y() >= 0
                            && corner.y() <= texture.height(), mesh.name() + ": " + corner + " in a "
                            + texture.width() + " x " + texture.height() + " texture");
                }
                polygons++;
            }
        }
        assertEquals(!wad.meshes().isEmpty(), polygons > 0, "the libraries with meshes have polygons");
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void everyKeyframeOfEveryMovablePoses(Path file) throws IOException {
        var wad = Wad2Reader.read(file);
        var level = Wad2Level.of(wad);
        assertEquals(List.of(), level.warnings(), "every polygon placed on a page, every link as TR4 has it");
        var poses = PoseEvaluator.of(level);
        for (int m = 0; m < wad.moveables().size(); m++) {
            var moveable = wad.moveables().get(m);
            assertEquals(moveable.meshes().size(), moveable.bones().size());
            var pose = poses.newPose(m);
            var data = level.animation();
            for (int a = data.firstAnimation(m); a < data.animationEnd(m); a++) {
                var stored = moveable.animations().get(a - data.firstAnimation(m));
                assertEquals(stored.keyFrames().size(), poses.keyframeCount(a), "animation " + a);
                for (int k = 0; k < poses.keyframeCount(a); k++) {
                    assertEquals(moveable.bones().size(), stored.keyFrames().get(k).angles().size());
                    poses.evaluate(m, a, poses.keyframeFrame(a, k), 0, pose);
                    for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
                        for (int e = 0; e < 12; e++) {
                            assertTrue(Float.isFinite(pose.matrix(mesh, e)));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), poses.warnings());
    }

    /** How many {@code id} chunks the top-level {@code list} chunk holds, from the raw chunk headers. */
    private static int count(byte[] bytes, String list, String id) {
        var top = RawChunks.find(bytes, RawChunks.wad2StreamStart(bytes), bytes.length, list, 0);
        if (top == null) {
            return 0;
        }
        var count = 0;
        while (RawChunks.find(bytes, top.dataStart(), top.dataEnd(), id, count) != null) {
            count++;
        }
        return count;
    }
}
