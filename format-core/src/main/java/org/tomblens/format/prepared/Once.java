package org.tomblens.format.prepared;

import java.util.function.Supplier;

/**
 * A value made the first time it is asked for and kept from then on, whichever thread asks: what a prepared
 * level derives is made at most once, and only when someone needs it.
 */
final class Once<T> {
    private Supplier<? extends T> maker;
    private T value;

    Once(Supplier<? extends T> maker) {
        this.maker = maker;
    }

    synchronized T get() {
        if (maker != null) {
            value = maker.get();
            maker = null;
        }
        return value;
    }
}
