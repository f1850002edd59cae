package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL14C.glMultiDrawElements;
import static org.lwjgl.opengl.GL11C.*;

import java.nio.IntBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * Gathers index runs of one mesh and draws them with a single {@code glMultiDrawElements}: the whole
 * level's visible rooms in one pass cost one draw call. Its lists are allocated once.
 */
final class MultiDraw implements AutoCloseable {
    private final IntBuffer counts;
    private final PointerBuffer offsets;
    private int runs;
    private long indices;

    MultiDraw(int capacity) {
        counts = MemoryUtil.memAllocInt(Math.max(1, capacity));
        offsets = MemoryUtil.memAllocPointer(Math.max(1, capacity));
    }

    /**
     * Adds {@code count} u32 indices from index {@code first}; empty runs are skipped. More runs than the
     * capacity is a mistake in sizing it, never dropped in silence.
     */
    void add(int first, int count) {
        if (count > 0) {
            if (runs == counts.capacity()) {
                throw new IllegalStateException("a multi-draw of " + runs + " runs is full");
            }
            counts.put(runs, count);
            offsets.put(runs, (long) first * 4);
            runs++;
            indices += count;
        }
    }

    /** Draws what was gathered (if anything) and starts a new list; counts the call in {@code stats}. */
    void draw(FrameStats stats) {
        if (runs > 0) {
            counts.limit(runs);
            offsets.limit(runs);
            glMultiDrawElements(GL_TRIANGLES, counts, GL_UNSIGNED_INT, offsets);
            counts.clear();
            offsets.clear();
            stats.drawCalls++;
            stats.triangles += indices / 3;
        }
        runs = 0;
        indices = 0;
    }

    @Override
    public void close() {
        MemoryUtil.memFree(counts);
        MemoryUtil.memFree(offsets);
    }
}
