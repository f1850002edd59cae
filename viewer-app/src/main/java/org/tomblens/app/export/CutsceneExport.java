package org.tomblens.app.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.CutsceneFrame;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.cutscene.PackedCast;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * A cutscene as one glTF scene (a TR1–TR3 level's own, or a cutscene of a TR4/TR5 level's pack): the level as
 * {@link LevelExport} writes it, less the entities the actors stand for, each actor as a skinned rig placed and
 * turned as the game stands it, and the cutscene's camera as a glTF camera; one animation, "cutscene", moves them all
 * a key per game frame (30 a second): each actor's joints as the cutscene poses it and the camera's place and turn
 * (eye, target and roll). glTF cannot animate a field of view without an extension, so the camera keeps the first
 * frame's, taken across a 16:9 picture.
 */
public final class CutsceneExport {
    private static final float FRAMES_PER_SECOND = 30;
    private static final double ASPECT = 16 / 9.0;

    private final PreparedLevel prepared;
    private final List<CutsceneFrame> shots;
    private final CutsceneCast cast;
    private final String title;
    private final List<String> warnings;
    private final Glb glb = new Glb();

    private CutsceneExport(PreparedLevel prepared, List<CutsceneFrame> shots, CutsceneCast cast, String title,
                           List<String> warnings) {
        this.prepared = prepared;
        this.shots = shots;
        this.cast = cast;
        this.title = title;
        this.warnings = warnings;
    }

    /** The level's own cutscene as a .glb file's bytes; what could not be exported is added to {@code warnings}. */
    public static byte[] glb(PreparedLevel prepared, LevelCutscene cutscene, List<String> warnings) {
        return new CutsceneExport(prepared, cutscene.frames(), cutscene.cast(prepared.animation()),
                prepared.level().fileName() + " cutscene", warnings).write();
    }

    /**
     * Cutscene {@code cutscene} of the level's pack as a .glb file's bytes; a cutscene whose tracks cannot be decoded
     * throws the typed error.
     */
    public static byte[] glb(PreparedLevel prepared, PackedCutscene cutscene, List<String> warnings) {
        var decoded = cutscene.decode();
        var cast = PackedCast.of(cutscene, decoded, prepared.level(), prepared.animation());
        return new CutsceneExport(prepared, decoded.frames(), cast, prepared.level().fileName() + " cutscene "
                + cutscene.number(), warnings).write();
    }

    private byte[] write() {
        var level = prepared.level();
        var animation = prepared.animation();
        var meshes = new MeshWriter(glb, prepared.geometry());
        var actors = new HashSet<Integer>();
        for (int a = 0; a < cast.size(); a++) {
            if (cast.entity(a) != CutsceneCast.NO_ENTITY && cast.model(a) >= 0) {
                actors.add(cast.entity(a));
            }
        }
        var nodes = new ArrayList<>(new LevelExport(glb, meshes, prepared, warnings, actors).nodes());
        var frames = shots.size();
        var times = new float[frames];
        for (int f = 0; f < frames; f++) {
            times[f] = f / FRAMES_PER_SECOND;
        }
        var input = glb.floats(times, 0, "SCALAR", 1);
        var clip = glb.add("animations").put("name", "cutscene");
        var samplers = clip.putArray("samplers");
        var channels = clip.putArray("channels");
        for (int a = 0; a < cast.size(); a++) {
            var actor = a;
            var model = cast.model(a);
            var slot = cast.slot(a);
            var what = EntityNames.name(level.version(), slot).orElse("type " + slot);
            if (model < 0) {
                warnings.add("actor " + a + " (" + what + ") is not exported: the level has no model for it");
                continue;
            }
            var name = (cast.entity(a) == CutsceneCast.NO_ENTITY ? "actor " + a : "entity " + cast.entity(a)) + " "
                    + what;
            var rig = new SkinnedRig(glb, meshes, level, prepared.geometry(), animation, model, name);
            ((ObjectNode) glb.array("nodes").get(rig.origin())).put("name", name + " (skeleton)");
            var placement = cast.placement(a);
            var place = new float[3];
            GltfSpace.point(placement.x(), placement.y(), placement.z(), place, 0);
            // TR turns about its Y (down) as glTF turns about its Y (up) the other way.
            var half = -placement.angle() / 65536.0 * Math.PI;
            var stand = glb.add("nodes").put("name", name + " (placed)");
            stand.putArray("translation").add(place[0]).add(place[1]).add(place[2]);
            stand.putArray("rotation").add(0).add((float) Math.sin(half)).add(0).add((float) Math.cos(half));
            stand.putArray("children").add(rig.origin());
            nodes.add(rig.meshNode());
            nodes.add(glb.last("nodes"));
            rig.animate(samplers, channels, input, frames, f -> cast.pose(actor, f, rig.pose()));
        }
        nodes.add(camera(samplers, channels, input));
        var scene = glb.add("scenes").put("name", title).putArray("nodes");
        nodes.forEach(scene::add);
        glb.root().put("scene", 0);
        return glb.bytes();
    }

    /** The camera's node, animated from eye to target with its roll. */
    private int camera(ArrayNode samplers, ArrayNode channels, int input) {
        var frames = shots;
        var across = Math.toRadians(frames.get(0).fovDegrees());
        var yfov = 2 * Math.atan(Math.tan(across / 2) / ASPECT);
        glb.add("cameras").put("name", "cutscene camera").put("type", "perspective").putObject("perspective")
                .put("yfov", (float) yfov).put("aspectRatio", (float) ASPECT).put("znear", 0.05f).put("zfar", 1000f);
        var node = glb.add("nodes").put("name", "cutscene camera").put("camera", glb.last("cameras"));
        var index = glb.last("nodes");
        var translations = new float[3 * frames.size()];
        var rotations = new float[4 * frames.size()];
        for (int f = 0; f < frames.size(); f++) {
            look(frames.get(f), translations, 3 * f, rotations, 4 * f);
            if (f > 0 && dot(rotations, 4 * f, 4 * (f - 1)) < 0) {
                for (int c = 0; c < 4; c++) {
                    rotations[4 * f + c] = -rotations[4 * f + c];
                }
            }
        }
        node.putArray("translation").add(translations[0]).add(translations[1]).add(translations[2]);
        node.putArray("rotation").add(rotations[0]).add(rotations[1]).add(rotations[2]).add(rotations[3]);
        samplers.addObject().put("input", input).put("interpolation", "LINEAR")
                .put("output", glb.accessor(Glb.floatBytes(translations), 0, Glb.FLOAT, frames.size(), "VEC3"));
        channels.addObject().put("sampler", samplers.size() - 1).putObject("target").put("node", index)
                .put("path", "translation");
        samplers.addObject().put("input", input).put("interpolation", "LINEAR")
                .put("output", glb.accessor(Glb.floatBytes(rotations), 0, Glb.FLOAT, frames.size(), "VEC4"));
        channels.addObject().put("sampler", samplers.size() - 1).putObject("target").put("node", index)
                .put("path", "rotation");
        return index;
    }

    /**
     * A glTF camera at the frame's eye looking at its target (a glTF camera looks down its -Z with +Y up), turned
     * about that line by the frame's roll.
     */
    static void look(CutsceneFrame frame, float[] translation, int t, float[] rotation, int r) {
        var eye = new float[3];
        var target = new float[3];
        GltfSpace.point((float) frame.eye().x(), (float) frame.eye().y(), (float) frame.eye().z(), eye, 0);
        GltfSpace.point((float) frame.target().x(), (float) frame.target().y(), (float) frame.target().z(), target, 0);
        System.arraycopy(eye, 0, translation, t, 3);
        var forward = normal(target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]);
        var up = Math.abs(forward[1]) > 0.999 ? new double[]{0, 0, -1} : new double[]{0, 1, 0};
        var right = normal(forward[1] * up[2] - forward[2] * up[1], forward[2] * up[0] - forward[0] * up[2],
                forward[0] * up[1] - forward[1] * up[0]);
        var over = new double[]{right[1] * forward[2] - right[2] * forward[1], right[2] * forward[0]
                - right[0] * forward[2], right[0] * forward[1] - right[1] * forward[0]};
        var roll = Math.toRadians(frame.rollDegrees());
        var cos = Math.cos(roll);
        var sin = Math.sin(roll);
        var m = new float[9];
        for (int row = 0; row < 3; row++) {
            m[row * 3] = (float) (cos * right[row] + sin * over[row]);
            m[row * 3 + 1] = (float) (-sin * right[row] + cos * over[row]);
            m[row * 3 + 2] = (float) -forward[row];
        }
        GltfSpace.quaternion(m, rotation, r);
    }

    private static double[] normal(double x, double y, double z) {
        var length = Math.sqrt(x * x + y * y + z * z);
        return length == 0 ? new double[]{0, 0, -1} : new double[]{x / length, y / length, z / length};
    }

    private static float dot(float[] q, int a, int b) {
        return q[a] * q[b] + q[a + 1] * q[b + 1] + q[a + 2] * q[b + 2] + q[a + 3] * q[b + 3];
    }
}
