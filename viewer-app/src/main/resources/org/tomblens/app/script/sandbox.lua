-- Run once in every Lua state before any script: it takes away what starts processes or loads native code,
-- and arms the instruction budget on the main thread and on every coroutine made after it.
local check, every, write = ...

print = function(...)
    local parts = table.pack(...)
    for i = 1, parts.n do parts[i] = tostring(parts[i]) end
    write(table.concat(parts, "\t", 1, parts.n))
end

-- Processes and native code: os.execute and io.popen start programs, os.exit would end the viewer,
-- package.loadlib and the C searchers load native libraries, and the Java bridge's own table reaches any class.
os.execute, os.exit, io.popen = nil, nil, nil
package.loadlib, package.cpath = nil, ""
package.searchers = { package.searchers[1], package.searchers[2] }
package.loaded.java, java = nil, nil

-- Text chunks only: a crafted binary chunk can corrupt Lua's memory. An env given, even nil, is passed on, and
-- none given is none: Lua tells the two apart.
local load0, loadfile0 = load, loadfile
load = function(chunk, name, _, ...) return load0(chunk, name, "t", ...) end
loadfile = function(name, _, ...) return loadfile0(name, "t", ...) end
dofile = function(name) return assert(loadfile(name))() end

-- The budget: every `every` instructions the hook asks how much is left. Once it is spent, the hook fires on
-- every instruction, so a pcall around the loop cannot keep it going.
local sethook = debug.sethook
local function hook()
    local stop = check()
    if stop then
        sethook(hook, "", 1)
        error(stop, 2)
    end
end
sethook(hook, "", every)

-- Lua gives a new coroutine its creator's hook but not the Lua function behind it: arm each one on entry.
local create, wrap = coroutine.create, coroutine.wrap
local function armed(f)
    if type(f) ~= "function" then return f end
    return function(...)
        sethook(hook, "", every)
        return f(...)
    end
end
coroutine.create = function(f) return create(armed(f)) end
coroutine.wrap = function(f) return wrap(armed(f)) end

-- What would take the budget away or reach the bridge's hidden state.
debug.sethook, debug.getregistry, debug.setuservalue, debug.getuservalue = nil, nil, nil, nil

-- Arms the budget again before each run, on the thread that runs it.
return function() sethook(hook, "", every) end
