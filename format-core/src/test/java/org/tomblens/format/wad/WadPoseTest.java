package org.tomblens.format.wad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.testing.Affine;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.WadLayout;

/**
 * The poses of every movable of the corpus library at every keyframe of its animations, as the converted level
 * gives them, against poses computed here from the raw keyframe words and links alone, following [WAD] §4:
 * a keyframe is a box, the root's offset and one angle set per mesh (a three-axis set in two words, 10 bits
 * per axis at 1024 per turn; a one-axis set in one word, the axis in its top two bits and 14 bits at 4096 per
 * turn); each link names its mesh's parent through the stack (0 the previous mesh, 1 pull, 2 push the previous
 * mesh, 3 read the top) and its offset from the parent. A mesh's matrix is its parent's times the offset's
 * translation times {@code Ry · Rx · Rz} (DIGEST K), the root's the keyframe offset's translation times its
 * rotation.
 */
class WadPoseTest {
    private static final double POSITION_TOLERANCE = 0.05;
    private static final double ROTATION_TOLERANCE = 1e-4;

    @Test
    void everyKeyframeOfEveryMovablesAnimationsMatchesAnIndependentPose() throws IOException {
        var file = Corpus.file("wad/lara.wad");
        var layout = WadLayout.walk(Files.readAllBytes(file));
        var level = WadLevel.of(WadReader.read(file));
        var poses = LevelAnimation.build(level).poses();

        var movables = layout.movables;
        var movableCount = movables.capacity() / 18;
        var compared = 0;
        var unalignedLinks = 0;
        for (int movable = 0; movable < movableCount; movable++) {
            var meshes = movables.getShort(movable * 18 + 4) & 0xFFFF;
            var links = movables.getInt(movable * 18 + 8);
            unalignedLinks += links % 4 != 0 ? 1 : 0;
            var firstAnimation = movables.getShort(movable * 18 + 16);
            if (firstAnimation < 0) {
                continue;
            }
            // a movable's animations run to the next greater first animation; its keyframes to the next movable's
            var endAnimation = layout.animations.capacity() / 40;
            var framesEnd = layout.keyframes.length;
            for (int m = 0; m < movableCount; m++) {
                var first = movables.getShort(m * 18 + 16);
                if (first > firstAnimation) {
                    endAnimation = Math.min(endAnimation, first);
                }
                var frames = movables.getInt(m * 18 + 12) / 2;
                if (frames > movables.getInt(movable * 18 + 12) / 2) {
                    framesEnd = Math.min(framesEnd, frames);
                }
            }
            var pose = poses.newPose(movable);
            for (int a = firstAnimation; a < endAnimation; a++) {
                var record = 40 * a;
                var keyframeOffset = layout.animations.getInt(record) / 2;
                var rate = layout.animations.get(record + 4) & 0xFF;
                var size = layout.animations.get(record + 5) & 0xFF;
                var frameStart = layout.animations.getShort(record + 24) & 0xFFFF;
                var frameEnd = layout.animations.getShort(record + 26) & 0xFFFF;
                for (int k = 0; rate > 0 && frameStart + k * rate <= frameEnd; k++) {
                    var start = keyframeOffset + k * size;
                    if (size == 0 || start + size > framesEnd) {
                        break;
                    }
                    var expected = pose(layout, start, meshes, links);
                    poses.evaluate(movable, a, frameStart + k * rate, 0, pose);
                    for (int mesh = 0; mesh < meshes; mesh++) {
                        for (int element = 0; element < 12; element++) {
                            var tolerance = element % 4 == 3 ? POSITION_TOLERANCE : ROTATION_TOLERANCE;
                            assertEquals(expected[mesh][element], pose.matrix(mesh, element), tolerance, "movable "
                                    + movable + " animation " + a + " keyframe " + k + " mesh " + mesh + " element " + element);
                        }
                    }
                    compared++;
                }
            }
        }
        assertTrue(unalignedLinks > 0, "the links of some movable start at a dword that is not a multiple of 4");
        assertTrue(compared > 1000, compared + " keyframes compared");
    }

    /** Each mesh's 3x4 row-major matrix at the keyframe starting at word {@code start}. */
    private static double[][] pose(WadLayout layout, int start, int meshes, int links) {
        var words = layout.keyframes;
        var matrices = new double[meshes][];
        var stack = new int[meshes];
        var depth = 0;
        var at = start + 9;
        for (int mesh = 0; mesh < meshes; mesh++) {
            var first = words[at] & 0xFFFF;
            double x = 0, y = 0, z = 0;
            if ((first & 0xC000) == 0) {
                var set = first << 16 | words[at + 1] & 0xFFFF;
                x = (set >> 20 & 0x3FF) * 360.0 / 1024;
                y = (set >> 10 & 0x3FF) * 360.0 / 1024;
                z = (set & 0x3FF) * 360.0 / 1024;
                at += 2;
            } else {
                var angle = (first & 0x3FFF) * 360.0 / 4096;
                switch (first & 0xC000) {
                    case 0x4000 -> x = angle;
                    case 0x8000 -> y = angle;
                    default -> z = angle;
                }
                at++;
            }
            var rotation = Affine.rotation(Math.toRadians(x), Math.toRadians(y), Math.toRadians(z));
            if (mesh == 0) {
                matrices[0] = Affine.place(rotation, words[start + 6], words[start + 7], words[start + 8]);
                continue;
            }
            var link = links + 4 * (mesh - 1);
            var parent = switch (layout.links[link]) {
                case 0 -> mesh - 1;
                case 1 -> depth > 0 ? stack[--depth] : 0;
                case 2 -> stack[depth++] = mesh - 1;
                case 3 -> depth > 0 ? stack[depth - 1] : 0;
                default -> throw new AssertionError("link opcode " + layout.links[link]);
            };
            var local = Affine.place(rotation, layout.links[link + 1], layout.links[link + 2], layout.links[link + 3]);
            matrices[mesh] = Affine.compose(matrices[parent], local);
        }
        return matrices;
    }
}
