package org.tomblens.format.testing;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A second, deliberately simple reading of a TRLE object library, written from the WAD document's quick
 * reference alone ([WAD] §1–§5): it hops over each section by its declared count and record size, walks the
 * mesh data polygon by polygon (12 bytes a triangle, 14 a quad, a padding word after an odd number of quads),
 * and keeps the raw tables a test needs. It shares no code with the reader, so agreeing counts and an exact
 * end are an independent check of both.
 */
public final class WadLayout {
    /** The counts, keyed as {@code info --json} keys them for a library, in its order. */
    public final Map<String, Long> counts = new LinkedHashMap<>();
    /** The texture samples, eight bytes each as stored: x, y, page (2), flipX, addW, flipY, addH. */
    public final byte[] samples;
    /** Where each mesh the walk met starts, in bytes from the start of the mesh data. */
    public final long[] meshOffsets;
    /** The mesh pointers as stored. */
    public final long[] meshPointers;
    public final int triangles;
    public final int quads;
    /** Every polygon's texture word, in the order stored, and whether the polygon is a quad. */
    public final int[] textureWords;
    public final boolean[] quadPolygon;
    /** The animations, 40 bytes each as stored. */
    public final ByteBuffer animations;
    public final int[] links;
    public final short[] keyframes;
    /** The movables, 18 bytes each as stored. */
    public final ByteBuffer movables;

    private WadLayout(ByteBuffer file) {
        file.order(ByteOrder.LITTLE_ENDIAN);
        if (file.getInt() != 129) {
            throw new IllegalStateException("not version 129");
        }
        var sampleCount = file.getInt();
        samples = new byte[8 * sampleCount];
        file.get(samples);
        var mapBytes = file.getInt();
        file.position(file.position() + mapBytes);
        var pointerCount = file.getInt();
        meshPointers = new long[pointerCount];
        for (int i = 0; i < pointerCount; i++) {
            meshPointers[i] = file.getInt() & 0xFFFFFFFFL;
        }
        var meshWords = file.getInt();
        var meshData = file.slice(file.position(), 2 * meshWords).order(ByteOrder.LITTLE_ENDIAN);
        file.position(file.position() + 2 * meshWords);
        var offsets = new long[meshWords];
        var words = new int[meshWords];
        var isQuad = new boolean[meshWords];
        int meshes = 0;
        int polygons = 0;
        int quadCount = 0;
        while (meshData.hasRemaining()) {
            offsets[meshes++] = meshData.position();
            meshData.position(meshData.position() + 10);
            var vertices = meshData.getShort() & 0xFFFF;
            meshData.position(meshData.position() + 6 * vertices);
            var normals = meshData.getShort();
            meshData.position(meshData.position() + (normals > 0 ? 6 * normals : -2 * normals));
            var count = meshData.getShort() & 0xFFFF;
            var meshQuads = 0;
            for (int p = 0; p < count; p++) {
                var quad = (meshData.getShort() & 0xFFFF) == 9;
                meshData.position(meshData.position() + (quad ? 8 : 6));
                isQuad[polygons] = quad;
                words[polygons++] = meshData.getShort() & 0xFFFF;
                meshData.position(meshData.position() + 2);
                meshQuads += quad ? 1 : 0;
            }
            meshData.position(meshData.position() + (meshQuads % 2 == 1 ? 2 : 0));
            quadCount += meshQuads;
        }
        meshOffsets = Arrays.copyOf(offsets, meshes);
        textureWords = Arrays.copyOf(words, polygons);
        quadPolygon = Arrays.copyOf(isQuad, polygons);
        quads = quadCount;
        triangles = polygons - quadCount;
        var animationCount = file.getInt();
        animations = table(file, animationCount, 40);
        var stateChanges = file.getInt();
        file.position(file.position() + 6 * stateChanges);
        var dispatches = file.getInt();
        file.position(file.position() + 8 * dispatches);
        var commandWords = file.getInt();
        file.position(file.position() + 2 * commandWords);
        links = new int[file.getInt()];
        file.asIntBuffer().get(links);
        file.position(file.position() + 4 * links.length);
        keyframes = new short[file.getInt()];
        file.asShortBuffer().get(keyframes);
        file.position(file.position() + 2 * keyframes.length);
        var movableCount = file.getInt();
        movables = table(file, movableCount, 18);
        var statics = file.getInt();
        file.position(file.position() + 32 * statics);
        if (file.hasRemaining()) {
            throw new IllegalStateException(file.remaining() + " bytes after the statics");
        }
        counts.put("textiles", (long) mapBytes / (256 * 256 * 3));
        counts.put("object_textures", (long) sampleCount);
        counts.put("mesh_data_words", (long) meshWords);
        counts.put("mesh_pointers", (long) pointerCount);
        counts.put("animations", (long) animationCount);
        counts.put("state_changes", (long) stateChanges);
        counts.put("anim_dispatches", (long) dispatches);
        counts.put("anim_commands", (long) commandWords);
        counts.put("mesh_trees", (long) links.length);
        counts.put("frames_words", (long) keyframes.length);
        counts.put("moveables", (long) movableCount);
        counts.put("static_meshes", (long) statics);
    }

    /** Walks a whole library file; fails unless the walk ends exactly at its end. */
    public static WadLayout walk(byte[] file) {
        return new WadLayout(ByteBuffer.wrap(file));
    }

    private static ByteBuffer table(ByteBuffer file, int count, int size) {
        var table = file.slice(file.position(), count * size).order(ByteOrder.LITTLE_ENDIAN);
        file.position(file.position() + count * size);
        return table;
    }
}
