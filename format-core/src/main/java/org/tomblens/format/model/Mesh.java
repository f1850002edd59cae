package org.tomblens.format.model;

import java.util.List;

/**
 * A mesh of a moveable or static (§5.2). Lit either by normals (external light) or by one shade per
 * vertex; the sign of the stored normal count tells which.
 *
 * @param normals one per vertex when externally lit, else empty
 * @param shades one per vertex when internally lit (0 bright .. 0x1FFF dark), else empty
 * @param colouredQuads TR1–TR3 faces filled with a palette colour (empty in TR4/TR5)
 */
public record Mesh(
        Vertex centre, int collisionRadius, List<Vertex> vertices, List<Vertex> normals, List<Integer> shades,
        List<Face> texturedQuads, List<Face> texturedTriangles, List<Face> colouredQuads, List<Face> colouredTriangles) {

    public Mesh {
        vertices = List.copyOf(vertices);
        normals = List.copyOf(normals);
        shades = List.copyOf(shades);
        texturedQuads = List.copyOf(texturedQuads);
        texturedTriangles = List.copyOf(texturedTriangles);
        colouredQuads = List.copyOf(colouredQuads);
        colouredTriangles = List.copyOf(colouredTriangles);
    }

    /** True when the mesh carries normals (external, dynamic lighting) rather than shades. */
    public boolean hasNormals() {
        return !normals.isEmpty();
    }
}
