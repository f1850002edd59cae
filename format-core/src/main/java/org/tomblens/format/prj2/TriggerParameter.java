package org.tomblens.format.prj2;

/** A trigger's target, timer, extra or plugin parameter ([PRJ2] {@code TriggerParameters}). */
public sealed interface TriggerParameter {
    /** No parameter (type -1, or the chunk is absent). */
    record None() implements TriggerParameter {}

    /** A plain number (type 0): a flip map, a track, a flipeffect, a timer … */
    record Number(int value) implements TriggerParameter {}

    /** One of the project's objects, by its object id (type 1). */
    record ObjectRef(long objectId) implements TriggerParameter {}

    /** A room, by its room index (type 2). */
    record RoomRef(long roomIndex) implements TriggerParameter {}

    /** A Lua function name (type 3, Tomb Engine). */
    record LuaFunction(String name) implements TriggerParameter {}

    None NONE = new None();
}
