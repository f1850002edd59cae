package org.tomblens.render.scene;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.List;
import org.tomblens.format.geometry.AnimatedTextureSequence;
import org.tomblens.format.geometry.ObjectTextureTable;
import org.tomblens.render.gl.TextureBuffer;

/**
 * Animated textures (§9.4): each sequence's object textures take the next one's corners and page, step by
 * step ({@link AmbientSteps}), by rewriting their entries in the object-texture table on the GPU; no vertex is touched.
 */
final class AnimatedTextures {
    private static final int ENTRY_BYTES = ObjectTextureTable.FLOATS_PER_TEXTURE * Float.BYTES;

    private final FloatBuffer original;
    private final int[][] sequences;
    private final ByteBuffer entry = ByteBuffer.allocateDirect(ENTRY_BYTES).order(ByteOrder.nativeOrder());
    private long shownStep = 0;

    AnimatedTextures(ObjectTextureTable table, List<AnimatedTextureSequence> sequences) {
        this.original = table.floats().duplicate();
        this.sequences = sequences.stream()
                .map(sequence -> sequence.objectTextures().stream().mapToInt(Integer::intValue)
                        .filter(index -> index < table.size()).toArray())
                .filter(sequence -> sequence.length > 1)
                .toArray(int[][]::new);
    }

    boolean isEmpty() {
        return sequences.length == 0;
    }

    /** Shows the step for {@code seconds}, rewriting the table only when the step changed. */
    void update(double seconds, TextureBuffer table) {
        var step = AmbientSteps.step(seconds);
        if (step == shownStep || sequences.length == 0) {
            return;
        }
        shownStep = step;
        for (var sequence : sequences) {
            var shift = (int) Math.floorMod(step, (long) sequence.length);
            for (int i = 0; i < sequence.length; i++) {
                var from = sequence[(i + shift) % sequence.length] * ObjectTextureTable.FLOATS_PER_TEXTURE;
                entry.clear();
                for (int f = 0; f < ObjectTextureTable.FLOATS_PER_TEXTURE; f++) {
                    entry.putFloat(original.get(from + f));
                }
                entry.flip();
                table.update((long) sequence[i] * ENTRY_BYTES, entry);
            }
        }
    }
}
