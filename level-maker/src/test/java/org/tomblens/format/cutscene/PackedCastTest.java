package org.tomblens.format.cutscene;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Affine;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.cutscene.CutscenePackWriter;

/**
 * A pack cutscene written by the level maker, staged in the corpus's TR4 level: its first actor moves the level's
 * Lara, the second (a model of the level) stands alone, both at the stored origin; each mesh is where the written
 * nodes put it: the root at three times the first node from the origin, the next mesh at its mesh-tree offset (read
 * from the level's bytes) turned by the root's written angles, Y then X then Z at 1024 to the turn.
 */
class PackedCastTest {
    private static final int FRAMES = 24;
    private static final int[] ORIGIN = {20480, -1024, 30720};

    @Test
    void actorsMeshesStandWhereTheWrittenNodesPutThem() throws Exception {
        var level = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var animation = LevelAnimation.build(level);
        var other = otherModel(level);
        var otherMeshes = level.animation().models().get(other).numMeshes();
        var laraModel = animation.models().byId(0).index();
        var laraMeshes = level.animation().models().get(laraModel).numMeshes();
        var lara = new CutscenePackWriter.Actor(0, nodes(laraMeshes + 1, 1));
        var second = new CutscenePackWriter.Actor((int) level.animation().models().get(other).id(),
                nodes(otherMeshes + 1, 2));
        var still = new CutscenePackWriter.Node(new int[FRAMES], new int[FRAMES], new int[FRAMES]);
        var pack = CutscenePack.read(CutscenePackWriter.pak(List.of(new CutscenePackWriter.Cutscene(FRAMES,
                ORIGIN[0], ORIGIN[1], ORIGIN[2], -1, still, still, List.of(lara, second)))));
        var cutscene = pack.cutscenes().get(0);
        var cast = PackedCast.of(cutscene, cutscene.decode(), level, animation);

        assertEquals(2, cast.size());
        assertEquals(FRAMES, cast.frames());
        assertEquals(firstLara(level), cast.entity(0));
        assertEquals(CutsceneCast.NO_ENTITY, cast.entity(1));
        assertEquals(laraModel, cast.model(0));
        assertEquals(other, cast.model(1));
        for (int a = 0; a < 2; a++) {
            var place = cast.placement(a);
            assertEquals(List.of(ORIGIN[0], ORIGIN[1], ORIGIN[2], 0), List.of(place.x(), place.y(), place.z(),
                    place.angle()));
        }
        var written = List.of(lara, second);
        for (int a = 0; a < 2; a++) {
            var model = level.animation().models().get(cast.model(a));
            var pose = animation.poses().newPose(cast.model(a));
            var nodes = written.get(a).nodes();
            // The first mesh-tree node: its flags and its offset from the root mesh (§6.2.1).
            var tree = level.animation().meshTrees();
            var at = (int) model.meshTree();
            assertEquals(0, tree.get(at) & 1, "mesh 1 hangs from the root");
            double[] offset = {tree.get(at + 1), tree.get(at + 2), tree.get(at + 3)};
            for (int f = 0; f < FRAMES; f += 5) {
                cast.pose(a, f, pose);
                var root = nodes.get(0);
                double[] rootAt = {3.0 * root.x()[f], 3.0 * root.y()[f], 3.0 * root.z()[f]};
                for (int axis = 0; axis < 3; axis++) {
                    assertEquals(rootAt[axis], pose.position(0, axis), 1e-3, "actor " + a + " frame " + f);
                }
                var turn = nodes.get(1);
                // Ry · Rx · Rz (§6.1), 1024 steps to the turn: π/512 each.
                var turned = Affine.turn(Affine.rotation(turn.x()[f] * Math.PI / 512, turn.y()[f] * Math.PI / 512,
                        turn.z()[f] * Math.PI / 512), offset[0], offset[1], offset[2]);
                for (int axis = 0; axis < 3; axis++) {
                    assertEquals(rootAt[axis] + turned[axis], pose.position(1, axis), 0.05,
                            "actor " + a + " frame " + f + " mesh 1 axis " + axis);
                }
            }
        }
    }

    /** The first model with three meshes or more that is neither Lara (0) nor her skin (8). */
    private static int otherModel(Level level) {
        var models = level.animation().models();
        for (int m = 0; m < models.size(); m++) {
            var id = models.get(m).id();
            if (id != 0 && id != 8 && models.get(m).numMeshes() >= 3) {
                return m;
            }
        }
        throw new AssertionError("the level has no model of three meshes");
    }

    private static int firstLara(Level level) {
        for (int e = 0; e < level.entities().size(); e++) {
            if (level.entities().get(e).type() == 0) {
                return e;
            }
        }
        return -1;
    }

    /** {@code count} nodes: a root moving on, then turns growing at their own paces (wrapping at 1024). */
    private static List<CutscenePackWriter.Node> nodes(int count, int seed) {
        var nodes = new ArrayList<CutscenePackWriter.Node>();
        for (int n = 0; n < count; n++) {
            int[] x = new int[FRAMES];
            int[] y = new int[FRAMES];
            int[] z = new int[FRAMES];
            for (int f = 0; f < FRAMES; f++) {
                if (n == 0) {
                    x[f] = 100 * seed + 4 * f;
                    y[f] = -50 - f;
                    z[f] = 30 * seed - 2 * f;
                } else {
                    x[f] = Math.floorMod(37 * n + 13 * f * seed, 1024);
                    y[f] = Math.floorMod(200 + 61 * n - 9 * f, 1024);
                    z[f] = Math.floorMod(500 * seed + 23 * f, 1024);
                }
            }
            nodes.add(new CutscenePackWriter.Node(x, y, z));
        }
        return nodes;
    }
}
