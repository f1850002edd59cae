package org.tomblens.app.export;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * One moveable model as a skinned glTF mesh: one joint per mesh, nested as the mesh tree nests them (its pushes
 * and pops applied), posed and bound in the first frame of the model's first animation; its faces as the viewer
 * draws them (TR3+ Lara with her skin's meshes), each vertex bound wholly to its mesh's joint, with UVs the object
 * textures' corners on the level's pages (each page a PNG, nothing resampled); and every animation of the model,
 * one key per game frame (30 a second), rotations of every joint and the root's place, named "anim N (state S)".
 */
public final class ModelExport {
    private static final int FRAMES_PER_SECOND = 30;

    private final Level level;
    private final LevelGeometry geometry;
    private final LevelAnimation animation;
    private final int model;
    private final PagePngs pages;
    private final Glb glb = new Glb();
    private final JointFrames joints;

    private ModelExport(PreparedLevel prepared, int model, PagePngs pages) {
        this.level = prepared.level();
        this.geometry = prepared.geometry();
        this.animation = prepared.animation();
        this.model = model;
        this.pages = pages;
        this.joints = new JointFrames(animation.poses().skeleton(model));
    }

    /** The model of index {@code model} in the level's model table, as a .glb file's bytes. */
    public static byte[] glb(PreparedLevel prepared, int model) {
        return glb(prepared, model, new PagePngs(prepared.geometry().pages()));
    }

    /** The same, its pages from {@code pages}. */
    public static byte[] glb(PreparedLevel prepared, int model, PagePngs pages) {
        return new ModelExport(prepared, model, pages).write();
    }

    private byte[] write() {
        var data = level.animation();
        var pose = FirstFrame.of(level, animation, model);
        joints.read(pose);
        var meshCount = pose.meshCount();
        var jointNodes = writeJoints(meshCount);
        // The joints' common root: meshes placed from the model's origin (the root, and any an empty pop leaves
        // there) hang from it.
        var origin = glb.array("nodes").size();
        var hanging = glb.add("nodes").put("name", "origin").putArray("children");
        for (int j = 0; j < meshCount; j++) {
            if (joints.parent(j) < 0) {
                hanging.add(jointNodes[j]);
            }
        }
        var mesh = writeMesh(meshCount);
        var skin = writeSkin(jointNodes, origin);
        var name = "model " + data.models().get(model).id();
        var node = glb.add("nodes").put("name", name);
        if (mesh >= 0) {
            node.put("mesh", mesh).put("skin", skin);
        }
        var scene = glb.add("scenes").put("name", name).putArray("nodes");
        scene.add(glb.last("nodes"));
        scene.add(origin);
        glb.root().put("scene", 0);
        for (int a = data.firstAnimation(model); a < data.animationEnd(model); a++) {
            writeAnimation(a, jointNodes);
        }
        return glb.bytes();
    }

    /** A node per mesh with its bind pose relative to its parent, children under their parents. */
    private int[] writeJoints(int meshCount) {
        var nodes = new int[meshCount];
        var rotation = new float[4];
        var translation = new float[3];
        for (int j = 0; j < meshCount; j++) {
            joints.localRotation(j, rotation, 0);
            joints.localTranslation(j, translation, 0);
            var node = glb.add("nodes").put("name", "mesh " + j);
            var r = node.putArray("rotation");
            for (var value : rotation) {
                r.add(value);
            }
            var t = node.putArray("translation");
            for (var value : translation) {
                t.add(value);
            }
            nodes[j] = glb.last("nodes");
        }
        for (int j = 0; j < meshCount; j++) {
            var parent = joints.parent(j);
            if (parent >= 0) {
                glb.children(nodes[parent]).add(nodes[j]);
            }
        }
        return nodes;
    }

    private int writeSkin(int[] jointNodes, int origin) {
        var meshCount = jointNodes.length;
        var inverse = new float[16 * meshCount];
        for (int j = 0; j < meshCount; j++) {
            joints.inverse(j, inverse, 16 * j);
        }
        var accessor = glb.accessor(Glb.floatBytes(inverse), 0, Glb.FLOAT, meshCount, "MAT4");
        var skin = glb.add("skins").put("inverseBindMatrices", accessor).put("skeleton", origin);
        var list = skin.putArray("joints");
        for (var node : jointNodes) {
            list.add(node);
        }
        return glb.last("skins");
    }

    /** The model's faces, each vertex placed by its mesh's bind transform and bound to that mesh's joint. */
    private int writeMesh(int meshCount) {
        var buffers = geometry.models().buffers();
        var runs = MeshWriter.runs(buffers, geometry.models().modelOwner(model));
        return new MeshWriter(glb, geometry, pages).write("model " + level.animation().models().get(model).id(), buffers,
                runs, (vertices, at, out, index) -> joints.place(MeshWriter.bone(vertices, at, meshCount),
                        vertices.getFloat(at), vertices.getFloat(at + 4), vertices.getFloat(at + 8), out, index),
                meshCount);
    }

    /** Animation {@code a}: a key per game frame, each joint's rotation and each root's place. */
    private void writeAnimation(int a, int[] jointNodes) {
        var timeline = animation.timelines().get(a);
        var frames = Math.max(1, timeline.frameEnd() - timeline.frameStart() + 1);
        var meshCount = jointNodes.length;
        var times = new float[frames];
        var rotations = new float[meshCount][4 * frames];
        var translations = new float[meshCount][3 * frames];
        var pose = animation.poses().newPose(model);
        for (int f = 0; f < frames; f++) {
            times[f] = f / (float) FRAMES_PER_SECOND;
            animation.poses().evaluate(model, a, timeline.frameStart() + f, 0, pose);
            joints.read(pose);
            for (int j = 0; j < meshCount; j++) {
                joints.localRotation(j, rotations[j], 4 * f);
                // Keep each rotation on the same side as the last, so interpolation takes the short way round.
                if (f > 0 && dot(rotations[j], 4 * f, 4 * (f - 1)) < 0) {
                    for (int c = 0; c < 4; c++) {
                        rotations[j][4 * f + c] = -rotations[j][4 * f + c];
                    }
                }
                joints.localTranslation(j, translations[j], 3 * f);
            }
        }
        var input = glb.floats(times, 0, "SCALAR", 1);
        var node = glb.add("animations").put("name", "anim " + a + " (state " + timeline.state() + ")");
        var samplers = node.putArray("samplers");
        var channels = node.putArray("channels");
        for (int j = 0; j < meshCount; j++) {
            samplers.addObject().put("input", input).put("interpolation", "LINEAR")
                    .put("output", glb.accessor(Glb.floatBytes(rotations[j]), 0, Glb.FLOAT, frames, "VEC4"));
            channels.addObject().put("sampler", samplers.size() - 1).putObject("target").put("node", jointNodes[j])
                    .put("path", "rotation");
            if (joints.parent(j) < 0) {
                samplers.addObject().put("input", input).put("interpolation", "LINEAR")
                        .put("output", glb.accessor(Glb.floatBytes(translations[j]), 0, Glb.FLOAT, frames, "VEC3"));
                channels.addObject().put("sampler", samplers.size() - 1).putObject("target")
                        .put("node", jointNodes[j]).put("path", "translation");
            }
        }
    }

    private static float dot(float[] q, int a, int b) {
        return q[a] * q[b] + q[a + 1] * q[b + 1] + q[a + 2] * q[b + 2] + q[a + 3] * q[b + 3];
    }
}
