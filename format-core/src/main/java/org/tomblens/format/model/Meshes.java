package org.tomblens.format.model;

import java.util.List;

/**
 * The mesh blob and its pointers (§5.1). Pointers are byte offsets into the blob and may repeat; the
 * meshes are listed by pointer, so repeated pointers give the same {@link Mesh} instance.
 *
 * @param dataWords the blob's size in 16-bit words, as stored
 * @param pointers byte offsets as stored
 * @param byPointer the mesh each pointer reaches
 */
public record Meshes(long dataWords, Ints pointers, List<Mesh> byPointer) {
    public Meshes {
        byPointer = List.copyOf(byPointer);
    }

    /** The mesh of pointer {@code index}. */
    public Mesh get(int index) {
        return byPointer.get(index);
    }

    public int size() {
        return byPointer.size();
    }
}
