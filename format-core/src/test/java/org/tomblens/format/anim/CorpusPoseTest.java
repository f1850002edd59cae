package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.ten.TenReader;
import org.tomblens.format.testing.CorpusCache;

/**
 * The first-frame pose of every animation of the corpus models. The root stands at the offset the keyframe
 * stores, the box is the stored one, and the model's meshes fall inside that box: the box is what the games
 * computed from the posed meshes, so a wrong angle layout, rotation order or mesh tree throws vertices far
 * outside it (reading TR1's angle words high word first, for one, leaves most keyframes hundreds of units out).
 *
 * <p>Models that draw placeholder meshes (one mesh pointer used for several of their meshes, as Lara's
 * weapon-animation models do) are left out, and Lara is drawn with her skin where she has one. Stored boxes
 * are not exact: tool-built levels leave some vertices a few units out, and a few models hold meshes their
 * boxes ignore (held weapons, editor markers), so the levels of each version together must have 95 in a
 * hundred first frames within 16 units (in the corpus 97 to 100 do). (A small tool-built TR1 level alone has three of its fifteen Lara
 * animations' boxes nowhere near any pose, one of them mirrored in Z: boxes the tool did not recompute.)
 */
class CorpusPoseTest {
    private static final int TOLERANCE = 16;
    private static final double REQUIRED_SHARE = 0.95;

    @ParameterizedTest
    @EnumSource(GameVersion.class)
    void firstFramesPutTheRootAtTheStoredOffsetAndTheMeshesInsideTheStoredBox(GameVersion version) {
        var checked = 0;
        var inside = 0;
        var levels = Corpus.levels().stream().filter(path -> Corpus.version(path) == version)
                .map(CorpusCache::level).toList();
        for (var level : levels) {
            var counts = check(level);
            checked += counts[0];
            inside += counts[1];
        }
        assertTrue(checked >= 50, "only " + checked + " first frames of " + version + " levels to check");
        assertTrue(inside >= REQUIRED_SHARE * checked, inside + " of " + checked + " first frames within the box");
    }

    /**
     * The corpus TombEngine level, whose keyframes store a quaternion per bone that the reader turns back into TR's
     * angles. Lara's own meshes there are placeholders (she is drawn with a skin), wider than her body, so the
     * check is on her joints: in every keyframe of every animation each mesh's origin lies inside the stored box.
     */
    @Test
    void tombEngineKeyframesPutLarasJointsInsideTheStoredBox() throws IOException {
        var file = Corpus.file("ten/aod-title-te19.ten");
        var level = TenReader.read(Files.readAllBytes(file), file.toString()).level();
        var animation = LevelAnimation.build(level);
        var data = level.animation();
        var checked = 0;
        var inside = 0;
        for (int a = data.firstAnimation(0); a < data.animationEnd(0); a++) {
            var stored = data.animations().get(a);
            var step = Math.max(1, stored.frameRate());
            for (int frame = stored.frameStart(); frame <= stored.frameEnd(); frame += step) {
                var pose = animation.poses().pose(0, a, frame, 0);
                checked++;
                inside += originsInside(pose, pose.boundingBox()) ? 1 : 0;
            }
        }
        assertTrue(checked >= 50, "only " + checked + " keyframes to check");
        assertTrue(inside >= REQUIRED_SHARE * checked, inside + " of " + checked + " keyframes with the joints inside");
    }

    private static boolean originsInside(Pose pose, float[] box) {
        for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
            for (int axis = 0; axis < 3; axis++) {
                var value = pose.position(mesh, axis);
                if (value < box[2 * axis] - TOLERANCE || value > box[2 * axis + 1] + TOLERANCE) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Checks every first frame of the level: how many were checked, and how many had the meshes inside. */
    private static int[] check(Level level) {
        var animation = LevelAnimation.build(level);
        var data = level.animation();
        var checked = 0;
        var inside = 0;
        for (var entry : animation.models().entries()) {
            var meshModel = data.models().get(entry.meshModel());
            if (entry.role() == ModelRole.LARA_SKIN || meshModel.numMeshes() == 0
                    || hasPlaceholders(level, entry.meshModel())) {
                continue;
            }
            for (int a = data.firstAnimation(entry.index()); a < data.animationEnd(entry.index()); a++) {
                var stored = data.animations().get(a);
                var word = (int) (stored.frameOffset() / 2);
                if (word + 9 > data.frames().size()) {
                    continue;
                }
                var pose = animation.poses().pose(entry.index(), a, stored.frameStart(), 0);
                for (int axis = 0; axis < 3; axis++) {
                    assertEquals(data.frames().get(word + 6 + axis), pose.position(0, axis), "animation " + a);
                }
                var box = pose.boundingBox();
                for (int i = 0; i < 6; i++) {
                    assertEquals(data.frames().get(word + i), box[i], "animation " + a + " box");
                }
                checked++;
                inside += meshesInside(level, meshModel.startingMesh(), pose, box) ? 1 : 0;
            }
        }
        return new int[] {checked, inside};
    }

    private static boolean hasPlaceholders(Level level, int model) {
        var stored = level.animation().models().get(model);
        var pointers = new HashSet<Long>();
        for (int i = 0; i < stored.numMeshes(); i++) {
            if (!pointers.add(level.meshes().pointers().unsigned(stored.startingMesh() + i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean meshesInside(Level level, int startingMesh, Pose pose, float[] box) {
        for (int mesh = 0; mesh < pose.meshCount(); mesh++) {
            for (var vertex : level.meshes().get(startingMesh + mesh).vertices()) {
                for (int axis = 0; axis < 3; axis++) {
                    var value = pose.rotation(mesh, axis, 0) * vertex.x() + pose.rotation(mesh, axis, 1) * vertex.y()
                            + pose.rotation(mesh, axis, 2) * vertex.z() + pose.position(mesh, axis);
                    if (value < box[2 * axis] - TOLERANCE || value > box[2 * axis + 1] + TOLERANCE) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
