package org.tomblens.format.wad2;

import java.util.List;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;

/**
 * A mesh ({@code W2Mesh}) in Tomb Editor's axes: world units, Y up.
 *
 * @param normals one per vertex when the mesh is lit by normals; may be empty
 * @param colours one per vertex ({@code W2VxCol}, or a TR shade turned into grey as the editor does: 1 − shade /
 *                8191), 1.0 a texture's own brightness; may be empty
 * @param lightingType {@code W2MeshLightType}: 0 lit by its normals, 1 by its vertex colours
 */
public record Wad2Mesh(String name, Vector3 sphereCentre, float sphereRadius, Vector3 boxMin, Vector3 boxMax,
                       List<Vector3> positions, List<Vector3> normals, List<Vector3> colours, int lightingType,
                       boolean hidden, List<Polygon> polygons) {
    public static final int LIT_BY_NORMALS = 0;

    public Wad2Mesh {
        positions = List.copyOf(positions);
        normals = List.copyOf(normals);
        colours = List.copyOf(colours);
        polygons = List.copyOf(polygons);
    }

    /**
     * A triangle or quad ({@code W2Tr}, {@code W2Uq}, or their {@code 2} forms, which add the texture's parent
     * area). A triangle's fourth index and corner repeat its third.
     *
     * @param indices vertex indices, three or four
     * @param shine the shininess, 0–63 as the games take it
     * @param texture the index of the texture in the library's table
     * @param corners where each vertex takes its texture, in pixels of the image, as many as the indices
     * @param blendMode Tomb Editor's blend mode: 0 normal, 1 alpha test, 2 additive, 4 no Z test, 5 subtract,
     *                  6 wireframe, 8 exclude, 9 screen, 10 lighten, 11 alpha blend
     */
    public record Polygon(List<Integer> indices, int shine, int texture, List<Vector2> corners, int blendMode,
                          boolean doubleSided) {
        public Polygon {
            indices = List.copyOf(indices);
            corners = List.copyOf(corners);
        }

        public boolean isQuad() {
            return indices.size() == 4;
        }
    }
}
