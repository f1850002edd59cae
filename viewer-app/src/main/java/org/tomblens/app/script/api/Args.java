package org.tomblens.app.script.api;

import party.iroiro.luajava.Lua;

/** The arguments of one call from Lua, numbered from 1 as Lua numbers them (a method's object is argument 1). */
public final class Args {
    private final Lua lua;
    private final LuaBridge bridge;
    private final String function;

    Args(Lua lua, LuaBridge bridge, String function) {
        this.lua = lua;
        this.bridge = bridge;
        this.function = function;
    }

    /** How functions kept by the API's objects are called in the calling script's state. */
    LuaCalls calls() {
        return bridge.calls();
    }

    public int count() {
        return lua.getTop();
    }

    /** Argument {@code index}, which may be absent or nil. */
    public Value get(int index) {
        return new Value(this, index);
    }

    /** One argument or written value, read as the API needs it; a wrong type is the script's error. */
    public record Value(Args args, int index) {
        public boolean isNil() {
            return args.lua.isNoneOrNil(index);
        }

        public boolean isString() {
            return args.lua.isString(index);
        }

        public boolean bool() {
            return args.lua.toBoolean(index);
        }

        public long integer() {
            if (!args.lua.isNumber(index)) {
                throw args.wrong(index, "a number");
            }
            return args.lua.toInteger(index);
        }

        public double number() {
            if (!args.lua.isNumber(index)) {
                throw args.wrong(index, "a number");
            }
            return args.lua.toNumber(index);
        }

        public String string() {
            if (!args.lua.isString(index)) {
                throw args.wrong(index, "a string");
            }
            return args.lua.toString(index);
        }

        /** The API object, or null when the value is none of ours. */
        public Bound bound() {
            return args.bridge.bound(args.lua, index);
        }

        /** The API object of type {@code type}, or the script's error. */
        public <T extends Bound> T bound(Class<T> type) {
            var object = bound();
            if (!type.isInstance(object)) {
                throw args.wrong(index, "a " + type.getSimpleName().replace("Object", ""));
            }
            return type.cast(object);
        }

        /** A table's field, or nil. */
        public Value field(String name) {
            if (!args.lua.isTable(index)) {
                throw args.wrong(index, "a table");
            }
            args.lua.getField(index, name);
            return new Value(args, args.lua.getTop());
        }

        /** A table of strings, from 1 to its length. */
        public java.util.List<String> strings() {
            if (!args.lua.isTable(index)) {
                throw args.wrong(index, "a table");
            }
            var strings = new java.util.ArrayList<String>();
            for (int i = 1; i <= args.lua.rawLength(index); i++) {
                args.lua.rawGetI(index, i);
                strings.add(new Value(args, args.lua.getTop()).string());
                args.lua.pop(1);
            }
            return java.util.List.copyOf(strings);
        }

        /**
         * Keeps this value in the state's registry in place of {@code old} (released, when not null): the value
         * kept, or null for nil, which keeps nothing.
         */
        public LuaRef keep(LuaRef old) {
            if (old != null) {
                args.lua.unref(old.id());
            }
            if (isNil()) {
                return null;
            }
            args.lua.pushValue(index);
            return new LuaRef(args.lua.ref());
        }

        public boolean isTable() {
            return args.lua.isTable(index);
        }

        /** A Vector3: any table with x, y and z, as trview reads one. */
        public Vector3 vector() {
            return new Vector3(field("x").numberOr(0), field("y").numberOr(0), field("z").numberOr(0));
        }

        private double numberOr(double otherwise) {
            return isNil() ? otherwise : number();
        }
    }

    private ScriptError wrong(int index, String wanted) {
        var got = lua.isNone(index) ? "nothing" : lua.type(index).name().toLowerCase(java.util.Locale.ROOT);
        return new ScriptError("bad argument #" + index + " to '" + function + "' (" + wanted + " expected, got "
                + got + ")");
    }
}
