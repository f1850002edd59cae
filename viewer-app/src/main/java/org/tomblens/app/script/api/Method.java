package org.tomblens.app.script.api;

/** A function of the API as Lua calls it: its arguments, a method's object first, and the one value it returns. */
@FunctionalInterface
public interface Method {
    Object call(Args args);
}
