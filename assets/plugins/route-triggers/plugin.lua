-- Route triggers: checks a route against the level's triggers. An item that only triggers activate (a door, an
-- enemy) is reached in the game after Lara crosses one of them: the route should visit one of its triggers, as a
-- Trigger waypoint or a Position waypoint on the trigger's sector, before the waypoint on the item.

local enabled = true
local open = true

-- Whether waypoint w stands on trigger t: names it, or lies on its sector.
local function on_trigger(w, t)
    if w.type == "Trigger" then
        return w.trigger ~= nil and w.trigger.number == t.number
    end
    if w.type ~= "Position" or w.room_number ~= t.room.number then
        return false
    end
    local room, sector = t.room.position, t.sector
    return (w.position.x - room.x) // 1024 == sector.x and (w.position.z - room.z) // 1024 == sector.z
end

-- One line per waypoint that needs a word: its number from 1 and what is wrong, or "ok" lines for the rest.
function check_route(route, level)
    local findings = {}
    local waypoints = route.waypoints
    for n, w in ipairs(waypoints) do
        if w.type == "Trigger" and w.trigger == nil then
            findings[#findings + 1] = string.format("%d: no such trigger in the level", n)
        elseif w.type == "Item" and w.item ~= nil and #w.item.trigger_references > 0 then
            local crossed = false
            for earlier = 1, n - 1 do
                for _, t in ipairs(w.item.trigger_references) do
                    crossed = crossed or on_trigger(waypoints[earlier], t)
                end
            end
            if crossed then
                findings[#findings + 1] = string.format("%d: ok, %s is triggered before", n, w.item.type)
            else
                local numbers = {}
                for _, t in ipairs(w.item.trigger_references) do
                    numbers[#numbers + 1] = tostring(t.number)
                end
                findings[#findings + 1] = string.format("%d: %s is reached before any of its triggers (%s)", n,
                    w.item.type, table.concat(numbers, ", "))
            end
        end
    end
    return findings
end

function set_enabled(value)
    enabled = value
end

function render_toolbar()
    if ImGui.Button({ label = "Route triggers" }) then
        open = true
    end
end

function render_ui()
    if not enabled or not open then
        return
    end
    local shown
    shown, open = ImGui.Begin({ name = "Route triggers", open = open })
    if shown then
        local level, route = trview.level, trview.route
        if level == nil or route == nil then
            ImGui.Text({ text = "Open a level and a route." })
        else
            for _, line in ipairs(check_route(route, level)) do
                ImGui.Text({ text = line })
            end
        end
    end
    ImGui.End()
end
