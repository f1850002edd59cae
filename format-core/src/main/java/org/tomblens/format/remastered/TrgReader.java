package org.tomblens.format.remastered;

import java.util.ArrayList;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Words;

/**
 * Reads a .TRG (docs/remastered.md; the layout of TR-Rando's TRLevelControl, {@code TRGControlBase}): the magic
 * {@code TRG\x03}, the ambient cubes, 26 bytes, two byte counts of 40- and 28-byte records, the meshes, the texture
 * numbers (padded to four bytes), the index and vertex counts, the 32-bit indices and the 20-byte vertices, which end
 * the file. Every count is checked against the bytes left before anything is allocated.
 */
public final class TrgReader {
    private static final String MAGIC = "TRG\3";
    private static final int AMBIENT_CUBE = 6 * 4;
    private static final int UNKNOWN_RECORD_A = 40;
    private static final int UNKNOWN_RECORD_B = 28;
    private static final int SHADER = 11 * 4;
    private static final int MESH_RECORD = 28;
    private static final int VERTEX = 20;

    private TrgReader() {}

    public static Trg read(byte[] bytes) {
        var cursor = new ByteCursor(bytes, "TRG");
        cursor.expect("magic", MAGIC);
        var cubes = cursor.count32("numAmbientCubes", AMBIENT_CUBE);
        cursor.skip("ambientCubes", (long) cubes * AMBIENT_CUBE);
        cursor.skip("unknown1", 26);
        var recordsA = cursor.u8("numUnknown4");
        var recordsB = cursor.u8("numUnknown5");
        cursor.skip("unknown4", (long) recordsA * UNKNOWN_RECORD_A);
        cursor.skip("unknown5", (long) recordsB * UNKNOWN_RECORD_B);
        var meshCount = cursor.count32("numMeshes", 8);
        var meshes = new ArrayList<Trg.Mesh>(meshCount);
        for (int i = 0; i < meshCount; i++) {
            cursor.enter("meshes", i);
            meshes.add(mesh(cursor));
            cursor.leave();
        }
        var textures = Words.own(cursor.words("textures", cursor.count32("numTextures", 2)));
        while (cursor.position() % 4 != 0) {
            cursor.u8("texturesPadding");
        }
        var countsOffset = cursor.position();
        var indexCount = cursor.u32("numIndices");
        var vertexCount = cursor.u32("numVertices");
        var indices = Ints.own(cursor.dwords("indices", cursor.checkedCount(countsOffset, "numIndices", indexCount, 4)));
        var count = cursor.checkedCount(countsOffset + 4, "numVertices", vertexCount, VERTEX);
        var vertices = new ArrayList<Trg.Vertex>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("vertices", i);
            vertices.add(vertex(cursor));
            cursor.leave();
        }
        if (!cursor.atEnd()) {
            throw cursor.error("vertices", cursor.remaining() + " bytes after the last vertex, where the file ends");
        }
        return new Trg(cubes, meshes, textures, indices, vertices);
    }

    private static Trg.Mesh mesh(ByteCursor cursor) {
        var shaderCount = cursor.count32("numShaders", SHADER);
        var shaders = new ArrayList<Trg.Shader>(shaderCount);
        for (int i = 0; i < shaderCount; i++) {
            cursor.enter("shaders", i);
            var type = cursor.u32("type");
            cursor.skip("unknown", 16);
            var ranges = new ArrayList<Long>(6);
            for (int r = 0; r < 6; r++) {
                ranges.add(cursor.u32("indexInfo"));
            }
            shaders.add(new Trg.Shader(type, ranges));
            cursor.leave();
        }
        cursor.u32("unknown1");
        var records = cursor.count32("numUnknown2", MESH_RECORD);
        cursor.skip("unknown2", (long) records * MESH_RECORD);
        return new Trg.Mesh(shaders, records);
    }

    private static Trg.Vertex vertex(ByteCursor cursor) {
        var x = cursor.s16("x");
        var y = cursor.s16("y");
        var z = cursor.s16("z");
        cursor.s16("unknown");
        var normalX = cursor.s8("normalX");
        var normalY = cursor.s8("normalY");
        var normalZ = cursor.s8("normalZ");
        var texture = cursor.u8("texture");
        var ambient1 = rgb(cursor, "ambient1");
        var u = cursor.u8("u");
        var ambient2 = rgb(cursor, "ambient2");
        return new Trg.Vertex(x, y, z, normalX, normalY, normalZ, texture, ambient1, ambient2, u, cursor.u8("v"));
    }

    private static int rgb(ByteCursor cursor, String field) {
        return cursor.u8(field) << 16 | cursor.u8(field) << 8 | cursor.u8(field);
    }
}
