package org.tomblens.render.mesh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.geometry.GeometryBuffers;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StaticMesh;

/**
 * One buffer of every moveable model, each model's meshes copied together with the mesh's place in the
 * model written into the vertex's last byte (its "bone"): a posed model is then one draw per pass, the
 * shader taking each vertex's matrix from the pose by that byte. TR3+ Lara is built from her skin's
 * meshes, to be posed with her own skeleton. After the models come the static mesh types, one owner each
 * ({@link #staticOwner}), a single bone, for showing one alone (rooms draw their statics baked in place).
 */
public final class ModelBuffers {
    private static final int BONE_OFFSET = VertexFormat.NORMAL_OFFSET + 3;
    /** A model's meshes beyond this many cannot be told apart by one byte. */
    public static final int MAX_MESHES = 256;

    private ModelBuffers() {}

    /** The owner of static mesh type {@code staticIndex} in buffers built from {@code modelCount} models. */
    public static int staticOwner(int modelCount, int staticIndex) {
        return modelCount + staticIndex;
    }

    /** The models' buffers, owned by model index, then the statics' ({@link #staticOwner}). */
    public static DrawBuffers build(List<Model> models, ModelList roles, List<StaticMesh> statics,
                                    GeometryBuffers meshes) {
        var assembler = new MeshAssembler(meshes, 8192);
        var owners = models.size() + statics.size();
        var spans = new PassSpan[owners * DrawBuffers.PASSES];
        Arrays.fill(spans, PassSpan.EMPTY);
        for (int m = 0; m < models.size(); m++) {
            var skeleton = models.get(m);
            var meshModel = models.get(roles.entries().get(m).meshModel());
            var count = Math.min(skeleton.numMeshes(), Math.min(meshModel.numMeshes(), MAX_MESHES));
            append(assembler, meshes, meshModel.startingMesh(), count, spans, m);
        }
        for (int s = 0; s < statics.size(); s++) {
            append(assembler, meshes, statics.get(s).mesh(), 1, spans, staticOwner(models.size(), s));
        }
        return new DrawBuffers(assembler.vertices(), assembler.indices(), owners, spans);
    }

    /** Copies {@code count} meshes from pointer {@code firstPointer} on, bone i for the i-th, as {@code owner}. */
    private static void append(MeshAssembler assembler, GeometryBuffers meshes, int firstPointer, int count,
                               PassSpan[] spans, int owner) {
        var copies = new ArrayList<MeshAssembler.Copy>();
        for (int i = 0; i < count; i++) {
            var pointer = firstPointer + i;
            if (pointer < 0 || pointer >= meshes.ownerCount()) {
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
            spans[owner * DrawBuffers.PASSES + pass.ordinal()] = new PassSpan(first, single, doubled);
        }
    }
}
