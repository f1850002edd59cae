package org.tomblens.app.export;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.TexturePages;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.Level;

/**
 * One moveable model as a skinned glTF mesh: one joint per mesh, nested as the mesh tree nests them (its pushes
 * and pops applied), posed and bound in the first frame of the model's first animation; its faces as the viewer
 * draws them (TR3+ Lara with her skin's meshes), each vertex bound wholly to its mesh's joint, with UVs the object
 * textures' corners on the level's pages (each page a PNG, nothing resampled); and every animation of the model,
 * one key per game frame (30 a second), rotations of every joint and the root's place, named "anim N (state S)".
 */
public final class ModelExport {
    private static final int FRAMES_PER_SECOND = 30;
    private static final RenderPass[] PASSES = RenderPass.values();

    private final Level level;
    private final LevelGeometry geometry;
    private final LevelAnimation animation;
    private final int model;
    private final Glb glb = new Glb();
    private final JointFrames joints;

    private ModelExport(Level level, LevelGeometry geometry, LevelAnimation animation, int model) {
        this.level = level;
        this.geometry = geometry;
        this.animation = animation;
        this.model = model;
        this.joints = new JointFrames(animation.poses().skeleton(model));
    }

    /** The model of index {@code model} in the level's model table, as a .glb file's bytes. */
    public static byte[] glb(Level level, LevelGeometry geometry, LevelAnimation animation, int model) {
        return new ModelExport(level, geometry, animation, model).write();
    }

    private byte[] write() {
        var data = level.animation();
        var first = data.firstAnimation(model);
        var end = data.animationEnd(model);
        var poses = animation.poses();
        var pose = poses.newPose(model);
        if (first < end) {
            poses.evaluate(model, first, animation.timelines().get(first).frameStart(), 0, pose);
        } else {
            poses.restPose(model, pose);
        }
        joints.read(pose);
        var meshCount = pose.meshCount();
        var jointNodes = writeJoints(meshCount);
        var mesh = writeMesh(meshCount);
        var skin = writeSkin(meshCount, jointNodes);
        var name = "model " + data.models().get(model).id();
        glb.add("nodes").put("name", name).put("mesh", mesh).put("skin", skin);
        var scene = glb.add("scenes").put("name", name).putArray("nodes");
        scene.add(glb.last("nodes"));
        for (int j = 0; j < meshCount; j++) {
            if (joints.parent(j) < 0) {
                scene.add(jointNodes[j]);
            }
        }
        glb.root().put("scene", 0);
        for (int a = first; a < end; a++) {
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
                var parentNode = (com.fasterxml.jackson.databind.node.ObjectNode) glb.array("nodes").get(nodes[parent]);
                (parentNode.has("children") ? (com.fasterxml.jackson.databind.node.ArrayNode) parentNode.get("children")
                        : parentNode.putArray("children")).add(nodes[j]);
            }
        }
        return nodes;
    }

    private int writeSkin(int meshCount, int[] jointNodes) {
        var inverse = new float[16 * meshCount];
        for (int j = 0; j < meshCount; j++) {
            joints.inverse(j, inverse, 16 * j);
        }
        var accessor = glb.accessor(Glb.floatBytes(inverse), 0, Glb.FLOAT, meshCount, "MAT4");
        var skin = glb.add("skins").put("inverseBindMatrices", accessor);
        var list = skin.putArray("joints");
        for (var node : jointNodes) {
            list.add(node);
        }
        for (int j = 0; j < meshCount; j++) {
            if (joints.parent(j) < 0) {
                skin.put("skeleton", jointNodes[j]);
                break;
            }
        }
        return glb.last("skins");
    }

    /** The model's faces grouped by page, pass and sidedness, over one set of vertex attributes. */
    private int writeMesh(int meshCount) {
        var buffers = geometry.models().buffers();
        var owner = geometry.models().modelOwner(model);
        var vertices = buffers.vertices().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        var indices = buffers.indices().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        var table = geometry.objectTextures();
        var remap = new LinkedHashMap<Integer, Integer>();
        var groups = new LinkedHashMap<List<Integer>, List<Integer>>();
        for (var pass : PASSES) {
            var range = buffers.range(owner, pass);
            for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i += 3) {
                var corners = new int[] {indices.getInt(i * 4), indices.getInt((i + 2) * 4),
                        indices.getInt((i + 1) * 4)};   // reversed: glTF's fronts are counter-clockwise
                var at = corners[0] * VertexFormat.STRIDE;
                var texture = vertices.getShort(at + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
                var flags = vertices.get(at + VertexFormat.FLAGS_OFFSET) & 0xFF;
                var layer = texture == VertexFormat.NO_TEXTURE || texture >= table.size() ? -1 : table.layer(texture);
                var key = List.of(layer, pass.ordinal(), (flags & VertexFormat.DOUBLE_SIDED) != 0 ? 1 : 0);
                var group = groups.computeIfAbsent(key, k -> new ArrayList<>());
                for (var corner : corners) {
                    group.add(remap.computeIfAbsent(corner, k -> remap.size()));
                }
            }
        }
        var count = remap.size();
        var positions = new float[3 * count];
        var uvs = new float[2 * count];
        var colours = new float[4 * count];
        var jointsOf = new byte[4 * count];
        var weights = new float[4 * count];
        for (var entry : remap.entrySet()) {
            var at = entry.getKey() * VertexFormat.STRIDE;
            var v = entry.getValue();
            var bone = Math.min(vertices.get(at + VertexFormat.NORMAL_OFFSET + 3) & 0xFF, meshCount - 1);
            joints.place(bone, vertices.getFloat(at), vertices.getFloat(at + 4), vertices.getFloat(at + 8), positions,
                    3 * v);
            var texture = vertices.getShort(at + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
            if (texture != VertexFormat.NO_TEXTURE && texture < table.size()) {
                var corner = vertices.get(at + VertexFormat.CORNER_OFFSET) & 0xFF;
                uvs[2 * v] = table.u(texture, corner);
                uvs[2 * v + 1] = table.v(texture, corner);
                colours[4 * v] = colours[4 * v + 1] = colours[4 * v + 2] = 1;
            } else {
                for (int c = 0; c < 3; c++) {
                    colours[4 * v + c] = (vertices.get(at + VertexFormat.COLOUR_OFFSET + c) & 0xFF) / 255f;
                }
            }
            colours[4 * v + 3] = 1;
            jointsOf[4 * v] = (byte) bone;
            weights[4 * v] = 1;
        }
        var attributes = glb.root().objectNode();
        attributes.put("POSITION", glb.floats(positions, Glb.ARRAY_BUFFER, "VEC3", 3));
        attributes.put("TEXCOORD_0", glb.accessor(Glb.floatBytes(uvs), Glb.ARRAY_BUFFER, Glb.FLOAT, count, "VEC2"));
        attributes.put("COLOR_0", glb.accessor(Glb.floatBytes(colours), Glb.ARRAY_BUFFER, Glb.FLOAT, count, "VEC4"));
        attributes.put("JOINTS_0", glb.accessor(jointsOf, Glb.ARRAY_BUFFER, Glb.UNSIGNED_BYTE, count, "VEC4"));
        attributes.put("WEIGHTS_0", glb.accessor(Glb.floatBytes(weights), Glb.ARRAY_BUFFER, Glb.FLOAT, count, "VEC4"));
        var mesh = glb.add("meshes").put("name", "model " + level.animation().models().get(model).id());
        var primitives = mesh.putArray("primitives");
        var materials = new Materials(glb, geometry.pages());
        for (var group : groups.entrySet()) {
            var key = group.getKey();
            var list = group.getValue().stream().mapToInt(Integer::intValue).toArray();
            var primitive = primitives.addObject();
            primitive.set("attributes", attributes.deepCopy());
            primitive.put("indices", glb.accessor(Glb.intBytes(list), Glb.ELEMENT_ARRAY_BUFFER, Glb.UNSIGNED_INT,
                    list.length, "SCALAR"));
            primitive.put("material", materials.of(key.get(0), PASSES[key.get(1)], key.get(2) == 1));
        }
        return glb.last("meshes");
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

    /** A material per page, pass and sidedness, and an image per page, made as faces first need them. */
    private static final class Materials {
        private final Glb glb;
        private final TexturePages pages;
        private final Map<List<Object>, Integer> made = new LinkedHashMap<>();
        private final Map<Integer, Integer> textures = new LinkedHashMap<>();

        Materials(Glb glb, TexturePages pages) {
            this.glb = glb;
            this.pages = pages;
        }

        int of(int layer, RenderPass pass, boolean doubleSided) {
            return made.computeIfAbsent(List.of(layer, pass, doubleSided), key -> {
                var name = (layer < 0 ? "colour" : "page " + layer) + ", " + pass.name().toLowerCase(java.util.Locale.ROOT)
                        + (pass == RenderPass.ADDITIVE ? " (additive, drawn blended)" : "");
                var material = glb.add("materials").put("name", name).put("doubleSided", doubleSided);
                var pbr = material.putObject("pbrMetallicRoughness").put("metallicFactor", 0).put("roughnessFactor", 1);
                if (layer >= 0) {
                    pbr.putObject("baseColorTexture").put("index", texture(layer));
                }
                switch (pass) {
                    case ALPHA_TEST -> material.put("alphaMode", "MASK").put("alphaCutoff", 0.5);
                    case BLEND, ADDITIVE -> material.put("alphaMode", "BLEND");
                    default -> material.put("alphaMode", "OPAQUE");
                }
                return glb.last("materials");
            });
        }

        private int texture(int layer) {
            return textures.computeIfAbsent(layer, key -> {
                if (!glb.root().has("samplers")) {
                    // Nearest texels, as the games draw them; clamped, for UVs are within each page.
                    glb.add("samplers").put("magFilter", 9728).put("minFilter", 9728).put("wrapS", 33071)
                            .put("wrapT", 33071);
                }
                var view = glb.view(png(layer), 0);
                glb.add("images").put("bufferView", view).put("mimeType", "image/png").put("name", "page " + layer);
                glb.add("textures").put("sampler", 0).put("source", glb.last("images"));
                return glb.last("textures");
            });
        }

        private byte[] png(int layer) {
            var image = new BufferedImage(TexturePages.SIZE, TexturePages.SIZE, BufferedImage.TYPE_INT_ARGB);
            for (int y = 0; y < TexturePages.SIZE; y++) {
                for (int x = 0; x < TexturePages.SIZE; x++) {
                    var rgba = pages.texel(layer, x, y);
                    image.setRGB(x, y, (rgba & 0xFF) << 24 | rgba >>> 8);
                }
            }
            var out = new ByteArrayOutputStream();
            try {
                ImageIO.write(image, "png", out);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return out.toByteArray();
        }
    }
}
