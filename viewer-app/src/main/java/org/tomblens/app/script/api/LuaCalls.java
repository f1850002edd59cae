package org.tomblens.app.script.api;

import java.util.function.Consumer;

/**
 * Calls into one Lua state from outside a script's own run (the window clicking a Scriptable, or hovering over it),
 * on the thread that owns the state: at once where that is the caller's, else when that thread is next free. The
 * caller never waits.
 */
@FunctionalInterface
public interface LuaCalls {
    /**
     * Calls {@code function} with {@code argument}, then gives {@code answer} its first result as a string (null when
     * it gave none, or failed: its error goes where the state prints).
     */
    void call(LuaRef function, Object argument, Consumer<String> answer);
}
