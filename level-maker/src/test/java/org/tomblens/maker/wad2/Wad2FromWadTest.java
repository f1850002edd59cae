package org.tomblens.maker.wad2;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.wad2.Wad2Level;
import org.tomblens.format.wad2.Wad2Reader;

/**
 * The corpus TRLE library turned into a WAD2 library as Tomb Editor imports one, written, read back and made a
 * level again: every keyframe of every movable poses as the TRLE library's does, every mesh keeps its vertices
 * and faces, and every face its texels.
 */
class Wad2FromWadTest {
    private static final double POSITION_TOLERANCE = 0.5;
    private static final double ROTATION_TOLERANCE = 1e-3;

    @Test
    void everyKeyframePosesAsTheTrleLibrarysDoes() throws IOException {
        var wad = WadLevel.of(WadReader.read(Corpus.file("wad/lara.wad")));
        var wad2 = roundTrip(wad);
        assertEquals(wad.animation().models().size(), wad2.animation().models().size());
        assertEquals(wad.animation().animations().size(), wad2.animation().animations().size());
        var expected = PoseEvaluator.of(wad);
        var actual = PoseEvaluator.of(wad2);
        var compared = 0;
        for (int m = 0; m < wad.animation().models().size(); m++) {
            var want = expected.newPose(m);
            var got = actual.newPose(m);
            for (int a = wad.animation().firstAnimation(m); a < wad.animation().animationEnd(m); a++) {
                // an animation that ends before it starts (one in this library) has one frame in both
                assertEquals(span(wad, a), span(wad2, a), "animation " + a);
                for (int k = 0; k < expected.keyframeCount(a); k++) {
                    expected.evaluate(m, a, expected.keyframeFrame(a, k), 0, want);
                    actual.evaluate(m, a, actual.keyframeFrame(a, k), 0, got);
                    for (int mesh = 0; mesh < want.meshCount(); mesh++) {
                        for (int e = 0; e < 12; e++) {
                            assertEquals(want.matrix(mesh, e), got.matrix(mesh, e), e % 4 == 3 ? POSITION_TOLERANCE
                                    : ROTATION_TOLERANCE, "model " + m + " animation " + a + " keyframe " + k
                                    + " mesh " + mesh + " element " + e);
                        }
                    }
                    compared++;
                }
            }
        }
        assertTrue(compared > 1000, compared + " keyframes compared");
        assertEquals(List.of(), actual.warnings());
    }

    @Test
    void everyMeshKeepsItsVerticesFacesAndTexels() throws IOException {
        var wad = WadLevel.of(WadReader.read(Corpus.file("wad/lara.wad")));
        var wad2 = roundTrip(wad);
        assertEquals(wad.meshes().size(), wad2.meshes().size());
        for (int i = 0; i < wad.meshes().size(); i++) {
            var before = wad.meshes().get(i);
            var after = wad2.meshes().get(i);
            assertEquals(before.vertices(), after.vertices(), "mesh " + i);
            assertEquals(before.texturedQuads().size(), after.texturedQuads().size(), "mesh " + i);
            assertEquals(before.texturedTriangles().size(), after.texturedTriangles().size(), "mesh " + i);
            for (int f = 0; f < before.texturedQuads().size(); f++) {
                var was = before.texturedQuads().get(f);
                var is = after.texturedQuads().get(f);
                assertEquals(List.of(was.v0(), was.v1(), was.v2(), was.v3()), List.of(is.v0(), is.v1(), is.v2(),
                        is.v3()));
                assertSameTexels(wad, was.objectTexture(), wad2, is.objectTexture(), "mesh " + i + " quad " + f);
            }
        }
    }

    private static int span(Level level, int animation) {
        var record = level.animation().animations().get(animation);
        return Math.max(0, record.frameEnd() - record.frameStart());
    }

    /** The texel under each corner of the two object textures is the same. */
    private static void assertSameTexels(Level a, int textureA, Level b, int textureB, String where) {
        var first = a.texturing().objectTextures().get(textureA);
        var second = b.texturing().objectTextures().get(textureB);
        for (int corner = 0; corner < 4; corner++) {
            assertEquals(texel(a, first.page(), first.corners().get(corner)), texel(b, second.page(),
                    second.corners().get(corner)), where + " corner " + corner);
        }
    }

    private static int texel(Level level, int page, org.tomblens.format.model.ObjectTexture.TexCoord corner) {
        var bytes = level.textures().pages32().get(page);
        var at = 4 * ((corner.v() >> 8) * 256 + (corner.u() >> 8));
        return bytes.unsigned(at) | bytes.unsigned(at + 1) << 8 | bytes.unsigned(at + 2) << 16
                | bytes.unsigned(at + 3) << 24;
    }

    private static Level roundTrip(Level wad) {
        return Wad2Level.of(Wad2Reader.read(Wad2Writer.write(Wad2FromWad.convert(wad)), "lara.wad2"));
    }
}
