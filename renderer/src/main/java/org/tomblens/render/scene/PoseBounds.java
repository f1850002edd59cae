package org.tomblens.render.scene;

import org.tomblens.format.geometry.Boxes;
import org.tomblens.format.geometry.ModelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.render.view.EntityPoses;

/**
 * The box in the world that an entity's triangles fill in the pose of this frame. Each mesh of a model is bounded by
 * the box round the vertices its triangles use, in the mesh's own space as the models' buffer stores them; the
 * corners of that box, turned and moved by the mesh's bone as the shader moves its vertices, bound the mesh where it
 * is drawn. A model's mesh boxes are read from the buffer the first time one of its entities is asked for.
 */
final class PoseBounds {
    /** Where a vertex says which mesh of its model it belongs to (its bone). */
    private static final int BONE_OFFSET = VertexFormat.NORMAL_OFFSET + 3;

    private final ModelGeometry geometry;
    /** Per model once read: per mesh, min x, y, z then max x, y, z; a mesh without a vertex has its min above its max. */
    private final float[][] meshBoxes;

    PoseBounds(ModelGeometry geometry, int models) {
        this.geometry = geometry;
        this.meshBoxes = new float[models][];
    }

    /**
     * Into {@code box} (min x, y, z then max x, y, z): the box round the triangles of model {@code model}, of
     * {@code meshes} meshes, posed by the bones of {@code poses} from {@code firstBone}; false when it has none.
     */
    boolean box(EntityPoses poses, int model, int meshes, int firstBone, float[] box) {
        var boxes = meshBoxes(model, meshes);
        Boxes.empty(box, 0);
        for (int mesh = 0; mesh < meshes; mesh++) {
            var at = 6 * mesh;
            if (boxes[at] > boxes[at + 3]) {
                continue;
            }
            var bone = firstBone + mesh;
            for (int corner = 0; corner < 8; corner++) {
                var x = boxes[at + ((corner & 1) == 0 ? 0 : 3)];
                var y = boxes[at + 1 + ((corner & 2) == 0 ? 0 : 3)];
                var z = boxes[at + 2 + ((corner & 4) == 0 ? 0 : 3)];
                Boxes.include(box, 0, moved(poses, bone, 0, x, y, z), moved(poses, bone, 1, x, y, z),
                        moved(poses, bone, 2, x, y, z));
            }
        }
        return box[0] <= box[3];
    }

    /** Coordinate {@code axis} of the point (x, y, z) of bone {@code bone}'s mesh, where the bone puts it. */
    private static float moved(EntityPoses poses, int bone, int axis, float x, float y, float z) {
        var row = 4 * axis;
        return poses.bone(bone, row) * x + poses.bone(bone, row + 1) * y + poses.bone(bone, row + 2) * z
                + poses.bone(bone, row + 3);
    }

    private float[] meshBoxes(int model, int meshes) {
        if (meshBoxes[model] != null) {
            return meshBoxes[model];
        }
        var boxes = new float[6 * meshes];
        for (int mesh = 0; mesh < meshes; mesh++) {
            Boxes.empty(boxes, 6 * mesh);
        }
        var buffers = geometry.buffers();
        var vertices = buffers.vertices();
        var indices = buffers.indices();
        var owner = geometry.modelOwner(model);
        for (var pass : RenderPass.values()) {
            var range = buffers.range(owner, pass);
            for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i++) {
                var vertex = indices.getInt(i * VertexFormat.INDEX_SIZE) * VertexFormat.STRIDE;
                var mesh = vertices.get(vertex + BONE_OFFSET) & 0xFF;
                if (mesh < meshes) {
                    var position = vertex + VertexFormat.POSITION_OFFSET;
                    Boxes.include(boxes, 6 * mesh, vertices.getFloat(position), vertices.getFloat(position + 4),
                            vertices.getFloat(position + 8));
                }
            }
        }
        meshBoxes[model] = boxes;
        return boxes;
    }
}
