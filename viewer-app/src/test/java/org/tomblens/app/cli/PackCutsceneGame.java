package org.tomblens.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.cutscene.CutscenePackWriter;

/**
 * A game folder for pack cutscene tests: the corpus's TR4 level (a link) and a CUTSEQ.PAK the level maker writes
 * beside it, with one cutscene of {@link #FRAMES} frames about Lara's place: Lara (the first actor) 600 units to +X,
 * a model of the level that is no entity 600 units to -X, each mesh turning at its own pace, and a still camera
 * looking at the second actor's body from 1024 units away.
 */
public final class PackCutsceneGame {
    public static final int FRAMES = 12;
    static final String LEVEL = "tr4/rando-test1.tr4";

    private PackCutsceneGame() {}

    /** What a test needs of the level: Lara's place (the origin), the other actor's model and its first node. */
    public record Scene(Level level, int[] origin, int model, int[] treeOffset) {
        public static Scene of() throws Exception {
            var level = LevelReader.read(Corpus.file(LEVEL));
            var lara = level.entities().stream().filter(entity -> entity.type() == 0).findFirst().orElseThrow();
            var models = level.animation().models();
            for (int m = 0; m < models.size(); m++) {
                var id = models.get(m).id();
                if (id != 0 && id != 8 && models.get(m).numMeshes() >= 3) {
                    var at = (int) models.get(m).meshTree();
                    var tree = level.animation().meshTrees();
                    return new Scene(level, new int[] {lara.x(), lara.y(), lara.z()}, m,
                            new int[] {tree.get(at + 1), tree.get(at + 2), tree.get(at + 3)});
                }
            }
            throw new AssertionError("no model of three meshes");
        }

        public int meshes(int model) {
            return level.animation().models().get(model).numMeshes();
        }

        public int laraMeshes() {
            for (var model : level.animation().models()) {
                if (model.id() == 0) {
                    return model.numMeshes();
                }
            }
            throw new AssertionError("no Lara");
        }

        public long slot() {
            return level.animation().models().get(model).id();
        }
    }

    /** The second actor's root node: 200 units to -X of the origin (600 in the world), rising 2 a frame. */
    public static CutscenePackWriter.Node root(int dx) {
        int[] x = new int[FRAMES];
        int[] y = new int[FRAMES];
        int[] z = new int[FRAMES];
        for (int f = 0; f < FRAMES; f++) {
            x[f] = dx;
            y[f] = -2 * f;
        }
        return new CutscenePackWriter.Node(x, y, z);
    }

    /** A turn node of {@code n}: X, Y and Z changing at their own paces, wrapping at 1024. */
    public static CutscenePackWriter.Node turn(int n) {
        int[] x = new int[FRAMES];
        int[] y = new int[FRAMES];
        int[] z = new int[FRAMES];
        for (int f = 0; f < FRAMES; f++) {
            x[f] = Math.floorMod(40 * n + 11 * f, 1024);
            y[f] = Math.floorMod(300 + 17 * n - 29 * f, 1024);
            z[f] = Math.floorMod(900 - 5 * n + 7 * f, 1024);
        }
        return new CutscenePackWriter.Node(x, y, z);
    }

    private static CutscenePackWriter.Actor actor(int slot, int meshes, int dx) {
        var nodes = new ArrayList<CutscenePackWriter.Node>();
        nodes.add(root(dx));
        for (int n = 1; n <= meshes; n++) {
            nodes.add(turn(n));
        }
        return new CutscenePackWriter.Actor(slot, nodes);
    }

    /** A camera node standing still at {@code (x, y, z)} from the origin, halved as the camera doubles it. */
    private static CutscenePackWriter.Node still(int x, int y, int z) {
        int[][] axes = new int[3][FRAMES];
        for (int f = 0; f < FRAMES; f++) {
            axes[0][f] = x / 2;
            axes[1][f] = y / 2;
            axes[2][f] = z / 2;
        }
        return new CutscenePackWriter.Node(axes[0], axes[1], axes[2]);
    }

    /**
     * Writes the level (a link to the corpus file) and a CUTSEQ.PAK with one cutscene into {@code folder}: its camera
     * looks at the second actor's body from 1024 units away, with or without its actors.
     */
    public static Path game(Path folder, Scene scene, boolean withActors) throws Exception {
        Files.createDirectories(folder);
        var level = Files.createSymbolicLink(folder.resolve("LEVEL.TR4"), Corpus.file(LEVEL));
        var actors = withActors ? List.of(actor(0, scene.laraMeshes(), 200),
                actor((int) scene.slot(), scene.meshes(scene.model()), -200)) : List.<CutscenePackWriter.Actor>of();
        var target = still(-600, -256, 0);
        var eye = still(-600, -512, 1024);
        Files.write(folder.resolve("CUTSEQ.PAK"), CutscenePackWriter.pak(List.of(new CutscenePackWriter.Cutscene(
                FRAMES, scene.origin()[0], scene.origin()[1], scene.origin()[2], -1, target, eye, actors))));
        return level;
    }
}
