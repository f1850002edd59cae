package org.tomblens.format.diff;

import java.util.Objects;

/**
 * A short name for content too large to print (a mesh, a texture page, an animation's keyframes): equal content
 * gives equal digests, so an old and a new digest that differ say that the content changed.
 */
final class Digest {
    private Digest() {}

    static String of(Object content) {
        return of(Objects.hashCode(content));
    }

    static String of(int hash) {
        return String.format("%08x", hash);
    }
}
