package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.model.Level;

/**
 * Every moveable model in one vertex and index buffer, each model's meshes written together with the mesh's
 * place in the model as its vertices' bone ({@link VertexFormat}): a posed model is then one draw per pass,
 * the shader taking each vertex's matrix from the pose by its bone. TR3+ Lara is built from her skin's
 * meshes, to be posed with her own skeleton ({@link ModelList}). After the models come the static mesh
 * types, one owner each ({@link #staticOwner}) with a single bone, for showing one alone (rooms draw their
 * statics placed in the world, {@link WorldGeometry}); last every entry of the mesh table, used or not, one owner
 * each ({@link #meshOwner}), so a mesh no model or static reaches can be shown and exported too.
 */
public final class ModelGeometry {
    /** A model's meshes beyond this many cannot be told apart by one byte. */
    public static final int MOST_MESHES = 256;

    private final GeometryBuffers buffers;
    private final int modelCount;
    private final int staticCount;

    private ModelGeometry(GeometryBuffers buffers, int modelCount, int staticCount) {
        this.buffers = buffers;
        this.modelCount = modelCount;
        this.staticCount = staticCount;
    }

    /**
     * Writes model m as owner m with the meshes of its mesh model (its own, or Lara's skin's): as many as both
     * have, at most {@link #MOST_MESHES}, up to the first pointer that does not exist; then each static mesh
     * type's mesh, if its pointer exists; then each mesh pointer's mesh.
     */
    static ModelGeometry build(Level level, ModelList roles, FaceSet[] meshFaces) {
        var models = level.animation().models();
        var owners = new ArrayList<List<BufferWriter.Use>>();
        for (int m = 0; m < models.size(); m++) {
            var skeleton = models.get(m);
            var meshModel = models.get(roles.entries().get(m).meshModel());
            var count = Math.min(skeleton.numMeshes(), Math.min(meshModel.numMeshes(), MOST_MESHES));
            var uses = new ArrayList<BufferWriter.Use>();
            for (int i = 0; i < count; i++) {
                var pointer = meshModel.startingMesh() + i;
                if (pointer < 0 || pointer >= meshFaces.length) {
                    break;
                }
                uses.add(new BufferWriter.Use(meshFaces[pointer], new Placement.AsStored(i)));
            }
            owners.add(uses);
        }
        for (var type : level.staticMeshes()) {
            var pointer = type.mesh();
            owners.add(pointer >= 0 && pointer < meshFaces.length
                    ? List.of(new BufferWriter.Use(meshFaces[pointer], Placement.AsStored.ONE_PIECE)) : List.of());
        }
        for (var faces : meshFaces) {
            owners.add(List.of(new BufferWriter.Use(faces, Placement.AsStored.ONE_PIECE)));
        }
        return new ModelGeometry(BufferWriter.write(owners, null, false), models.size(), level.staticMeshes().size());
    }

    /** The models' and static mesh types' vertices and indices. */
    public GeometryBuffers buffers() {
        return buffers;
    }

    /** The owner of moveable model {@code modelIndex} (its index in the level's model table). */
    public int modelOwner(int modelIndex) {
        return modelIndex;
    }

    /** The owner of static mesh type {@code staticIndex} (its index in the level's static meshes). */
    public int staticOwner(int staticIndex) {
        return modelCount + staticIndex;
    }

    /** The owner of mesh pointer {@code pointer} (its index in the level's mesh table), alone and as stored. */
    public int meshOwner(int pointer) {
        return modelCount + staticCount + pointer;
    }

    /** The triangles of {@code owner} in {@code pass}. */
    public DrawRange range(int owner, RenderPass pass) {
        return buffers.range(owner, pass);
    }
}
