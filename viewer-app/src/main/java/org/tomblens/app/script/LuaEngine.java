package org.tomblens.app.script;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executor;
import org.tomblens.app.script.api.LuaBridge;
import org.tomblens.app.script.api.LuaRef;
import party.iroiro.luajava.LuaException;
import party.iroiro.luajava.lua54.Lua54;

/**
 * One Lua 5.4 state, sandboxed ({@code sandbox.lua}: no processes, no native code) and on a {@link ScriptBudget},
 * with {@code print} writing to the output it is given. A console or a plugin keeps its state between runs; the
 * command line makes one per script. One thread at a time.
 */
public final class LuaEngine implements AutoCloseable {
    private final Lua54 lua = new Lua54();
    private final LuaBridge bridge;
    private final ScriptBudget budget;
    private final int armRef;

    public LuaEngine(ScriptBudget budget, PrintWriter out) {
        this(budget, out, Runnable::run);
    }

    /**
     * A state whose functions kept by the API's objects are called through {@code own}, which runs a task on the
     * thread that uses the state: that thread's executor, or at once where the caller is that thread.
     */
    public LuaEngine(ScriptBudget budget, PrintWriter out, Executor own) {
        this.budget = budget;
        lua.openLibraries();
        bridge = new LuaBridge(lua, (function, argument, answer) -> own.execute(() -> {
            String result = null;
            try {
                result = callKept(function, argument);
            } catch (ScriptFailure e) {
                out.println(e.getMessage());
                out.flush();
            }
            answer.accept(result);
        }));
        try {
            load(resource("sandbox.lua"), "=sandbox");
            lua.push(bridge.function("budget", args -> budget.spend()));
            lua.push((long) ScriptBudget.STEP);
            lua.push(bridge.function("print", args -> {
                out.println(args.get(1).string());
                out.flush();
                return null;
            }));
            lua.pCall(3, 1);
        } catch (LuaException e) {
            throw new IllegalStateException("the sandbox did not load: " + e.getMessage(), e);
        }
        armRef = lua.ref();
    }

    public LuaBridge bridge() {
        return bridge;
    }

    /** Sets the global {@code name} to {@code value}, as {@link LuaBridge#push} gives it to Lua. */
    public void setGlobal(String name, Object value) {
        bridge.push(lua, value);
        lua.setGlobal(name);
    }

    /**
     * Runs {@code source} as a chunk named {@code chunkName} ("@FILE" for a file, as Lua names them) with
     * {@code args} as its {@code ...}, on a renewed budget.
     *
     * @throws ScriptFailure a syntax or run-time error, or the budget spent: the message starts with file:line
     */
    public void run(String source, String chunkName, List<String> args) throws ScriptFailure {
        budget.renew();
        int top = lua.getTop();
        try {
            lua.refGet(armRef);
            lua.pCall(0, 0);
            load(source, chunkName);
            args.forEach(arg -> bridge.push(lua, arg));
            lua.pCall(args.size(), 0);
        } catch (LuaException e) {
            throw failure(e);
        } finally {
            lua.setTop(top);
        }
    }

    /**
     * Calls the global function {@code name} with {@code args}, on a renewed budget, as trview calls a plugin's
     * {@code render_ui}; false when the script defines no such function.
     *
     * @throws ScriptFailure the function failed: the message starts with file:line
     */
    public boolean call(String name, List<Object> args) throws ScriptFailure {
        budget.renew();
        int top = lua.getTop();
        try {
            lua.getGlobal(name);
            if (!lua.isFunction(-1)) {
                return false;
            }
            lua.refGet(armRef);
            lua.pCall(0, 0);
            args.forEach(arg -> bridge.push(lua, arg));
            lua.pCall(args.size(), 0);
            return true;
        } catch (LuaException e) {
            throw failure(e);
        } finally {
            lua.setTop(top);
        }
    }

    /** Calls a function the API kept with {@code argument}, on a renewed budget; its first result as a string, or null. */
    private String callKept(LuaRef function, Object argument) throws ScriptFailure {
        budget.renew();
        int top = lua.getTop();
        try {
            lua.refGet(armRef);
            lua.pCall(0, 0);
            lua.refGet(function.id());
            bridge.push(lua, argument);
            lua.pCall(1, 1);
            return lua.isString(-1) ? lua.toString(-1) : null;
        } catch (LuaException e) {
            throw failure(e);
        } finally {
            lua.setTop(top);
        }
    }

    private static ScriptFailure failure(LuaException e) {
        return new ScriptFailure(e.getMessage() == null ? "(an error object that is not a string)" : e.getMessage());
    }

    private void load(String source, String chunkName) throws LuaException {
        var bytes = source.getBytes(StandardCharsets.UTF_8);
        lua.load(ByteBuffer.allocateDirect(Math.max(1, bytes.length)).put(bytes).flip(), chunkName);
    }

    private static String resource(String name) {
        try (var in = LuaEngine.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        lua.close();
    }
}
