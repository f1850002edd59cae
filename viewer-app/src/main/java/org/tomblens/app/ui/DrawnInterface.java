package org.tomblens.app.ui;

import imgui.ImDrawData;
import imgui.ImVec4;
import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * What the interface drew in the last frame, as Dear ImGui's draw lists (every vertex, index and command, the display's
 * size and scale): a frame whose lists are byte for byte the same, and that draws no texture but the font's, would
 * draw the same pixels. Each frame's lists are written next to the last's and compared, then kept in their stead;
 * the buffers grow when the lists do and are reused otherwise.
 */
final class DrawnInterface implements AutoCloseable {
    /** An {@code ImDrawVert}: its position's two floats come first. */
    private static final int VERTEX = ImDrawData.sizeOfImDrawVert();
    private static final int INDEX = ImDrawData.sizeOfImDrawIdx();

    /** The last frame's lists, from position 0 to the limit (none before the first frame). */
    private ByteBuffer last = MemoryUtil.memAlloc(1 << 16).limit(0);
    private ByteBuffer next = MemoryUtil.memAlloc(1 << 16);
    /** A list's vertices, read while its indices are. */
    private ByteBuffer vertices = MemoryUtil.memAlloc(1 << 16);
    private final ImVec4 clip = new ImVec4();
    private boolean onlyFont;

    /**
     * Notes this frame's draw lists and returns whether they are the last frame's and draw with the font's texture
     * ({@code fontTexture}) alone: other textures (a model's view, a texture page) may have changed their pixels.
     */
    boolean same(ImDrawData data, long fontTexture) {
        next.clear();
        onlyFont = true;
        putFloat(data.getDisplayPosX());
        putFloat(data.getDisplayPosY());
        putFloat(data.getDisplaySizeX());
        putFloat(data.getDisplaySizeY());
        putFloat(data.getFramebufferScaleX());
        putFloat(data.getFramebufferScaleY());
        for (int list = 0; list < data.getCmdListsCount(); list++) {
            var commands = data.getCmdListCmdBufferSize(list);
            putInt(commands);
            for (int c = 0; c < commands; c++) {
                var texture = data.getCmdListCmdBufferTextureId(list, c);
                onlyFont &= texture == fontTexture;
                putLong(texture);
                putInt(data.getCmdListCmdBufferElemCount(list, c));
                putInt(data.getCmdListCmdBufferIdxOffset(list, c));
                putInt(data.getCmdListCmdBufferVtxOffset(list, c));
                data.getCmdListCmdBufferClipRect(clip, list, c);
                putFloat(clip.x);
                putFloat(clip.y);
                putFloat(clip.z);
                putFloat(clip.w);
            }
            putBytes(data.getCmdListVtxBufferData(list), data.getCmdListVtxBufferSize(list) * VERTEX);
            putBytes(data.getCmdListIdxBufferData(list), data.getCmdListIdxBufferSize(list) * INDEX);
        }
        next.flip();
        var same = onlyFont && next.equals(last);
        var kept = last;
        last = next;
        next = kept;
        return same;
    }

    /**
     * Whether the lists draw within the rectangle {@code left, top, right, bottom} (in the interface's coordinates):
     * whether the box round one of their triangles meets it within the triangle's clip rectangle.
     */
    boolean drawsWithin(ImDrawData data, float left, float top, float right, float bottom) {
        for (int list = 0; list < data.getCmdListsCount(); list++) {
            // The binding hands out vertices and indices in one buffer it reuses: the vertices are copied first.
            var size = data.getCmdListVtxBufferSize(list) * VERTEX;
            if (vertices.capacity() < size) {
                MemoryUtil.memFree(vertices);
                vertices = MemoryUtil.memAlloc(Math.max(size, 2 * vertices.capacity()));
            }
            vertices.put(0, data.getCmdListVtxBufferData(list), 0, size);
            var indices = data.getCmdListIdxBufferData(list);
            for (int c = 0; c < data.getCmdListCmdBufferSize(list); c++) {
                data.getCmdListCmdBufferClipRect(clip, list, c);
                var x0 = Math.max(clip.x, left);
                var y0 = Math.max(clip.y, top);
                var x1 = Math.min(clip.z, right);
                var y1 = Math.min(clip.w, bottom);
                if (x0 >= x1 || y0 >= y1) {
                    continue;
                }
                var base = data.getCmdListCmdBufferVtxOffset(list, c);
                var first = data.getCmdListCmdBufferIdxOffset(list, c);
                var end = first + data.getCmdListCmdBufferElemCount(list, c);
                for (int i = first; i + 2 < end; i += 3) {
                    if (triangleMeets(base, indices, i, x0, y0, x1, y1)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the box round the triangle of indices i to i + 2 meets the rectangle x0, y0 to x1, y1. */
    private boolean triangleMeets(int base, ByteBuffer indices, int i, float x0, float y0, float x1, float y1) {
        var minX = Float.POSITIVE_INFINITY;
        var minY = Float.POSITIVE_INFINITY;
        var maxX = Float.NEGATIVE_INFINITY;
        var maxY = Float.NEGATIVE_INFINITY;
        for (int corner = i; corner < i + 3; corner++) {
            var vertex = (base + index(indices, corner)) * VERTEX;
            var x = vertices.getFloat(vertex);
            var y = vertices.getFloat(vertex + 4);
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }
        return Math.max(minX, x0) < Math.min(maxX, x1) && Math.max(minY, y0) < Math.min(maxY, y1);
    }

    private static int index(ByteBuffer indices, int i) {
        return INDEX == 2 ? Short.toUnsignedInt(indices.getShort(i * 2)) : indices.getInt(i * 4);
    }

    private void putInt(int value) {
        room(4);
        next.putInt(value);
    }

    private void putLong(long value) {
        room(8);
        next.putLong(value);
    }

    private void putFloat(float value) {
        putInt(Float.floatToRawIntBits(value));
    }

    private void putBytes(ByteBuffer from, int length) {
        room(length);
        next.put(next.position(), from, 0, length);
        next.position(next.position() + length);
    }

    /** Makes room for {@code bytes} more in the buffer being written, keeping what it holds. */
    private void room(int bytes) {
        if (next.remaining() < bytes) {
            var written = next.position();
            next = MemoryUtil.memRealloc(next, Math.max(next.capacity() * 2, written + bytes));
            next.limit(next.capacity()).position(written);
        }
    }

    @Override
    public void close() {
        MemoryUtil.memFree(last);
        MemoryUtil.memFree(next);
        MemoryUtil.memFree(vertices);
    }
}
