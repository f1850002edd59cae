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
import org.tomblens.app.cli.PackCutsceneGame.Scene;
import org.tomblens.format.testing.Affine;
import org.tomblens.format.testing.Corpus;

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
    @Test
    void renderDrawsThePacksActorsWhereTheyStand(@TempDir Path folder) throws Exception {
        var scene = Scene.of();
        var with = PackCutsceneGame.game(folder.resolve("with"), scene, true);
        var without = PackCutsceneGame.game(folder.resolve("without"), scene, false);
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
        var level = PackCutsceneGame.game(folder.resolve("game"), scene, true);
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
        var root = PackCutsceneGame.root(-200);
        var turn = PackCutsceneGame.turn(1);
        for (int f = 0; f < PackCutsceneGame.FRAMES; f++) {
            var worlds = gltf.worlds(skin, clip, f);
            var rootAt = new double[] {scene.origin()[0] + 3.0 * root.x()[f], scene.origin()[1] + 3.0 * root.y()[f],
                    scene.origin()[2] + 3.0 * root.z()[f]};
            assertAtMetres(rootAt, worlds[0], "frame " + f + " root");
            // Ry · Rx · Rz (§6.1), 1024 steps to the turn: π/512 each.
            var tree = scene.treeOffset();
            var offset = Affine.turn(Affine.rotation(turn.x()[f] * Math.PI / 512, turn.y()[f] * Math.PI / 512,
                    turn.z()[f] * Math.PI / 512), tree[0], tree[1], tree[2]);
            assertAtMetres(new double[] {rootAt[0] + offset[0], rootAt[1] + offset[1], rootAt[2] + offset[2]},
                    worlds[1], "frame " + f + " mesh 1");
        }

        var imported = CutsceneExportTest.blender(glb);
        assertEquals(3, imported.get("actions").size(), "an action per actor and the camera: " + imported);
    }

    @Test
    void exportingACutsceneThePackLacksOrALevelWithoutAPackExitsWith1(@TempDir Path folder) throws Exception {
        var level = PackCutsceneGame.game(folder.resolve("game"), Scene.of(), true);
        var glb = folder.resolve("none.glb");
        var missing = CommandRun.of("export", level.toString(), "--cutscene", "2", "-o", glb.toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("has no cutscene 2 (it has 1 to 1)"), missing.err());
        var alone = CommandRun.of("export", Corpus.file(PackCutsceneGame.LEVEL).toString(), "--cutscene", "1", "-o",
                glb.toString());
        assertEquals(1, alone.status());
        assertTrue(alone.err().contains("has no cutscene pack"), alone.err());
        assertFalse(Files.exists(glb), "nothing written");
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

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
