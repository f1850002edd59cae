package org.tomblens.app.script.api;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import party.iroiro.luajava.JFunction;
import party.iroiro.luajava.Lua;
import party.iroiro.luajava.lua54.Lua54Natives;

/**
 * Carries values between Java and one Lua state. An API object ({@link Bound}) becomes a userdata that holds only a
 * number, its handle, as a user value: its metatable (the same for every type) looks the handle up and asks the
 * object. The bridge keeps one userdata per object (objects are records, equal when they name the same thing), so
 * {@code level.items[1] == level.items[1]} as in trview, and a plugin that reads the level every frame makes no new
 * ones. No Java object itself reaches Lua, and with it nothing of Java's reflection.
 */
public final class LuaBridge {
    private static final String METATABLE = "TombLens.object";

    private final Map<Bound, Integer> handles = new HashMap<>();
    private final List<Bound> objects = new ArrayList<>();
    private final int userdataRef;
    private final LuaCalls calls;

    /** A bridge into {@code lua}, whose functions kept by Java objects are called through {@code calls}. */
    public LuaBridge(Lua lua, LuaCalls calls) {
        this.calls = calls;
        lua.newTable();
        userdataRef = lua.ref();
        lua.newRegisteredMetatable(METATABLE);
        lua.push(function("__index", args -> index(args)));
        lua.setField(-2, "__index");
        lua.push(function("__newindex", args -> newIndex(args)));
        lua.setField(-2, "__newindex");
        lua.push(function("__tostring", args -> args.get(1).bound().typeName()));
        lua.setField(-2, "__tostring");
        lua.push(false);
        lua.setField(-2, "__metatable");
        lua.pop(1);
    }

    /** How functions kept by the API's objects are called in this bridge's state. */
    LuaCalls calls() {
        return calls;
    }

    /** Pushes {@code value} on {@code lua}'s stack as the API gives it to Lua. */
    public void push(Lua lua, Object value) {
        if (value == null) {
            lua.pushNil();
        } else if (value instanceof Boolean b) {
            lua.push(b);
        } else if (value instanceof Integer || value instanceof Long) {
            lua.push(((Number) value).longValue());
        } else if (value instanceof Double || value instanceof Float) {
            lua.push((Number) ((Number) value).doubleValue());
        } else if (value instanceof String s) {
            pushString(lua, s);
        } else if (value instanceof Vector3 v) {
            pushFields(lua, Map.of("x", v.x(), "y", v.y(), "z", v.z()));
        } else if (value instanceof Colour c) {
            pushFields(lua, Map.of("r", c.r(), "g", c.g(), "b", c.b(), "a", c.a()));
        } else if (value instanceof LuaRef kept) {
            lua.refGet(kept.id());
        } else if (value instanceof Bound bound) {
            pushBound(lua, bound);
        } else if (value instanceof Method method) {
            lua.push(function("function", method));
        } else if (value instanceof List<?> list) {
            pushList(lua, list);
        } else if (value instanceof Map<?, ?> map) {
            pushFields(lua, map);
        } else {
            throw new IllegalArgumentException("no Lua value for " + value.getClass());
        }
    }

    /** The API object at {@code index}, or null when the value there is not one. */
    Bound bound(Lua lua, int index) {
        if (!lua.isUserdata(index) || lua.getMetaField(index, "__name") == 0) {
            return null;
        }
        var ours = METATABLE.equals(lua.toString(-1));
        lua.pop(1);
        if (!ours) {
            return null;
        }
        natives(lua).lua_getiuservalue(lua.getPointer(), index, 1);
        var handle = (int) lua.toInteger(-1);
        lua.pop(1);
        return objects.get(handle);
    }

    /** A Lua function that runs {@code method}; an API error becomes a Lua error at the calling script's line. */
    public JFunction function(String name, Method method) {
        return lua -> {
            Object result;
            try {
                result = method.call(new Args(lua, this, name));
            } catch (ScriptError e) {
                throw new Raised(where(lua) + e.getMessage());
            }
            if (result instanceof Values values) {
                values.values().forEach(value -> push(lua, value));
                return values.values().size();
            }
            push(lua, result);
            return 1;
        };
    }

    private Object index(Args args) {
        var object = args.get(1).bound();
        var key = args.get(2);
        return object == null || !key.isString() || !object.names().contains(key.string()) ? null
                : object.get(key.string());
    }

    private Object newIndex(Args args) {
        var object = args.get(1).bound();
        var key = args.get(2).string();
        if (!object.names().contains(key) || !object.set(key, args.get(3))) {
            throw new ScriptError(!object.names().contains(key)
                    ? object.typeName() + " has no property '" + key + "'"
                    : object.typeName() + "." + key + " is read-only");
        }
        return null;
    }

    private void pushBound(Lua lua, Bound bound) {
        var handle = handles.computeIfAbsent(bound, b -> {
            objects.add(b);
            return objects.size() - 1;
        });
        lua.refGet(userdataRef);
        lua.rawGetI(-1, handle + 1);
        if (lua.isNil(-1)) {
            lua.pop(1);
            var natives = natives(lua);
            natives.lua_newuserdatauv(lua.getPointer(), 0, 1);
            lua.push((long) handle);
            natives.lua_setiuservalue(lua.getPointer(), -2, 1);
            lua.getRegisteredMetatable(METATABLE);
            lua.setMetatable(-2);
            lua.pushValue(-1);
            lua.rawSetI(-3, handle + 1);
        }
        lua.remove(-2);
    }

    private void pushList(Lua lua, List<?> list) {
        lua.createTable(list.size(), 0);
        for (int i = 0; i < list.size(); i++) {
            push(lua, list.get(i));
            lua.rawSetI(-2, i + 1);
        }
    }

    private void pushFields(Lua lua, Map<?, ?> fields) {
        lua.createTable(0, fields.size());
        fields.forEach((key, value) -> {
            push(lua, value);
            if (key instanceof Number n) {
                lua.rawSetI(-2, n.intValue());
            } else {
                lua.setField(-2, key.toString());
            }
        });
    }

    /** Lua strings are bytes: a name is given as UTF-8, as trview gives it. */
    private static void pushString(Lua lua, String s) {
        var bytes = s.getBytes(StandardCharsets.UTF_8);
        var buffer = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
        lua.push(buffer);
    }

    /** "file:line: " of the script's function that called into the API. */
    private static String where(Lua lua) {
        natives(lua).luaL_where(lua.getPointer(), 1);
        var where = lua.toString(-1);
        lua.pop(1);
        return where;
    }

    private static Lua54Natives natives(Lua lua) {
        return (Lua54Natives) lua.getLuaNatives();
    }

    /** An error raised in Lua: the bridge's Lua library shows a Java exception by its {@code toString}. */
    private static final class Raised extends RuntimeException {
        Raised(String message) {
            super(message, null, false, false);
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }
}
