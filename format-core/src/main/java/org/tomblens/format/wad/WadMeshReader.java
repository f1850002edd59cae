package org.tomblens.format.wad;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Ints;
import org.tomblens.format.read.MeshLighting;
import org.tomblens.format.read.Records;

/**
 * Reads the mesh data ([WAD] §3): a word count, then meshes one after another to its end, and resolves the
 * mesh pointers (read before it) to them. Every byte of the data belongs to a mesh, and every pointer must
 * hold the offset at which one starts.
 */
final class WadMeshReader {
    private static final int VERTEX_SIZE = 6;
    /** The smaller polygon record, a triangle's: shape, three vertices, texture, attributes and a spare byte. */
    private static final int TRIANGLE_SIZE = 12;

    /** The mesh data: its stored size, its meshes in order, and the mesh each pointer reaches. */
    record MeshData(long dataWords, List<WadMesh> meshes, Ints meshOfPointer) {}

    private WadMeshReader() {}

    /** @param pointersOffset where the pointers were read, to place an error at the bad one */
    static MeshData read(ByteCursor cursor, Ints pointers, long pointersOffset, int sampleCount) {
        var wordsOffset = cursor.position();
        var words = cursor.u32("numMeshWords");
        cursor.checkedCount(wordsOffset, "numMeshWords", words, 2);
        var data = cursor.slice("meshData", (int) (2 * words));
        cursor.skip("meshData", 2 * words);

        var meshes = new ArrayList<WadMesh>();
        var indexByOffset = new HashMap<Integer, Integer>();
        while (!data.atEnd()) {
            data.enter("meshes", meshes.size());
            var mesh = mesh(data, data.position() - data.start(), sampleCount);
            data.leave();
            indexByOffset.put(mesh.offset(), meshes.size());
            meshes.add(mesh);
        }
        var meshOfPointer = new int[pointers.size()];
        for (int i = 0; i < meshOfPointer.length; i++) {
            var index = indexByOffset.get((int) Math.min(Integer.MAX_VALUE, pointers.unsigned(i)));
            if (index == null) {
                throw cursor.errorAt(pointersOffset + 4L * i, "meshPointers[" + i + "]", "offset "
                        + pointers.unsigned(i) + " is not where a mesh of the " + 2 * words + " bytes of mesh data starts");
            }
            meshOfPointer[i] = index;
        }
        return new MeshData(words, meshes, Ints.own(meshOfPointer));
    }

    private static WadMesh mesh(ByteCursor cursor, int offset, int sampleCount) {
        var centre = Records.vertex(cursor);
        var radius = cursor.u16("radius");
        var sphereFlag = cursor.u16("sphereFlag");
        var vertices = Records.counted16(cursor, "vertices", VERTEX_SIZE, Records::vertex);
        var lighting = MeshLighting.read(cursor);
        var count = cursor.count16("numPolygons", TRIANGLE_SIZE);
        var polygons = new ArrayList<Polygon>(count);
        var quads = 0;
        for (int i = 0; i < count; i++) {
            cursor.enter("polygons", i);
            var polygon = polygon(cursor, vertices.size(), sampleCount);
            cursor.leave();
            quads += polygon.isQuad() ? 1 : 0;
            polygons.add(polygon);
        }
        if (quads % 2 == 1) {
            // [WAD] §3: a padding word follows an odd number of quads.
            cursor.skip("padding", 2);
        }
        return new WadMesh(offset, centre, radius, sphereFlag, vertices, lighting.normals(), lighting.shades(),
                polygons);
    }

    private static Polygon polygon(ByteCursor cursor, int vertexCount, int sampleCount) {
        var shapeOffset = cursor.position();
        var shape = cursor.u16("shape");
        if (shape != Polygon.TRIANGLE && shape != Polygon.QUAD) {
            throw cursor.errorAt(shapeOffset, "shape", "shape " + shape + " is neither a triangle ("
                    + Polygon.TRIANGLE + ") nor a quad (" + Polygon.QUAD + ")");
        }
        var v0 = vertex(cursor, vertexCount);
        var v1 = vertex(cursor, vertexCount);
        var v2 = vertex(cursor, vertexCount);
        var v3 = shape == Polygon.QUAD ? vertex(cursor, vertexCount) : Polygon.NO_VERTEX;
        var textureOffset = cursor.position();
        var polygon = new Polygon(v0, v1, v2, v3, cursor.u16("texture"), cursor.u8("attributes"), cursor.u8("unused"));
        if (polygon.sample() >= sampleCount) {
            throw cursor.errorAt(textureOffset, "texture", "texture sample " + polygon.sample()
                    + " does not exist (the library has " + sampleCount + ")");
        }
        if (!polygon.isQuad() && polygon.shape() % 2 != 0) {
            throw cursor.errorAt(textureOffset, "texture", "texture shape " + polygon.shape()
                    + " is not a triangle's (0, 2, 4 or 6)");
        }
        return polygon;
    }

    private static int vertex(ByteCursor cursor, int vertexCount) {
        var offset = cursor.position();
        var index = cursor.u16("vertices");
        if (index >= vertexCount) {
            throw cursor.errorAt(offset, "vertices", "vertex " + index + " does not exist (there are " + vertexCount
                    + ")");
        }
        return index;
    }
}
