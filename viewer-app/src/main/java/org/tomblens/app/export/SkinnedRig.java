package org.tomblens.app.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.function.IntConsumer;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;

/**
 * One moveable model written into a glTF file as a skinned mesh: one joint per mesh, nested as the mesh tree nests
 * them (its pushes and pops applied), posed and bound in the first frame of the model's first animation, under one
 * origin node; its faces as the viewer draws them, each vertex bound wholly to its mesh's joint. Animations are
 * added as channels of the joints, a key per frame: each joint's rotation and each root's place.
 */
final class SkinnedRig {
    private final Glb glb;
    private final int model;
    private final JointFrames joints;
    private final int[] jointNodes;
    private final int origin;
    private final int meshNode;
    private final Pose pose;

    /**
     * Writes the rig of model {@code model} (its index in the model table), naming its mesh node {@code name}; its
     * faces go through {@code meshes}, which writes each texture page once however many rigs share it.
     */
    SkinnedRig(Glb glb, MeshWriter meshes, Level level, LevelGeometry geometry, LevelAnimation animation, int model,
               String name) {
        this.glb = glb;
        this.model = model;
        this.joints = new JointFrames(animation.poses().skeleton(model));
        this.pose = animation.poses().newPose(model);
        var pose = FirstFrame.of(level, animation, model);
        joints.read(pose);
        var meshCount = pose.meshCount();
        jointNodes = writeJoints(meshCount);
        // The joints' common root: meshes placed from the model's origin (the root, and any an empty pop leaves
        // there) hang from it.
        origin = glb.array("nodes").size();
        var hanging = glb.add("nodes").put("name", "origin").putArray("children");
        for (int j = 0; j < meshCount; j++) {
            if (joints.parent(j) < 0) {
                hanging.add(jointNodes[j]);
            }
        }
        var mesh = writeMesh(meshes, geometry, meshCount, name);
        var skin = writeSkin();
        var node = glb.add("nodes").put("name", name);
        if (mesh >= 0) {
            node.put("mesh", mesh).put("skin", skin);
        }
        meshNode = glb.last("nodes");
    }

    /** The node holding the skinned mesh. */
    int meshNode() {
        return meshNode;
    }

    /** The node the joints hang from. */
    int origin() {
        return origin;
    }

    /**
     * Adds this rig's channels to an animation: {@code frames} keys at times {@code input} (an accessor), the pose
     * of key {@code f} made by {@code poseAt} into {@link #pose()}.
     */
    void animate(ArrayNode samplers, ArrayNode channels, int input, int frames, IntConsumer poseAt) {
        var meshCount = jointNodes.length;
        var rotations = new float[meshCount][4 * frames];
        var translations = new float[meshCount][3 * frames];
        for (int f = 0; f < frames; f++) {
            poseAt.accept(f);
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

    /** The pose {@link #animate}'s {@code poseAt} fills. */
    Pose pose() {
        return pose;
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

    private int writeSkin() {
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
    private int writeMesh(MeshWriter meshes, LevelGeometry geometry, int meshCount, String name) {
        var buffers = geometry.models().buffers();
        var runs = MeshWriter.runs(buffers, geometry.models().modelOwner(model));
        return meshes.write(name, buffers, runs, (vertices, at, out, index) ->
                joints.place(MeshWriter.bone(vertices, at, meshCount), vertices.getFloat(at), vertices.getFloat(at + 4),
                        vertices.getFloat(at + 8), out, index), meshCount);
    }

    private static float dot(float[] q, int a, int b) {
        return q[a] * q[b] + q[a + 1] * q[b + 1] + q[a + 2] * q[b + 2] + q[a + 3] * q[b + 3];
    }
}
