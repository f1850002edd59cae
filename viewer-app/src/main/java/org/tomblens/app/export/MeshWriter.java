package org.tomblens.app.export;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;

/**
 * Writes glTF meshes from the GPU-ready buffers the viewer draws (see {@link VertexFormat}): the triangles of some
 * index runs, grouped into a primitive per page, pass and sidedness over one set of vertex attributes, their UVs
 * the object textures' corners, their colours the vertices' light (128 being the texture as painted) or a filled
 * face's colour. Where each vertex goes is the caller's: a {@link Placer} writes its glTF position.
 */
final class MeshWriter {
    private static final RenderPass[] PASSES = RenderPass.values();

    /** Puts the vertex at byte {@code at} of {@code vertices} where it belongs, as glTF metres, into {@code out}. */
    interface Placer {
        void place(ByteBuffer vertices, int at, float[] out, int index);
    }

    private final Glb glb;
    private final LevelGeometry geometry;
    private final Materials materials;

    MeshWriter(Glb glb, LevelGeometry geometry) {
        this(glb, geometry, new PagePngs(geometry.pages()));
    }

    MeshWriter(Glb glb, LevelGeometry geometry, PagePngs pages) {
        this.glb = glb;
        this.geometry = geometry;
        this.materials = new Materials(glb, pages);
    }

    Materials materials() {
        return materials;
    }

    /** The mesh (its place in its model) the vertex at byte {@code at} belongs to, at most the model's last. */
    static int bone(ByteBuffer vertices, int at, int meshCount) {
        return Math.min(VertexFormat.bone(vertices, at), Math.max(0, meshCount - 1));
    }

    /** The (firstIndex, indexCount) pairs of an owner's triangles in every pass. */
    static int[] runs(GeometryBuffers buffers, int owner) {
        var runs = new int[2 * PASSES.length];
        for (var pass : PASSES) {
            var range = buffers.range(owner, pass);
            runs[2 * pass.ordinal()] = range.firstIndex();
            runs[2 * pass.ordinal() + 1] = range.indexCount();
        }
        return runs;
    }

    /**
     * A mesh of the triangles in {@code runs}; with {@code joints} above 0, each vertex bound wholly to its bone's
     * joint. Its index, or -1 when the runs hold no triangle.
     */
    int write(String name, GeometryBuffers buffers, int[] runs, Placer placer, int joints) {
        var vertices = buffers.vertices().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        var indices = buffers.indices().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        var table = geometry.objectTextures();
        var remap = new LinkedHashMap<Integer, Integer>();
        var groups = new LinkedHashMap<List<Integer>, List<Integer>>();
        for (int r = 0; r < runs.length; r += 2) {
            for (int i = runs[r]; i + 2 < runs[r] + runs[r + 1]; i += 3) {
                // Reversed: the stored faces are clockwise from the front, glTF's counter-clockwise.
                var corners = new int[] {indices.getInt(i * 4), indices.getInt((i + 2) * 4),
                        indices.getInt((i + 1) * 4)};
                var at = corners[0] * VertexFormat.STRIDE;
                var texture = vertices.getShort(at + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
                var flags = vertices.get(at + VertexFormat.FLAGS_OFFSET) & 0xFF;
                var textured = texture != VertexFormat.NO_TEXTURE && texture < table.size();
                var key = List.of(textured ? table.layer(texture) : -1,
                        (textured ? table.pass(texture) : RenderPass.OPAQUE).ordinal(),
                        (flags & VertexFormat.DOUBLE_SIDED) != 0 ? 1 : 0);
                var group = groups.computeIfAbsent(key, k -> new ArrayList<>());
                for (var corner : corners) {
                    group.add(remap.computeIfAbsent(corner, k -> remap.size()));
                }
            }
        }
        if (remap.isEmpty()) {
            return -1;
        }
        var count = remap.size();
        var positions = new float[3 * count];
        var uvs = new float[2 * count];
        var colours = new float[4 * count];
        var bones = new byte[4 * count];
        var weights = new float[4 * count];
        for (var entry : remap.entrySet()) {
            var at = entry.getKey() * VertexFormat.STRIDE;
            var v = entry.getValue();
            placer.place(vertices, at, positions, 3 * v);
            var texture = vertices.getShort(at + VertexFormat.TEXTURE_OFFSET) & 0xFFFF;
            var textured = texture != VertexFormat.NO_TEXTURE && texture < table.size();
            if (textured) {
                var corner = vertices.get(at + VertexFormat.CORNER_OFFSET) & 0xFF;
                uvs[2 * v] = table.u(texture, corner);
                uvs[2 * v + 1] = table.v(texture, corner);
            }
            for (int c = 0; c < 3; c++) {
                var value = (vertices.get(at + VertexFormat.COLOUR_OFFSET + c) & 0xFF) / 255f;
                colours[4 * v + c] = textured ? Math.min(1f, 2 * value) : value;
            }
            colours[4 * v + 3] = 1;
            bones[4 * v] = (byte) bone(vertices, at, joints);
            weights[4 * v] = 1;
        }
        var attributes = glb.root().objectNode();
        attributes.put("POSITION", glb.floats(positions, Glb.ARRAY_BUFFER, "VEC3", 3));
        attributes.put("TEXCOORD_0", glb.accessor(Glb.floatBytes(uvs), Glb.ARRAY_BUFFER, Glb.FLOAT, count, "VEC2"));
        attributes.put("COLOR_0", glb.accessor(Glb.floatBytes(colours), Glb.ARRAY_BUFFER, Glb.FLOAT, count, "VEC4"));
        if (joints > 0) {
            attributes.put("JOINTS_0", glb.accessor(bones, Glb.ARRAY_BUFFER, Glb.UNSIGNED_BYTE, count, "VEC4"));
            attributes.put("WEIGHTS_0", glb.accessor(Glb.floatBytes(weights), Glb.ARRAY_BUFFER, Glb.FLOAT, count,
                    "VEC4"));
        }
        var primitives = glb.add("meshes").put("name", name).putArray("primitives");
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

    /** A node showing mesh {@code mesh}, named; its index. */
    ObjectNode node(String name, int mesh) {
        var node = glb.add("nodes").put("name", name);
        if (mesh >= 0) {
            node.put("mesh", mesh);
        }
        return node;
    }
}
