package org.tomblens.format.prj2;

import java.util.Optional;

/** A [PRJ2] enum value with the code the file stores for it. */
interface Coded {
    int code();

    /** The value of {@code values} stored as {@code code}, empty for a code none has. */
    static <E extends Coded> Optional<E> byCode(E[] values, long code) {
        for (var value : values) {
            if (value.code() == code) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
