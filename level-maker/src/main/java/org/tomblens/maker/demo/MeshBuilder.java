package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;
import org.tomblens.maker.demo.DemoTextures.Tile;

/**
 * Builds one mesh of a model or static (§5.2) out of boxes and turned shapes. Faces wind as in the
 * original levels: seen from outside, corners run top-left, top-right, bottom-right, bottom-left, so that
 * (v1 - v0) x (v2 - v0) points into the mesh.
 */
final class MeshBuilder {
    /** Normals are stored about this long ([WAD]: divide by 16300). */
    static final int NORMAL_LENGTH = 16300;
    /** Internal light comes from above, a little from the front left (Y down). */
    private static final double[] SHADE_LIGHT = normalised(-0.35, -0.85, 0.4);

    private final TextureTable textures;
    private final Map<List<Integer>, Integer> vertexIndex = new LinkedHashMap<>();
    private final List<Face> texturedQuads = new ArrayList<>();
    private final List<Face> texturedTriangles = new ArrayList<>();
    private final List<Face> colouredQuads = new ArrayList<>();
    private final List<Face> colouredTriangles = new ArrayList<>();

    MeshBuilder(TextureTable textures) {
        this.textures = textures;
    }

    private int vertex(int[] p) {
        return vertexIndex.computeIfAbsent(List.of(p[0], p[1], p[2]), key -> vertexIndex.size());
    }

    /** A textured quad, corners in front-view order, showing the whole tile. */
    MeshBuilder quad(Tile tile, int[] topLeft, int[] topRight, int[] bottomRight, int[] bottomLeft) {
        texturedQuads.add(new Face(vertex(topLeft), vertex(topRight), vertex(bottomRight), vertex(bottomLeft),
                textures.whole(tile), 0));
        return this;
    }

    /** A textured triangle showing the tile's top-left, top-right and bottom-right corners. */
    MeshBuilder triangle(Tile tile, int[] a, int[] b, int[] c) {
        texturedTriangles.add(Face.triangle(vertex(a), vertex(b), vertex(c),
                textures.texture(tile, new double[] {0, 1, 1}, new double[] {0, 0, 1}), 0));
        return this;
    }

    /**
     * A quad filled with one palette colour (TR1–TR3, §2.4.3): the low byte indexes the 8-bit palette and
     * the high byte the 16-bit one, which holds the same colours here.
     */
    MeshBuilder colouredQuad(int paletteIndex, int[] topLeft, int[] topRight, int[] bottomRight, int[] bottomLeft) {
        colouredQuads.add(new Face(vertex(topLeft), vertex(topRight), vertex(bottomRight), vertex(bottomLeft),
                paletteIndex << 8 | paletteIndex, 0));
        return this;
    }

    MeshBuilder colouredTriangle(int paletteIndex, int[] a, int[] b, int[] c) {
        colouredTriangles.add(Face.triangle(vertex(a), vertex(b), vertex(c), paletteIndex << 8 | paletteIndex, 0));
        return this;
    }

    /** Receives one face of a box, corners in front-view order. */
    @FunctionalInterface
    private interface BoxFace {
        void face(int side, int[] topLeft, int[] topRight, int[] bottomRight, int[] bottomLeft);
    }

    /** The six faces of a box as seen from outside: front (+Z), back, right (+X), left, top (-Y), bottom. */
    private static void boxFaces(int minX, int maxX, int minY, int maxY, int minZ, int maxZ, BoxFace out) {
        out.face(0, p(maxX, minY, maxZ), p(minX, minY, maxZ), p(minX, maxY, maxZ), p(maxX, maxY, maxZ));
        out.face(1, p(minX, minY, minZ), p(maxX, minY, minZ), p(maxX, maxY, minZ), p(minX, maxY, minZ));
        out.face(2, p(maxX, minY, minZ), p(maxX, minY, maxZ), p(maxX, maxY, maxZ), p(maxX, maxY, minZ));
        out.face(3, p(minX, minY, maxZ), p(minX, minY, minZ), p(minX, maxY, minZ), p(minX, maxY, maxZ));
        out.face(4, p(minX, minY, maxZ), p(maxX, minY, maxZ), p(maxX, minY, minZ), p(minX, minY, minZ));
        out.face(5, p(maxX, maxY, maxZ), p(minX, maxY, maxZ), p(minX, maxY, minZ), p(maxX, maxY, minZ));
    }

    /** A textured box, one tile per face: front (+Z), back, right (+X), left, top (-Y), bottom. */
    MeshBuilder box(int minX, int maxX, int minY, int maxY, int minZ, int maxZ,
                    Tile front, Tile back, Tile right, Tile left, Tile top, Tile bottom) {
        var tiles = new Tile[] {front, back, right, left, top, bottom};
        boxFaces(minX, maxX, minY, maxY, minZ, maxZ, (side, a, b, c, d) -> quad(tiles[side], a, b, c, d));
        return this;
    }

    /** A box with one tile all round. */
    MeshBuilder box(int minX, int maxX, int minY, int maxY, int minZ, int maxZ, Tile tile) {
        return box(minX, maxX, minY, maxY, minZ, maxZ, tile, tile, tile, tile, tile, tile);
    }

    /** A box filled with one palette colour. */
    MeshBuilder colouredBox(int minX, int maxX, int minY, int maxY, int minZ, int maxZ, int paletteIndex) {
        boxFaces(minX, maxX, minY, maxY, minZ, maxZ, (side, a, b, c, d) -> colouredQuad(paletteIndex, a, b, c, d));
        return this;
    }

    /**
     * A shape turned about the Y axis: rings of {@code radii[k]} at heights {@code ys[k]} (top to bottom),
     * {@code sides} around, closed by caps where the first and last rings have a radius.
     */
    MeshBuilder lathe(int sides, int[] radii, int[] ys, Tile tile) {
        for (int k = 0; k + 1 < radii.length; k++) {
            for (int j = 0; j < sides; j++) {
                quad(tile, ring(radii[k], ys[k], j, sides), ring(radii[k], ys[k], j + 1, sides),
                        ring(radii[k + 1], ys[k + 1], j + 1, sides), ring(radii[k + 1], ys[k + 1], j, sides));
            }
        }
        var last = radii.length - 1;
        for (int j = 0; j < sides; j++) {
            if (radii[0] > 0) {
                triangle(tile, p(0, ys[0], 0), ring(radii[0], ys[0], j + 1, sides), ring(radii[0], ys[0], j, sides));
            }
            if (radii[last] > 0) {
                triangle(tile, p(0, ys[last], 0), ring(radii[last], ys[last], j, sides),
                        ring(radii[last], ys[last], j + 1, sides));
            }
        }
        return this;
    }

    private static int[] ring(int radius, int y, int step, int sides) {
        var angle = 2 * StrictMath.PI * (step % sides) / sides;
        return p((int) StrictMath.round(radius * StrictMath.cos(angle)), y,
                (int) StrictMath.round(radius * StrictMath.sin(angle)));
    }

    static int[] p(int x, int y, int z) {
        return new int[] {x, y, z};
    }

    /** The mesh lit by the room's lights through normals (§5.2: a positive normal count). */
    Mesh withNormals() {
        return build(true);
    }

    /** The mesh with its light baked into per-vertex shades (0 bright .. 0x1FFF dark). */
    Mesh withShades() {
        return build(false);
    }

    private Mesh build(boolean normals) {
        var positions = List.copyOf(vertexIndex.keySet());
        var vertices = positions.stream().map(p -> new Vertex(p.get(0), p.get(1), p.get(2))).toList();
        var sums = new double[positions.size()][3];
        for (var faces : List.of(texturedQuads, texturedTriangles, colouredQuads, colouredTriangles)) {
            for (var face : faces) {
                var outward = outwardNormal(vertices, face);
                for (int corner = 0; corner < face.vertexCount(); corner++) {
                    for (int c = 0; c < 3; c++) {
                        sums[face.vertex(corner)][c] += outward[c];
                    }
                }
            }
        }
        var normalList = new ArrayList<Vertex>();
        var shadeList = new ArrayList<Integer>();
        for (var sum : sums) {
            var n = normalised(sum[0], sum[1], sum[2]);
            if (normals) {
                normalList.add(new Vertex((int) StrictMath.round(n[0] * NORMAL_LENGTH),
                        (int) StrictMath.round(n[1] * NORMAL_LENGTH), (int) StrictMath.round(n[2] * NORMAL_LENGTH)));
            } else {
                var lambert = Math.max(0, -(n[0] * SHADE_LIGHT[0] + n[1] * SHADE_LIGHT[1] + n[2] * SHADE_LIGHT[2]));
                shadeList.add((int) StrictMath.round(0x1FFF * (0.15 + 0.6 * (1 - lambert))));
            }
        }
        return new Mesh(centre(vertices), radius(vertices), vertices, normalList, shadeList, texturedQuads,
                texturedTriangles, colouredQuads, colouredTriangles);
    }

    /** The face's outward unit normal: minus (v1 - v0) x (v2 - v0), which points inward. */
    private static double[] outwardNormal(List<Vertex> vertices, Face face) {
        var a = vertices.get(face.v0());
        var b = vertices.get(face.v1());
        var c = vertices.get(face.v2());
        double ux = b.x() - a.x();
        double uy = b.y() - a.y();
        double uz = b.z() - a.z();
        double vx = c.x() - a.x();
        double vy = c.y() - a.y();
        double vz = c.z() - a.z();
        return normalised(-(uy * vz - uz * vy), -(uz * vx - ux * vz), -(ux * vy - uy * vx));
    }

    private static double[] normalised(double x, double y, double z) {
        var length = StrictMath.sqrt(x * x + y * y + z * z);
        return length == 0 ? new double[] {0, -1, 0} : new double[] {x / length, y / length, z / length};
    }

    /** The middle of the mesh's extent (§5.2 Centre). */
    private static Vertex centre(List<Vertex> vertices) {
        return new Vertex(mid(vertices, 0), mid(vertices, 1), mid(vertices, 2));
    }

    private static int mid(List<Vertex> vertices, int axis) {
        var min = Integer.MAX_VALUE;
        var max = Integer.MIN_VALUE;
        for (var v : vertices) {
            var value = axis == 0 ? v.x() : axis == 1 ? v.y() : v.z();
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        return Math.floorDiv(min + max, 2);
    }

    /** The smallest whole radius around the centre that holds every vertex (§5.2 CollRadius). */
    private static int radius(List<Vertex> vertices) {
        var centre = centre(vertices);
        var radius = 0.0;
        for (var v : vertices) {
            double dx = v.x() - centre.x();
            double dy = v.y() - centre.y();
            double dz = v.z() - centre.z();
            radius = Math.max(radius, StrictMath.sqrt(dx * dx + dy * dy + dz * dz));
        }
        return (int) StrictMath.ceil(radius);
    }
}
