package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.maker.cutscene.CutscenePackWriter;

/**
 * A TR4 pack cutscene's actors, from a CUTSEQ.PAK the level maker writes beside the corpus's TR4 level: Lara (the
 * first actor) and a model of the level that is no entity, both about Lara's place. `render --cutscene-frames`
 * draws them: the frame looking at the second actor differs, where it stands, from the same frame of a cutscene
 * without actors. `export --cutscene 1` passes the Khronos validator, with a skin per actor whose joints stand, key
 * by key, where the written nodes put them (the root at the origin plus three times the first node, the next mesh at
 * its mesh-tree offset turned Y, X, Z by the root's angles), and Blender's importer makes an action per actor and
 * one for the camera.
 */
class PackCutsceneActorsTest {
    private static final int FRAMES = 12;
    private static final String LEVEL = "tr4/rando-test1.tr4";

    /** What a test needs of the level: Lara's place (the origin), the other actor's model and its first node. */
    private record Scene(Level level, int[] origin, int model, int[] treeOffset) {
        static Scene of() throws Exception {
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

        int meshes(int model) {
            return level.animation().models().get(model).numMeshes();
        }

        int laraMeshes() {
            for (var model : level.animation().models()) {
                if (model.id() == 0) {
                    return model.numMeshes();
                }
            }
            throw new AssertionError("no Lara");
        }

        long slot() {
            return level.animation().models().get(model).id();
        }
    }

    /** The second actor's root node: 200 units to -X of the origin (600 in the world), rising 2 a frame. */
    private static CutscenePackWriter.Node root(int dx) {
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
    private static CutscenePackWriter.Node turn(int n) {
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
    private static Path game(Path folder, Scene scene, boolean withActors) throws Exception {
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

    @Test
    void renderDrawsThePacksActorsWhereTheyStand(@TempDir Path folder) throws Exception {
        var scene = Scene.of();
        var with = game(folder.resolve("with"), scene, true);
        var without = game(folder.resolve("without"), scene, false);
        var json = CommandRun.of("cutscene", with.toString(), "--cut", "1", "--json");
        assertEquals(0, json.status(), json.err());
        var first = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out().lines().findFirst()
                .orElseThrow());
        assertEquals(CutsceneCommand.KEYS, names(first));
        assertEquals(List.of(0L, scene.slot()), List.of(first.get("actors").get(0).get("slot").asLong(),
                first.get("actors").get(1).get("slot").asLong()));

        var width = 320;
        var height = 240;
        // Written under target/ to be looked at.
        var frames = Path.of("target", "pack-cutscene-actors");
        for (var kind : List.of("with", "without")) {
            var run = CommandRun.of("render", (kind.equals("with") ? with : without).toString(), "--cutscene-frames",
                    frames.resolve(kind).toString(), "--cut", "1", "--every", "6", "--size", width + "x" + height);
            assertEquals(0, run.status(), run.err());
        }
        var drawn = ImageIO.read(frames.resolve("with").resolve("frame-0000.png").toFile());
        var bare = ImageIO.read(frames.resolve("without").resolve("frame-0000.png").toFile());
        // The camera looks at the second actor's body: the middle of the picture shows it in one and not the other.
        var middle = 0;
        for (int y = height / 2 - 10; y <= height / 2 + 10; y++) {
            for (int x = width / 2 - 10; x <= width / 2 + 10; x++) {
                middle += drawn.getRGB(x, y) != bare.getRGB(x, y) ? 1 : 0;
            }
        }
        assertTrue(middle > 100, "the actor changes the middle of the picture: " + middle + " of 441 pixels");
    }

    @Test
    void exportAnimatesEachActorAsItsNodesPoseIt(@TempDir Path folder) throws Exception {
        var scene = Scene.of();
        var level = game(folder.resolve("game"), scene, true);
        var glb = folder.resolve("cutscene.glb");
        var run = CommandRun.of("export", level.toString(), "--cutscene", "1", "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        GltfValidator.validate(glb);

        var gltf = ExportCommandTest.Gltf.read(Files.readAllBytes(glb));
        var skins = gltf.json().get("skins");
        assertEquals(2, skins.size(), "a skin per actor");
        var clip = gltf.json().get("animations").get(0);
        assertEquals("cutscene", clip.get("name").asText());
        // The second actor's skin is the second written; its joints 0 and 1 are its root and the mesh after.
        var skin = skins.get(1);
        var root = root(-200);
        var turn = turn(1);
        for (int f = 0; f < FRAMES; f++) {
            var worlds = gltf.worlds(skin, clip, f);
            var rootAt = new double[] {scene.origin()[0] + 3.0 * root.x()[f], scene.origin()[1] + 3.0 * root.y()[f],
                    scene.origin()[2] + 3.0 * root.z()[f]};
            assertAtMetres(rootAt, worlds[0], "frame " + f + " root");
            var offset = turnYxz(turn.x()[f], turn.y()[f], turn.z()[f], scene.treeOffset());
            assertAtMetres(new double[] {rootAt[0] + offset[0], rootAt[1] + offset[1], rootAt[2] + offset[2]},
                    worlds[1], "frame " + f + " mesh 1");
        }

        var imported = CutsceneExportTest.blender(glb);
        assertEquals(3, imported.get("actions").size(), "an action per actor and the camera: " + imported);
    }

    /** The world place of a joint (column-major 4x4, metres, Y up) against TR units (Y down), within a unit. */
    private static void assertAtMetres(double[] expected, float[] world, String what) {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var point = mapper.createArrayNode().add(expected[0]).add(expected[1]).add(expected[2]);
        var metres = CutsceneExportTest.metres(point);
        for (int axis = 0; axis < 3; axis++) {
            assertEquals(metres[axis], world[12 + axis], 1.0 / 1024, what + " axis " + axis);
        }
    }

    /** {@code v} turned by Ry · Rx · Rz, the angles at 1024 to the turn (the games' matrix order, §6.1). */
    private static double[] turnYxz(int x, int y, int z, int[] v) {
        var rz = rotate(new double[] {v[0], v[1], v[2]}, Math.toRadians(z * 360.0 / 1024), 0, 1);
        var rx = rotate(rz, Math.toRadians(x * 360.0 / 1024), 1, 2);
        return rotate(rx, Math.toRadians(y * 360.0 / 1024), 2, 0);
    }

    /** {@code v} turned by {@code angle} in the plane of axes {@code a} and {@code b} (a towards b). */
    private static double[] rotate(double[] v, double angle, int a, int b) {
        var out = v.clone();
        out[a] = Math.cos(angle) * v[a] - Math.sin(angle) * v[b];
        out[b] = Math.sin(angle) * v[a] + Math.cos(angle) * v[b];
        return out;
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
