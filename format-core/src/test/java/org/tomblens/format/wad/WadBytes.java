package org.tomblens.format.wad;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes small libraries for tests, laid out as [WAD]'s quick reference says: texture samples, a texture map,
 * mesh pointers, mesh data, then the animation tables, movables and statics, empty unless given as raw bytes.
 */
final class WadBytes {
    private final List<int[]> samples = new ArrayList<>();
    private byte[] textureMap = new byte[0];
    private final List<Long> pointers = new ArrayList<>();
    private final Little meshData = new Little();
    private byte[] tail = emptyTables();

    /** Adds a sample: x, y, page, flipX, addW, flipY, addH. */
    WadBytes sample(int x, int y, int page, int flipX, int addW, int flipY, int addH) {
        samples.add(new int[] {x, y, page, flipX, addW, flipY, addH});
        return this;
    }

    WadBytes textureMap(byte[] rgb) {
        textureMap = rgb;
        return this;
    }

    WadBytes pointer(long offset) {
        pointers.add(offset);
        return this;
    }

    /** The offset the next mesh will start at. */
    int nextMeshOffset() {
        return meshData.size();
    }

    /**
     * Appends a mesh of {@code vertexCount} vertices (vertex i at (i, 2i, 3i)), no normals, and the polygons,
     * each {@code {shape, v0, v1, v2, [v3,] texture, attributes}}; with {@code padding}, the word [WAD] wants
     * after an odd number of quads.
     */
    WadBytes mesh(int vertexCount, boolean padding, int[]... polygons) {
        meshData.u16(0).u16(0).u16(0).u16(100).u16(0);
        meshData.u16(vertexCount);
        for (int i = 0; i < vertexCount; i++) {
            meshData.u16(i).u16(2 * i).u16(3 * i);
        }
        meshData.u16(0);
        meshData.u16(polygons.length);
        var quads = 0;
        for (var polygon : polygons) {
            for (int i = 0; i < polygon.length - 1; i++) {
                meshData.u16(polygon[i]);
            }
            meshData.u8(polygon[polygon.length - 1]).u8(0);
            quads += polygon[0] == Polygon.QUAD ? 1 : 0;
        }
        if (padding && quads % 2 == 1) {
            meshData.u16(0);
        }
        return this;
    }

    /** Replaces everything after the mesh data (the animation tables, movables and statics) with {@code bytes}. */
    WadBytes tail(byte[] bytes) {
        tail = bytes;
        return this;
    }

    byte[] bytes() {
        var out = new Little();
        out.u32(129).u32(samples.size());
        for (var s : samples) {
            out.u8(s[0]).u8(s[1]).u16(s[2]).u8(s[3]).u8(s[4]).u8(s[5]).u8(s[6]);
        }
        out.u32(textureMap.length).raw(textureMap);
        out.u32(pointers.size());
        pointers.forEach(out::u32);
        var mesh = meshData.toByteArray();
        out.u32(mesh.length / 2).raw(mesh);
        return out.raw(tail).toByteArray();
    }

    /** Eight empty counts: animations, state changes, dispatches, commands, links, keyframes, movables, statics. */
    static byte[] emptyTables() {
        var out = new Little();
        for (int i = 0; i < 8; i++) {
            out.u32(0);
        }
        return out.toByteArray();
    }

    /** A little-endian byte writer. */
    static final class Little extends ByteArrayOutputStream {
        Little u8(int value) {
            write(value);
            return this;
        }

        Little u16(int value) {
            return u8(value).u8(value >> 8);
        }

        Little u32(long value) {
            return u16((int) value).u16((int) (value >> 16));
        }

        Little raw(byte[] bytes) {
            write(bytes, 0, bytes.length);
            return this;
        }
    }
}
