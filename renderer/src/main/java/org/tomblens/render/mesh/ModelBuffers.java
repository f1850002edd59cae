package org.tomblens.render.mesh;

import java.util.ArrayList;
import java.util.Arrays;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.Model;

/**
 * One buffer of every moveable model, each model's meshes copied together with the mesh's place in the
 * model written into the vertex's last byte (its "bone"): a posed model is then one draw per pass, the
 * shader taking each vertex's matrix from the pose by that byte. TR3+ Lara is built from her skin's
 * meshes, to be posed with her own skeleton.
 */
public final class ModelBuffers {
    private static final int BONE_OFFSET = VertexFormat.NORMAL_OFFSET + 3;
    /** A model's meshes beyond this many cannot be told apart by one byte. */
    public static final int MAX_MESHES = 256;

    private ModelBuffers() {}

    /** The models' buffers, owned by model index. */
    public static DrawBuffers build(java.util.List<Model> models, ModelList roles, GeometryBuffers meshes) {
        var assembler = new MeshAssembler(meshes, 8192);
        var spans = new PassSpan[models.size() * DrawBuffers.PASSES];
        Arrays.fill(spans, PassSpan.EMPTY);
        for (int m = 0; m < models.size(); m++) {
            var skeleton = models.get(m);
            var meshModel = models.get(roles.entries().get(m).meshModel());
            var copies = new ArrayList<MeshAssembler.Copy>();
            var count = Math.min(skeleton.numMeshes(), Math.min(meshModel.numMeshes(), MAX_MESHES));
            for (int i = 0; i < count; i++) {
                var pointer = meshModel.startingMesh() + i;
                if (pointer >= meshes.ownerCount()) {
                    break;
                }
                var bone = (byte) i;
                var copy = assembler.copyVertices(pointer, (vertices, at) -> vertices.put(at + BONE_OFFSET, bone));
                if (copy != null) {
                    copies.add(copy);
                }
            }
            for (var pass : RenderPass.values()) {
                var first = assembler.indexCount();
                var single = 0;
                for (var copy : copies) {
                    single += assembler.appendTriangles(copy, pass, false);
                }
                var doubled = 0;
                for (var copy : copies) {
                    doubled += assembler.appendTriangles(copy, pass, true);
                }
                spans[m * DrawBuffers.PASSES + pass.ordinal()] = new PassSpan(first, single, doubled);
            }
        }
        return new DrawBuffers(assembler.vertices(), assembler.indices(), models.size(), spans);
    }
}
