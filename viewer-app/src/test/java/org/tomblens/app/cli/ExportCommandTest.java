package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.maker.write.LevelWriter;

/**
 * `export --model 0`: Lara of a level of each version and of the corpus WAD as a skinned glTF binary, read back
 * with a JSON library and the binary chunk. One joint per mesh; one animation per animation of hers, each lasting
 * (last frame - first frame) / 30 s; and at every keyframe of every animation each joint's world transform, composed
 * from the glTF nodes and the animation's keys, is the pose the project's own pose arithmetic gives (within half a
 * unit and 1e-3), turned back into TR's space. The Khronos glTF-Validator finds no error in any of them.
 */
class ExportCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> files() {
        return Stream.of("tr1/rando-test1.phd", "tr2/goldmask-cold-war.tr2", "tr3/rando-test1.tr2",
                "tr4/rando-test1.tr4", "tr5/rando-test1.trc", "wad/lara.wad").map(Corpus::file);
    }

    /** Where {@link #animatedModels} exports, once for the class. */
    @TempDir
    static Path exports;
    private static final Map<Path, Map<Long, Path>> ANIMATED = new HashMap<>();

    /**
     * Every model of {@code file} with animations, each exported alone by {@code export --model ID}, by its id; the
     * validator finds no error in any. Exported and validated once for the class: the tests of Lara's poses and of
     * every model read the same files.
     */
    private static synchronized Map<Long, Path> animatedModels(Path file) throws Exception {
        var made = ANIMATED.get(file);
        if (made != null) {
            return made;
        }
        var level = OpenedFile.read(file, ProgressListener.NONE).level();
        var data = level.animation();
        var exported = new LinkedHashMap<Long, Path>();
        var folder = Files.createDirectories(exports.resolve(file.getParent().getFileName().toString()));
        for (int m = 0; m < data.models().size(); m++) {
            if (data.firstAnimation(m) < data.animationEnd(m)) {
                var id = data.models().get(m).id();
                var glb = folder.resolve(file.getFileName() + "-" + id + ".glb");
                var run = CommandRun.of("export", file.toString(), "--model", Long.toString(id), "-o", glb.toString());
                assertEquals(0, run.status(), run.err());
                exported.put(id, glb);
            }
        }
        validate(exported.values().toArray(Path[]::new));
        ANIMATED.put(file, exported);
        return exported;
    }

    @ParameterizedTest
    @MethodSource("files")
    void laraExportsWithHerSkeletonAndEveryAnimationPosedAsTheProjectPosesThem(Path file) throws Exception {
        var glb = animatedModels(file).get(0L);
        assertNotNull(glb, file + ": Lara, model 0, has animations");
        var gltf = Gltf.read(Files.readAllBytes(glb));

        var level = OpenedFile.read(file, ProgressListener.NONE).level();
        var data = level.animation();
        var model = LevelArgument.modelIndex(level, 0);
        var meshes = data.models().get(model).numMeshes();
        var skin = gltf.json.get("skins").get(0);
        assertEquals(meshes, skin.get("joints").size(), "a joint per mesh");
        var first = data.firstAnimation(model);
        var end = data.animationEnd(model);
        var animations = gltf.json.get("animations");
        assertEquals(end - first, animations.size(), "an animation per animation");

        var poses = LevelAnimation.build(level).poses();
        for (int a = first; a < end; a++) {
            var stored = data.animations().get(a);
            var exported = animations.get(a - first);
            var times = gltf.floats(exported.get("samplers").get(0).get("input").asInt());
            var frames = Math.max(0, stored.frameEnd() - stored.frameStart());
            assertEquals(frames / 30.0, times[times.length - 1], 1e-5, "anim " + a + "'s length");
            for (int k = 0; k < poses.keyframeCount(a); k++) {
                var frame = poses.keyframeFrame(a, k);
                var expected = poses.pose(model, a, frame, 0);
                var world = gltf.worlds(skin, exported, frame - stored.frameStart());
                for (int j = 0; j < meshes; j++) {
                    var at = file.getFileName() + " anim " + a + " frame " + frame + " mesh " + j;
                    // Back to TR: x, y, z from x, -y, -z, times 1024; rotations as C R C.
                    var m = world[j];
                    assertEquals(expected.position(j, 0), m[12] * 1024, 0.5, at);
                    assertEquals(expected.position(j, 1), -m[13] * 1024, 0.5, at);
                    assertEquals(expected.position(j, 2), -m[14] * 1024, 0.5, at);
                    for (int row = 0; row < 3; row++) {
                        for (int column = 0; column < 3; column++) {
                            var sign = (row == 0) == (column == 0) ? 1 : -1;
                            assertEquals(expected.rotation(j, row, column), sign * m[column * 4 + row], 1e-3, at);
                        }
                    }
                }
            }
        }
    }

    static Stream<Path> everyFile() {
        return Stream.of(Corpus.levels().stream(), Corpus.files("wad", ".wad").stream(),
                Corpus.files("prj2", ".prj2").stream(), Corpus.files("wad2", ".wad2").stream(),
                Corpus.files("ten", ".ten").stream()).flatMap(s -> s);
    }

    /**
     * Every corpus file as one scene: a node per room with faces, named by its number, saying it is water or the
     * alternate of the room whose AlternateRoom names it; a node per entity whose type has a model; in a library
     * without rooms, a node per model with meshes. The validator finds no error.
     */
    @ParameterizedTest
    @MethodSource("everyFile")
    void aWholeFileExportsAsOneSceneWithANodeForEachRoomAndEntity(Path file, @TempDir Path folder) throws Exception {
        var glb = folder.resolve(file.getFileName() + ".glb");
        var run = CommandRun.of("export", file.toString(), "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        var gltf = Gltf.read(Files.readAllBytes(glb));
        var names = new HashSet<String>();
        gltf.json.path("nodes").forEach(node -> names.add(node.get("name").asText()));
        var level = OpenedFile.read(file, ProgressListener.NONE).level();
        // Room b's AlternateRoom names its alternate; where two name each other, the lower is the base.
        var alternateOf = new HashMap<Integer, Integer>();
        for (int b = 0; b < level.rooms().size(); b++) {
            var alternate = level.rooms().get(b).alternateRoom();
            var mutual = alternate >= 0 && alternate < level.rooms().size()
                    && level.rooms().get(alternate).alternateRoom() == b;
            if (alternate >= 0 && !(mutual && alternate < b)) {
                alternateOf.put(alternate, b);
            }
        }
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            if (room.quads().isEmpty() && room.triangles().isEmpty()) {
                continue;
            }
            var name = "room " + r + ((room.flags() & 1) != 0 ? " (water)" : "")
                    + (alternateOf.containsKey(r) ? " (alternate of " + alternateOf.get(r) + ")" : "");
            assertTrue(names.contains(name), file.getFileName() + ": " + name);
        }
        var models = level.animation().models();
        for (int e = 0; e < level.entities().size(); e++) {
            var type = level.entities().get(e).type();
            // TombEngine's Lara is drawn only through a skin model: in a level without one her faceless model makes
            // no node
            if (models.stream().anyMatch(model -> model.id() == type && model.numMeshes() > 0
                    && (!file.toString().endsWith(".ten") || hasFaces(level, model)))) {
                var prefix = "entity " + e + " ";
                assertTrue(names.stream().anyMatch(name -> name.startsWith(prefix)), file.getFileName() + ": "
                        + prefix);
            }
        }
        if (level.rooms().isEmpty()) {
            for (var model : models) {
                if (model.numMeshes() > 0) {
                    var prefix = "model " + model.id();
                    assertTrue(names.stream().anyMatch(name -> name.equals(prefix) || name.startsWith(prefix + " ")),
                            file.getFileName() + ": " + prefix);
                }
            }
        }
        validate(glb);
    }

    /**
     * The demo level with an entity of a type it has no model or sprite for, written anew: the export leaves that
     * entity out and says so, exports the others, and the file validates.
     */
    @Test
    void anEntityWhoseModelIsMissingIsLeftOutWithAWarning(@TempDir Path folder) throws Exception {
        var demo = LevelReader.read(Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
        var entities = new ArrayList<>(demo.entities());
        var first = entities.get(0);
        entities.add(new Entity(999, first.room(), first.x(), first.y(), first.z(), 0, -1, 0,
                0));
        var broken = Files.write(folder.resolve("missing-model.tr2"), LevelWriter.write(
                SyntheticLevels.withEntities(demo, entities)));
        var glb = folder.resolve("missing-model.glb");
        var run = CommandRun.of("export", broken.toString(), "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        var missing = entities.size() - 1;
        assertTrue(run.err().contains("entity " + missing + ": type 999 has no model"), run.err());
        var names = new HashSet<String>();
        Gltf.read(Files.readAllBytes(glb)).json.path("nodes").forEach(node -> names.add(node.get("name").asText()));
        assertTrue(names.stream().noneMatch(name -> name.startsWith("entity " + missing + " ")), names.toString());
        assertTrue(names.stream().anyMatch(name -> name.startsWith("entity 0 ")), "Lara is there: " + names);
        validate(glb);
    }

    @Test
    void aModelTheFileLacksExitsWith1AndWritesNothing(@TempDir Path folder) {
        var glb = folder.resolve("none.glb");
        var run = CommandRun.of("export", Corpus.file("tr1/rando-test1.phd").toString(), "--model", "999", "-o",
                glb.toString());
        assertEquals(1, run.status());
        assertTrue(run.err().contains("has no model 999"), run.err());
        assertFalse(Files.exists(glb));
    }

    /**
     * One level of each version: every model with animations exported alone, and all of them validated; the
     * validator finds no error in any.
     */
    @ParameterizedTest
    @MethodSource("files")
    void everyAnimatedModelOfALevelExportsWithoutAnError(Path file) throws Exception {
        assertFalse(animatedModels(file).isEmpty(), file + " has animated models");
    }

    private static boolean hasFaces(Level level, Model model) {
        for (int m = model.startingMesh(); m < model.startingMesh() + model.numMeshes(); m++) {
            var mesh = level.meshes().get(m);
            if (!mesh.texturedQuads().isEmpty() || !mesh.texturedTriangles().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The validator's reports have no error; where node or the validator is missing the check is skipped. */
    private static void validate(Path... files) throws IOException, InterruptedException {
        GltfValidator.validate(files);
    }

    /**
     * A .glb read back: its JSON and its binary chunk, and the accessors read from it so far, each decoded once
     * (the pose check reads every channel of an animation at each of its keys).
     */
    record Gltf(JsonNode json, ByteBuffer binary, Map<Integer, float[]> decoded) {
        static Gltf read(byte[] bytes) throws IOException {
            var in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            assertEquals(0x46546C67, in.getInt(0), "glTF magic");
            assertEquals(2, in.getInt(4));
            assertEquals(bytes.length, in.getInt(8));
            var jsonLength = in.getInt(12);
            var json = JSON.readTree(Arrays.copyOfRange(bytes, 20, 20 + jsonLength));
            if (bytes.length == 20 + jsonLength) {
                return new Gltf(json, ByteBuffer.allocate(0), new HashMap<>());   // nothing to show: no binary chunk
            }
            var binLength = in.getInt(20 + jsonLength);
            var binary = ByteBuffer.wrap(bytes, 28 + jsonLength, binLength).slice().order(ByteOrder.LITTLE_ENDIAN);
            return new Gltf(json, binary, new HashMap<>());
        }

        /** Accessor {@code accessor}'s floats, shared between callers: not to be changed. */
        float[] floats(int accessor) {
            return decoded.computeIfAbsent(accessor, this::decode);
        }

        private float[] decode(int accessor) {
            var a = json.get("accessors").get(accessor);
            var view = json.get("bufferViews").get(a.get("bufferView").asInt());
            var components = switch (a.get("type").asText()) {
                case "SCALAR" -> 1;
                case "VEC3" -> 3;
                case "VEC4" -> 4;
                case "MAT4" -> 16;
                default -> 2;
            };
            var values = new float[a.get("count").asInt() * components];
            var offset = view.get("byteOffset").asInt() + a.path("byteOffset").asInt(0);
            for (int i = 0; i < values.length; i++) {
                values[i] = binary.getFloat(offset + 4 * i);
            }
            return values;
        }

        /**
         * Each joint's world transform (column-major 4x4) at key {@code key} of {@code animation}: its node's
         * translation and rotation, replaced by the animation's where it has a channel, times its parents'.
         */
        float[][] worlds(JsonNode skin, JsonNode animation, int key) {
            var nodes = json.get("nodes");
            var joints = skin.get("joints");
            var count = joints.size();
            var parentOf = new int[nodes.size()];
            Arrays.fill(parentOf, -1);
            for (int n = 0; n < nodes.size(); n++) {
                for (var child : nodes.get(n).path("children")) {
                    parentOf[child.asInt()] = n;
                }
            }
            var rotation = new float[nodes.size()][];
            var translation = new float[nodes.size()][];
            for (int n = 0; n < nodes.size(); n++) {
                rotation[n] = floatsOf(nodes.get(n).path("rotation"), new float[] {0, 0, 0, 1});
                translation[n] = floatsOf(nodes.get(n).path("translation"), new float[] {0, 0, 0});
            }
            for (var channel : animation.get("channels")) {
                var node = channel.get("target").get("node").asInt();
                var path = channel.get("target").get("path").asText();
                var output = floats(animation.get("samplers").get(channel.get("sampler").asInt()).get("output").asInt());
                var size = path.equals("rotation") ? 4 : 3;
                var value = Arrays.copyOfRange(output, key * size, key * size + size);
                if (path.equals("rotation")) {
                    rotation[node] = value;
                } else {
                    translation[node] = value;
                }
            }
            var worlds = new float[count][];
            for (int j = 0; j < count; j++) {
                var node = joints.get(j).asInt();
                var matrix = local(rotation[node], translation[node]);
                for (var parent = parentOf[node]; parent >= 0; parent = parentOf[parent]) {
                    matrix = multiply(local(rotation[parent], translation[parent]), matrix);
                }
                worlds[j] = matrix;
            }
            return worlds;
        }

        private static float[] floatsOf(JsonNode array, float[] otherwise) {
            if (array.isMissingNode()) {
                return otherwise;
            }
            var values = new float[array.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = (float) array.get(i).asDouble();
            }
            return values;
        }

        /** A translation times a rotation, column-major. */
        private static float[] local(float[] q, float[] t) {
            float x = q[0], y = q[1], z = q[2], w = q[3];
            return new float[] {
                1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
                2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
                2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
                t[0], t[1], t[2], 1};
        }

        private static float[] multiply(float[] a, float[] b) {
            var out = new float[16];
            for (int column = 0; column < 4; column++) {
                for (int row = 0; row < 4; row++) {
                    var sum = 0f;
                    for (int k = 0; k < 4; k++) {
                        sum += a[k * 4 + row] * b[column * 4 + k];
                    }
                    out[column * 4 + row] = sum;
                }
            }
            return out;
        }
    }
}
