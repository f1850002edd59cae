package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.VertexFormat;
import org.tomblens.format.model.Level;
import org.tomblens.render.view.EntityPoses;

/**
 * The box {@link PoseBounds} gives each mesh of an entity holds every vertex of that mesh's triangles where the shader
 * puts it: each vertex moved by its own mesh's matrix in the bone table, one by one, as {@code level.vert} does.
 */
class PoseBoundsTest {
    /** Room for the rounding of a float sum taken in another order. */
    private static final float SLACK = 0.01f;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tomblens.format.testing.CorpusCache#levelsAndDemo")
    void theBoxOfEachPosedMeshHoldsEveryVertexAsTheShaderMovesIt(String name, Level level) {
        var geometry = LevelGeometry.build(level).models();
        var poses = new EntityPoses(level, LevelAnimation.build(level));
        var bounds = new PoseBounds(geometry, level.animation().models().size());
        var buffers = geometry.buffers();
        var vertices = buffers.vertices();
        var indices = buffers.indices();
        var box = new float[6];
        var checked = 0;
        // Part way through each entity's loop, where its meshes have turned from their first pose.
        poses.update(0.7, true, entity -> true);
        for (int e = 0; e < level.entities().size(); e++) {
            var meshes = bounds.meshes(poses, e);
            if (meshes == 0) {
                continue;
            }
            var model = poses.model(e);
            var first = poses.boneOf(e);
            for (var pass : RenderPass.values()) {
                var range = buffers.range(geometry.modelOwner(model), pass);
                for (int i = range.firstIndex(); i < range.firstIndex() + range.indexCount(); i++) {
                    var vertex = indices.getInt(i * VertexFormat.INDEX_SIZE) * VertexFormat.STRIDE;
                    var mesh = VertexFormat.bone(vertices, vertex);
                    assertTrue(mesh < meshes && bounds.meshBox(poses, e, mesh, box),
                            name + " entity " + e + ": a triangle's mesh " + mesh + " has a box");
                    for (int axis = 0; axis < 3; axis++) {
                        var at = poses.moved(first + mesh, axis, vertices.getFloat(vertex),
                                vertices.getFloat(vertex + 4), vertices.getFloat(vertex + 8));
                        assertTrue(at >= box[axis] - SLACK && at <= box[axis + 3] + SLACK,
                                name + " entity " + e + " mesh " + mesh + " vertex " + vertex / VertexFormat.STRIDE
                                        + " axis " + axis + ": " + at + " outside " + box[axis] + ".." + box[axis + 3]);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 0 || level.entities().isEmpty() || poses.models() == 0, name + ": no vertex checked");
    }
}
