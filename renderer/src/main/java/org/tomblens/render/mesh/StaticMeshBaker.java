package org.tomblens.render.mesh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.RoomStaticMesh;

/**
 * Places every static mesh instance into world space once, at load: statics never move, so they join their
 * room's draws instead of costing draws of their own. Each instance's light (§3.2.8: TR1/TR2 an intensity,
 * 0 bright .. 0x1FFF dark; TR3+ a 15-bit colour) is multiplied into its vertices' colours; meshes lit from
 * normals keep their normals, turned with the instance, for the shader to light.
 */
public final class StaticMeshBaker {
    private StaticMeshBaker() {}

    /**
     * The statics of every room as {@link DrawBuffers} owned by room, and where each instance's triangles
     * lie (for picking one instance).
     *
     * @param instanceSpans per room, per instance, (firstIndex, indexCount) pairs
     */
    public record BakedStatics(DrawBuffers buffers, int[][][] instanceSpans) {}

    public static BakedStatics bake(Level level, GeometryBuffers meshes) {
        var meshPointerById = new HashMap<Long, Integer>();
        for (var mesh : level.staticMeshes()) {
            meshPointerById.putIfAbsent(mesh.id(), mesh.mesh());
        }
        var rooms = level.rooms();
        var assembler = new MeshAssembler(meshes, 4096);
        var spans = new PassSpan[rooms.size() * DrawBuffers.PASSES];
        Arrays.fill(spans, PassSpan.EMPTY);
        var instanceSpans = new int[rooms.size()][][];
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var copies = new ArrayList<MeshAssembler.Copy>();
            var perInstance = new ArrayList<List<Integer>>();
            for (var instance : room.staticMeshes()) {
                var pointer = meshPointerById.get((long) instance.meshId());
                var copy = pointer == null || pointer >= meshes.ownerCount() ? null
                        : assembler.copyVertices(pointer, placement(instance, level.version()));
                copies.add(copy);
                perInstance.add(new ArrayList<>());
            }
            for (var pass : RenderPass.values()) {
                var first = assembler.indexCount();
                var single = appendAll(assembler, copies, perInstance, pass, false);
                var doubled = appendAll(assembler, copies, perInstance, pass, true);
                spans[r * DrawBuffers.PASSES + pass.ordinal()] = new PassSpan(first, single, doubled);
            }
            instanceSpans[r] = perInstance.stream().map(list -> list.stream().mapToInt(Integer::intValue).toArray())
                    .toArray(int[][]::new);
        }
        var buffers = new DrawBuffers(assembler.vertices(), assembler.indices(), rooms.size(), spans);
        return new BakedStatics(buffers, instanceSpans);
    }

    private static int appendAll(MeshAssembler assembler, List<MeshAssembler.Copy> copies, List<List<Integer>> spans,
                                 RenderPass pass, boolean doubleSided) {
        var total = 0;
        for (int i = 0; i < copies.size(); i++) {
            var copy = copies.get(i);
            if (copy == null) {
                continue;
            }
            var first = assembler.indexCount();
            var count = assembler.appendTriangles(copy, pass, doubleSided);
            if (count > 0) {
                spans.get(i).add(first);
                spans.get(i).add(count);
            }
            total += count;
        }
        return total;
    }

    /** Moves a mesh vertex to the instance's place and turn, and tints it with the instance's light. */
    private static MeshAssembler.VertexEdit placement(RoomStaticMesh instance, GameVersion version) {
        var angle = instance.rotation() / 65536.0 * 2 * Math.PI;
        var cos = (float) Math.cos(angle);
        var sin = (float) Math.sin(angle);
        var tint = tint(instance.light(), version);
        return (vertices, at) -> {
            var x = vertices.getFloat(at);
            var z = vertices.getFloat(at + 8);
            vertices.putFloat(at, instance.x() + cos * x + sin * z);
            vertices.putFloat(at + 4, instance.y() + vertices.getFloat(at + 4));
            vertices.putFloat(at + 8, instance.z() - sin * x + cos * z);
            var nx = vertices.get(at + VertexFormat.NORMAL_OFFSET);
            var ny = vertices.get(at + VertexFormat.NORMAL_OFFSET + 1);
            var nz = vertices.get(at + VertexFormat.NORMAL_OFFSET + 2);
            var rx = cos * nx + sin * nz;
            var rz = -sin * nx + cos * nz;
            vertices.put(at + VertexFormat.NORMAL_OFFSET, (byte) Math.round(rx));
            vertices.put(at + VertexFormat.NORMAL_OFFSET + 2, (byte) Math.round(rz));
            for (int c = 0; c < 3; c++) {
                var value = (vertices.get(at + VertexFormat.COLOUR_OFFSET + c) & 0xFF) * tint[c];
                vertices.put(at + VertexFormat.COLOUR_OFFSET + c, (byte) Math.min(255, Math.round(value)));
            }
        };
    }

    /** The instance's light as a multiplier per channel, 1 being the mesh's own light. */
    static float[] tint(int light, GameVersion version) {
        if (version.atLeast(GameVersion.TR3)) {
            // 15-bit colour; 16 of 31 is the mesh's own brightness.
            return new float[] {(light >> 10 & 31) / 16f, (light >> 5 & 31) / 16f, (light & 31) / 16f};
        }
        // 0 bright .. 0x1FFF dark; 0x1000 is the mesh's own brightness.
        var level = Math.max(0, 0x1FFF - Math.min(0x1FFF, light)) / (float) 0x1000;
        return new float[] {level, level, level};
    }
}
