package org.tomblens.format.wad;

import java.util.List;
import org.tomblens.format.model.Vertex;

/**
 * A mesh of the library ([WAD] §3), as stored: a bounding sphere, vertices relative to the mesh's pivot,
 * normals or shades, and triangles and quads in one mixed list.
 *
 * @param offset where the mesh starts, in bytes from the start of the mesh data (what mesh pointers hold)
 * @param radius the sphere's radius (0 turns collision off); statics store 0 in the sphere
 * @param sphereFlag the word after the radius: 0 or 1, meaning unknown ([WAD] footnote 5)
 * @param normals one per vertex when lit externally (movables), 16300 long ([WAD] §3; 1845 of the corpus
 *                library's 2095, the rest shorter or zero), where TR4 levels use 16384
 * @param shades one per vertex when lit internally (statics): 0 bright .. 0x1FFF dark
 */
public record WadMesh(int offset, Vertex centre, int radius, int sphereFlag, List<Vertex> vertices,
                      List<Vertex> normals, List<Integer> shades, List<Polygon> polygons) {
    public WadMesh {
        vertices = List.copyOf(vertices);
        normals = List.copyOf(normals);
        shades = List.copyOf(shades);
        polygons = List.copyOf(polygons);
    }

    /** How many of its polygons are quads (an odd count is followed by a padding word). */
    public int quadCount() {
        return (int) polygons.stream().filter(Polygon::isQuad).count();
    }
}
