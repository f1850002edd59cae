package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.Face;
import org.tomblens.maker.demo.DemoTextures.Tile;

/**
 * A room's visible geometry while it is built: shared vertices (room-relative X/Z, absolute Y; §3.2.1)
 * and textured faces. Every face is given as seen from its front, corners running top-left, top-right,
 * bottom-right, bottom-left: the winding the original levels use, where (v1 - v0) x (v2 - v0) points away
 * from the viewer (a floor's points down).
 */
final class RoomMeshDraft {
    /** Wall textures repeat every sector horizontally and every 1024 units vertically. */
    static final int BAND = 1024;

    /** A point of a face in room coordinates, with its texture position in the tile (0..1). */
    record Corner(int x, int y, int z, double u, double v) {}

    private final TextureTable textures;
    private final Map<List<Integer>, Integer> vertexIndex = new LinkedHashMap<>();
    private final List<Face> quads = new ArrayList<>();
    private final List<Face> triangles = new ArrayList<>();

    RoomMeshDraft(TextureTable textures) {
        this.textures = textures;
    }

    /** The index of the vertex at (x, y, z), added if new. */
    int vertex(int x, int y, int z) {
        return vertexIndex.computeIfAbsent(List.of(x, y, z), key -> vertexIndex.size());
    }

    /** Vertex positions in index order, as (x, y, z). */
    List<List<Integer>> positions() {
        return List.copyOf(vertexIndex.keySet());
    }

    List<Face> quads() {
        return List.copyOf(quads);
    }

    List<Face> triangles() {
        return List.copyOf(triangles);
    }

    /**
     * A face from up to four corners in front-view order; corners that repeat the one before them are
     * dropped, so a quad with a zero-length side becomes a triangle and one with less vanishes.
     */
    void face(Tile tile, boolean doubleSided, Corner... corners) {
        var kept = new ArrayList<Corner>(4);
        for (var corner : corners) {
            var previous = kept.isEmpty() ? null : kept.get(kept.size() - 1);
            if (previous == null || !samePlace(previous, corner)) {
                kept.add(corner);
            }
        }
        if (kept.size() > 1 && samePlace(kept.get(0), kept.get(kept.size() - 1))) {
            kept.remove(kept.size() - 1);
        }
        if (kept.size() < 3) {
            return;
        }
        var u = new double[kept.size()];
        var v = new double[kept.size()];
        var indices = new int[4];
        for (int i = 0; i < kept.size(); i++) {
            var corner = kept.get(i);
            u[i] = corner.u();
            v[i] = corner.v();
            indices[i] = vertex(corner.x(), corner.y(), corner.z());
        }
        var texture = textures.texture(tile, u, v) | (doubleSided ? 0x8000 : 0);
        if (kept.size() == 4) {
            quads.add(new Face(indices[0], indices[1], indices[2], indices[3], texture, 0));
        } else {
            triangles.add(Face.triangle(indices[0], indices[1], indices[2], texture, 0));
        }
    }

    private static boolean samePlace(Corner a, Corner b) {
        return a.x() == b.x() && a.y() == b.y() && a.z() == b.z();
    }

    /**
     * A vertical face between two points of the floor plan, seen from the front with {@code left} on the
     * left: from the top heights down to the bottom heights at each end (Y down, so top &lt;= bottom). It
     * is cut at every multiple of 1024 in Y so that each piece shows one tile at its natural scale.
     */
    void wall(Tile tile, int[] left, int[] right, int topLeft, int topRight, int bottomLeft, int bottomRight) {
        if (topLeft > bottomLeft || topRight > bottomRight) {
            throw new IllegalStateException("a wall whose top lies below its bottom");
        }
        var upper = Math.max(topLeft, topRight);
        var lower = Math.min(bottomLeft, bottomRight);
        var bandTopLeft = topLeft;
        var bandTopRight = topRight;
        for (int cut = Math.floorDiv(upper, BAND) * BAND + BAND; cut < lower; cut += BAND) {
            band(tile, left, right, bandTopLeft, bandTopRight, cut, cut);
            bandTopLeft = cut;
            bandTopRight = cut;
        }
        band(tile, left, right, bandTopLeft, bandTopRight, bottomLeft, bottomRight);
    }

    private void band(Tile tile, int[] left, int[] right, int topLeft, int topRight, int bottomLeft, int bottomRight) {
        var blockTop = Math.floorDiv(Math.min(topLeft, topRight), BAND) * BAND;
        face(tile, false,
                new Corner(left[0], topLeft, left[1], 0, v(topLeft, blockTop)),
                new Corner(right[0], topRight, right[1], 1, v(topRight, blockTop)),
                new Corner(right[0], bottomRight, right[1], 1, v(bottomRight, blockTop)),
                new Corner(left[0], bottomLeft, left[1], 0, v(bottomLeft, blockTop)));
    }

    private static double v(int y, int blockTop) {
        return Math.max(0, Math.min(1, (y - blockTop) / (double) BAND));
    }
}
