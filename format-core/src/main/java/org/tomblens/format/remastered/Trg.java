package org.tomblens.format.remastered;

import java.util.List;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Words;

/**
 * A Tomb Raider I–III Remastered level's geometry file (.TRG, docs/remastered.md), as TR-Rando's TRLevelControl
 * reads it: ambient cubes, meshes that each name their shaders and ranges of the shared index buffer, the numbers of
 * the textures (TEX/&lt;number&gt;.DDS) the vertices use, the indices and the vertices. Fields no public reader
 * names are kept as their sizes only.
 *
 * @param ambientCubes how many ambient cubes (six colours each) the file holds
 * @param meshes the meshes, in the file's order
 * @param textures the texture numbers
 * @param indices the shared index buffer (32-bit)
 * @param vertices the shared vertices
 */
public record Trg(int ambientCubes, List<Mesh> meshes, Words textures, Ints indices, List<Vertex> vertices) {
    public Trg {
        meshes = List.copyOf(meshes);
        vertices = List.copyOf(vertices);
    }

    /** A mesh: its shaders, and how many 28-byte records of unknown meaning follow them. */
    public record Mesh(List<Shader> shaders, int unknownRecords) {
        public Mesh {
            shaders = List.copyOf(shaders);
        }
    }

    /**
     * A shader: its type, then three (first, count) pairs TRLevelControl calls index information.
     *
     * @param ranges six words: three pairs as the file gives them
     */
    public record Shader(long type, List<Long> ranges) {
        public Shader {
            ranges = List.copyOf(ranges);
        }
    }

    /**
     * A vertex: a position in 16-bit units, a normal of three signed bytes, a texture (its place among
     * {@link #textures}), two RGB ambient colours and U, V as bytes.
     */
    public record Vertex(int x, int y, int z, int normalX, int normalY, int normalZ, int texture, int ambient1,
                         int ambient2, int u, int v) {}
}
