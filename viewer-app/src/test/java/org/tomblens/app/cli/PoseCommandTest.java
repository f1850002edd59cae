package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.maker.write.LevelWriter;

/** {@code tomblens pose}: the JSON other tools parse, checked against the level's stored keyframes. */
class PoseCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A mesh whose tree node pops an empty stack (§6.2.1; retail TR4 models do) is placed from the model's
     * origin, at its node's own offset, and {@code pose} says so on standard error. The demo level's first model
     * of two or more meshes is given a pop on mesh 1's node, before anything was pushed.
     */
    @Test
    void aMeshThatPopsAnEmptyStackIsPlacedFromTheModelsOriginAndSaidSo(@TempDir Path folder) throws IOException {
        var level = LevelReader.read(BundledDemoLevel.bytes(), BundledDemoLevel.fileName());
        var data = level.animation();
        var model = data.models().stream().filter(m -> m.numMeshes() >= 2).findFirst().orElseThrow();
        var tree = data.meshTrees().toArray();
        var node = (int) model.meshTree();
        tree[node] = 1;
        var file = folder.resolve("empty-pop.tr2");
        Files.write(file, LevelWriter.write(SyntheticLevels.withMeshTrees(level, Ints.own(tree))));
        var animation = model.animation();
        var run = CommandRun.of("pose", file.toString(), "--model", Long.toString(model.id()), "--anim",
                Integer.toString(animation), "--frame", Integer.toString(data.animations().get(animation).frameStart()),
                "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("mesh 1 pops an empty mesh stack"), run.err());
        var position = JSON.readTree(run.out()).get("meshes").get(1).get("position");
        for (int axis = 0; axis < 3; axis++) {
            assertEquals(tree[node + 1 + axis], position.get(axis).asDouble(), 1e-3, "axis " + axis);
        }
    }


    private static List<String> keys(JsonNode node) {
        var keys = new ArrayList<String>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    /**
     * At an animation's first frame the pose object has exactly the documented keys; its box is the keyframe's
     * stored box, its root stands at the stored offset, and every rotation is orthonormal.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr2/rando-test1.tr2", "tr3/rando-test1.tr2", "tr4/rando-test1.tr4",
            "tr5/rando-test1.trc"})
    void aFirstFramePoseHasTheDocumentedKeysTheStoredBoxAndTheStoredOffset(String file) throws IOException {
        var path = Corpus.file(file);
        var level = LevelReader.read(path);
        var model = level.animation().models().get(0);
        var animation = model.animation() + 1;
        var stored = level.animation().animations().get(animation);
        var run = CommandRun.of("pose", path.toString(), "--model", Long.toString(model.id()), "--anim",
                Integer.toString(animation), "--frame", Integer.toString(stored.frameStart()), "--json");
        assertEquals(0, run.status(), run.err());
        var lines = run.out().lines().toList();
        assertEquals(1, lines.size());
        var pose = JSON.readTree(lines.get(0));
        assertEquals(List.of("model", "anim", "frame", "bbox", "meshes"), keys(pose));
        assertEquals(model.id(), pose.get("model").asLong());
        assertEquals(animation, pose.get("anim").asInt());
        assertEquals(stored.frameStart(), pose.get("frame").asInt());
        var word = (int) (stored.frameOffset() / 2);
        for (int i = 0; i < 6; i++) {
            assertEquals(level.animation().frames().get(word + i), pose.get("bbox").get(i).asDouble(), "bbox " + i);
        }
        var meshes = pose.get("meshes");
        assertEquals(model.numMeshes(), meshes.size());
        for (int mesh = 0; mesh < meshes.size(); mesh++) {
            var entry = meshes.get(mesh);
            assertEquals(List.of("index", "position", "rotation"), keys(entry));
            assertEquals(mesh, entry.get("index").asInt());
            assertEquals(3, entry.get("position").size());
            assertOrthonormal(entry.get("rotation"));
        }
        for (int axis = 0; axis < 3; axis++) {
            assertEquals(level.animation().frames().get(word + 6 + axis), meshes.get(0).get("position").get(axis).asDouble());
        }
    }

    /** One line per keyframe: an animation stores ceil((FrameEnd - FrameStart) / FrameRate) + 1 of them. */
    @Test
    void allKeyframesPrintsOneObjectPerKeyframeOfEveryAnimationOfTheModel() throws IOException {
        var path = Corpus.file("tr2/rando-test1.tr2");
        var level = LevelReader.read(path);
        var data = level.animation();
        var model = data.models().stream().filter(m -> m.id() == 16).findFirst().orElseThrow();
        var index = data.models().indexOf(model);
        var expected = new ArrayList<List<Integer>>();
        for (int a = data.firstAnimation(index); a < data.animationEnd(index); a++) {
            var animation = data.animations().get(a);
            var rate = Math.max(1, animation.frameRate());
            var span = animation.frameEnd() - animation.frameStart();
            for (int k = 0; k <= (span + rate - 1) / rate; k++) {
                expected.add(List.of(a, animation.frameStart() + Math.min(k * rate, span)));
            }
        }
        var run = CommandRun.of("pose", path.toString(), "--model", "16", "--all-keyframes");
        assertEquals(0, run.status(), run.err());
        var actual = new ArrayList<List<Integer>>();
        for (var line : run.out().lines().toList()) {
            var pose = JSON.readTree(line);
            assertEquals(16, pose.get("model").asInt());
            assertEquals(model.numMeshes(), pose.get("meshes").size());
            actual.add(List.of(pose.get("anim").asInt(), pose.get("frame").asInt()));
        }
        assertEquals(expected, actual);
    }

    @Test
    void anUnknownModelOrAFrameOutsideTheAnimationIsAnErrorThatSaysWhy() {
        var path = Corpus.file("tr1/rando-test1.phd").toString();
        var unknown = CommandRun.of("pose", path, "--model", "9999", "--anim", "0", "--frame", "0");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("no model of type 9999"), unknown.err());
        var outside = CommandRun.of("pose", path, "--model", "0", "--anim", "0", "--frame", "60000");
        assertEquals(2, outside.status());
        assertTrue(outside.err().contains("outside animation 0"), outside.err());
    }

    private static void assertOrthonormal(JsonNode rotation) {
        assertEquals(9, rotation.size());
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                var dot = 0.0;
                for (int k = 0; k < 3; k++) {
                    dot += rotation.get(3 * i + k).asDouble() * rotation.get(3 * j + k).asDouble();
                }
                assertEquals(i == j ? 1 : 0, dot, 1e-4, "rows " + i + " and " + j);
            }
        }
    }
}
