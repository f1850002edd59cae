package org.tomblens.app.script.api;

import java.util.List;

/**
 * One of trview's Lua objects (Level, Room, Item …), which Lua sees as a userdata: its properties and methods are
 * looked up by name on each access, as trview's {@code __index} does, so a script always sees the level as it is.
 */
public interface Bound {
    /** trview's name of the type, e.g. {@code "Item"}: what {@code tostring} shows and errors name. */
    String typeName();

    /** The names of its properties and methods, as trview's documentation lists them; the bridge asks for no other. */
    List<String> names();

    /**
     * The property or method {@code key}: a value {@link LuaBridge#push} knows (a {@link Method} for a method), or
     * null, which Lua reads as nil, for a name the type does not have.
     */
    Object get(String key);

    /**
     * Writes the property {@code key} where trview lets a script write it (selection, visibility, the route, the
     * camera); false where it does not, which the bridge reports as an error.
     */
    default boolean set(String key, Args.Value value) {
        return false;
    }
}
