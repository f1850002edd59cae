package org.tomblens.app.export;

import org.tomblens.format.prepared.PreparedLevel;

/**
 * One mesh of the models' buffer alone, as stored in its own space (a static mesh type's, or an entry of the mesh
 * table), as a glTF scene of one node with its textures' pages: the same faces, materials and UVs a whole-level
 * export gives it. A mesh with no face to draw is a node without a mesh.
 */
public final class MeshExport {
    private MeshExport() {}

    /**
     * Owner {@code owner} of the level's model geometry, named {@code name}, as a .glb file's bytes; its pages
     * from {@code pages}.
     */
    public static byte[] glb(PreparedLevel prepared, int owner, String name, PagePngs pages) {
        var glb = new Glb();
        var writer = new MeshWriter(glb, prepared.geometry(), pages);
        var buffers = prepared.geometry().models().buffers();
        writer.node(name, writer.write(name, buffers, MeshWriter.runs(buffers, owner), LevelExport::worldPoint, 0));
        glb.add("scenes").put("name", name).putArray("nodes").add(glb.last("nodes"));
        glb.root().put("scene", 0);
        return glb.bytes();
    }
}
