package org.tomblens.render.scene;

import org.tomblens.format.geometry.Boxes;
import org.tomblens.format.geometry.ModelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.render.view.EntityPoses;

/**
 * The boxes in the world that an entity's meshes fill in the pose of this frame. Each mesh of a model is bounded by
 * the box round the vertices its triangles use, in the mesh's own space as the models' buffer stores them; the
 * corners of that box, turned and moved by the mesh's bone as the shader moves its vertices, bound the mesh where it
 * is drawn. A model's mesh boxes are read from the buffer the first time one of its entities is asked for.
 */
final class PoseBounds {
    private final ModelGeometry geometry;
    /** Per model once read: per mesh, min x, y, z then max x, y, z; a mesh without a vertex has its min above its max. */
    private final float[][] meshBoxes;

    PoseBounds(ModelGeometry geometry, int models) {
        this.geometry = geometry;
        this.meshBoxes = new float[models][];
    }

    /** How many meshes entity {@code entity} has as {@code poses} posed it this frame: none when it was not posed. */
    int meshes(EntityPoses poses, int entity) {
        var model = poses.model(entity);
        return model < 0 || poses.boneOf(entity) < 0 ? 0 : poses.meshes(model);
    }

    /**
     * Into {@code box} (min x, y, z then max x, y, z): the box round the triangles of mesh {@code mesh} of entity
     * {@code entity} as {@code poses} posed it this frame; false when the mesh has none. Each mesh is bounded on its
     * own: the box round a whole model can hold the camera (a ship's propeller, a room-sized machine) where none of
     * its meshes comes near it.
     */
    boolean meshBox(EntityPoses poses, int entity, int mesh, float[] box) {
        var model = poses.model(entity);
        var boxes = meshBoxes(model, poses.meshes(model));
        var at = 6 * mesh;
        if (boxes[at] > boxes[at + 3]) {
            return false;
        }
        var bone = poses.boneOf(entity) + mesh;
        Boxes.empty(box, 0);
        for (int corner = 0; corner < 8; corner++) {
            var x = boxes[at + ((corner & 1) == 0 ? 0 : 3)];
            var y = boxes[at + 1 + ((corner & 2) == 0 ? 0 : 3)];
            var z = boxes[at + 2 + ((corner & 4) == 0 ? 0 : 3)];
            Boxes.include(box, 0, poses.moved(bone, 0, x, y, z), poses.moved(bone, 1, x, y, z),
                    poses.moved(bone, 2, x, y, z));
        }
        return true;
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
                var mesh = VertexFormat.bone(vertices, vertex);
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
