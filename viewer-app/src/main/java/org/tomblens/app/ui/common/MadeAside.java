package org.tomblens.app.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * What a panel shows of a level that takes long to make (its rows, formatted), made off the window's thread: a
 * frame asks for it each time, and gets it once it is made. A retail level's take tens of milliseconds, which would
 * otherwise all come in the level's first frame, the one the user waits for. The making begins at the second frame
 * that asks, not the first: the first frame of a level has the processor's cores to itself, and the rows come a
 * frame later.
 *
 * @param <K> what it is made from (the level shown, or a part of it), told apart by identity
 * @param <T> what is made, which must be safe to hand to another thread once made (immutable)
 */
public final class MadeAside<K, T> {
    private final Function<K, T> make;
    private K from;
    private CompletableFuture<T> making;

    public MadeAside(Function<K, T> make) {
        this.make = make;
    }

    /** Whether {@code key} is another than the last asked for: then {@link #get} begins making it anew. */
    public boolean isNew(K key) {
        return key != from;
    }

    /**
     * What is made from {@code key}, or null while it is not made yet: when {@code key} is new the making is to
     * begin, and it begins at the next ask.
     */
    public T get(K key) {
        if (isNew(key)) {
            from = key;
            making = null;
            return null;
        }
        if (making == null) {
            making = CompletableFuture.supplyAsync(() -> make.apply(key));
        }
        return making.isDone() ? making.join() : null;
    }
}
