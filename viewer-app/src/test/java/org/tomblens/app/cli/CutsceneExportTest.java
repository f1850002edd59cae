package org.tomblens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.testing.Corpus;

/**
 * `export --cutscene 1` of the corpus's TR1 level with cinematic frames: the Khronos validator finds no error; one
 * animation, "cutscene", keys the camera at every frame where `cutscene --json` puts its eye, looking at its
 * target (glTF's space: metres, Y up, Z towards the viewer); a skin per actor; and Blender's own importer makes an
 * action per actor and one for the camera, a key per frame.
 */
class CutsceneExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path level() {
        return Corpus.file("tr1/rando-test1.phd");
    }

    @Test
    void theCutsceneExportsWithItsCameraAndActorsAnimatedPerFrame(@TempDir Path folder) throws Exception {
        var glb = folder.resolve("cutscene.glb");
        var run = CommandRun.of("export", level().toString(), "--cutscene", "1", "-o", glb.toString());
        assertEquals(0, run.status(), run.err());
        GltfValidator.validate(glb);

        var frames = CommandRun.of("cutscene", level().toString(), "--json").out().strip().split("\n");
        var gltf = ExportCommandTest.Gltf.read(Files.readAllBytes(glb));
        var animations = gltf.json().get("animations");
        assertEquals(1, animations.size());
        var clip = animations.get(0);
        assertEquals("cutscene", clip.get("name").asText());
        var camera = -1;
        var nodes = gltf.json().get("nodes");
        for (int n = 0; n < nodes.size(); n++) {
            if (nodes.get(n).has("camera")) {
                camera = n;
            }
        }
        assertTrue(camera >= 0, "a camera node");
        var first = JSON.readTree(frames[0]);
        var across = Math.toRadians(first.get("fov_deg").asDouble());
        assertEquals(2 * Math.atan(Math.tan(across / 2) / (16 / 9.0)), gltf.json().get("cameras").get(0)
                .get("perspective").get("yfov").asDouble(), 1e-5);
        float[] places = null;
        float[] turns = null;
        for (var channel : clip.get("channels")) {
            if (channel.get("target").get("node").asInt() == camera) {
                var output = gltf.floats(clip.get("samplers").get(channel.get("sampler").asInt()).get("output")
                        .asInt());
                if (channel.get("target").get("path").asText().equals("translation")) {
                    places = output;
                } else {
                    turns = output;
                }
            }
        }
        assertNotNull(places);
        assertNotNull(turns);
        assertEquals(3 * frames.length, places.length);
        for (int f = 0; f < frames.length; f++) {
            var frame = JSON.readTree(frames[f]);
            var eye = metres(frame.get("eye"));
            var target = metres(frame.get("target"));
            for (int axis = 0; axis < 3; axis++) {
                assertEquals(eye[axis], places[3 * f + axis], 1e-3, "frame " + f + " eye");
            }
            // The camera looks down its -Z: the rotated -Z is the direction from eye to target.
            var look = rotate(turns, 4 * f, 0, 0, -1);
            var toward = new double[]{target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]};
            var length = Math.sqrt(toward[0] * toward[0] + toward[1] * toward[1] + toward[2] * toward[2]);
            for (int axis = 0; axis < 3; axis++) {
                assertEquals(toward[axis] / length, look[axis], 1e-3, "frame " + f + " looks at its target");
            }
        }
        var actors = first.get("actors").size();
        assertEquals(actors, gltf.json().path("skins").size(), "a skin per actor");

        var imported = blender(glb);
        var withActions = new ArrayList<JsonNode>();
        imported.get("objects").forEach(object -> {
            if (!object.get("action").isNull()) {
                withActions.add(object);
            }
        });
        assertEquals(actors + 1, imported.get("actions").size(), "an action per actor and the camera: " + imported);
        assertEquals(1, withActions.stream().filter(o -> o.get("type").asText().equals("CAMERA")).count());
        assertEquals(actors, withActions.stream().filter(o -> o.get("type").asText().equals("ARMATURE")).count());
        for (var object : withActions) {
            assertEquals(frames.length, object.get("keys").asInt(), object.toString());
        }
    }

    @Test
    void aCutsceneTheLevelLacksExitsWith1(@TempDir Path folder) {
        var glb = folder.resolve("none.glb");
        var other = CommandRun.of("export", level().toString(), "--cutscene", "2", "-o", glb.toString());
        assertEquals(1, other.status());
        var none = CommandRun.of("export", Corpus.file("tr2/rando-test2.tr2").toString(), "--cutscene", "1", "-o",
                glb.toString());
        assertEquals(1, none.status());
        assertTrue(none.err().contains("stores no cinematic frames"), none.err());
        assertFalse(Files.exists(glb), "nothing written");
    }

    /** TR units (Y down) as glTF metres (Y up, Z towards the viewer). */
    static double[] metres(JsonNode point) {
        return new double[]{point.get(0).asDouble() / 1024, -point.get(1).asDouble() / 1024,
                -point.get(2).asDouble() / 1024};
    }

    /** Vector (x, y, z) turned by the unit quaternion (x, y, z, w) at {@code q[at]}. */
    private static double[] rotate(float[] q, int at, double x, double y, double z) {
        double qx = q[at], qy = q[at + 1], qz = q[at + 2], qw = q[at + 3];
        // v + 2w (q × v) + 2 q × (q × v)
        double cx = qy * z - qz * y, cy = qz * x - qx * z, cz = qx * y - qy * x;
        double ddx = qy * cz - qz * cy, ddy = qz * cx - qx * cz, ddz = qx * cy - qy * cx;
        return new double[]{x + 2 * (qw * cx + ddx), y + 2 * (qw * cy + ddy), z + 2 * (qw * cz + ddz)};
    }

    /** What Blender's own glTF importer makes of the file (Debian's blender package); skipped where it is missing. */
    static JsonNode blender(Path glb) throws Exception {
        var script = Path.of("src", "test", "resources", "blender", "inspect_gltf.py").toAbsolutePath();
        Process process;
        try {
            process = new ProcessBuilder("blender", "-b", "--factory-startup", "--python", script.toString(), "--",
                    glb.toAbsolutePath().toString()).redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            var message = "Blender is not installed (apt install blender python3-numpy): " + e.getMessage();
            if ("1".equals(System.getenv("TOMBLENS_CORPUS_REQUIRED"))) {
                fail(message);
            }
            Assumptions.abort(message);
            return null;
        }
        var output = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "Blender finished");
        var line = output.lines().filter(each -> each.startsWith("RESULT ")).findFirst();
        assertTrue(line.isPresent(), "Blender imported the file: " + output);
        return JSON.readTree(line.get().substring("RESULT ".length()));
    }
}
