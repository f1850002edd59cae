package org.tomblens.app.script;

/** A script that failed: a Lua error, a syntax error or a spent budget, its message starting with file:line. */
public final class ScriptFailure extends Exception {
    public ScriptFailure(String message) {
        super(message);
    }
}
