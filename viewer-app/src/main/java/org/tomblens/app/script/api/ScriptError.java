package org.tomblens.app.script.api;

/**
 * A wrong call from a script (a missing argument, a write to a read-only property): the bridge raises it in Lua as
 * an error at the script's line, so {@code pcall} can catch it as any Lua error.
 */
public final class ScriptError extends RuntimeException {
    public ScriptError(String message) {
        super(message);
    }
}
