package org.tomblens.app.script.api;

/**
 * A Lua value a Java object keeps (a Scriptable's {@code data}, {@code on_click}, {@code on_tooltip}): held in its
 * Lua state's registry under {@code id}, so Lua's collector leaves it alone, and pushed back from there. Good in that
 * one state only.
 */
public record LuaRef(int id) {}
