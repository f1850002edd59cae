-- Secrets: where a level's secrets are. TR2 keeps them as pickups (types Secret 1 to 3); TR1 and TR3 to TR5 count a
-- secret when Lara crosses a trigger with a Secret action, whose index is the secret's number from 0.

local enabled = true
local open = true

-- The level's secrets in its own order: each with a name, its room's number, a position, and its item or trigger.
function secrets(level)
    local found = {}
    if level == nil then
        return found
    end
    if level.version == 2 then
        for _, item in ipairs(level.items) do
            if item.type:match("^Secret %d$") then
                found[#found + 1] = { name = item.type, room = item.room.number, position = item.position,
                                      item = item }
            end
        end
    else
        for _, trigger in ipairs(level.triggers) do
            for _, command in ipairs(trigger.commands) do
                if command.type == "Secret" then
                    found[#found + 1] = { name = "Secret " .. (command.index + 1), room = trigger.room.number,
                                          position = trigger.position, trigger = trigger }
                end
            end
        end
    end
    return found
end

function set_enabled(value)
    enabled = value
end

function render_toolbar()
    if ImGui.Button({ label = "Secrets" }) then
        open = true
    end
end

function render_ui()
    if not enabled or not open then
        return
    end
    local shown
    shown, open = ImGui.Begin({ name = "Secrets", open = open })
    if shown then
        local level = trview.level
        local list = secrets(level)
        ImGui.Text({ text = #list .. " secrets" })
        if ImGui.BeginTable({ id = "secrets", column = 3 }) then
            for _, secret in ipairs(list) do
                ImGui.TableNextRow()
                ImGui.TableNextColumn()
                if ImGui.Selectable({ label = secret.name .. "##" .. _ }) then
                    if secret.item then
                        level.selected_item = secret.item
                    else
                        level.selected_trigger = secret.trigger
                    end
                end
                ImGui.TableNextColumn()
                ImGui.Text({ text = tostring(secret.room) })
                ImGui.TableNextColumn()
                local p = secret.position
                ImGui.Text({ text = string.format("%d, %d, %d", p.x, p.y, p.z) })
            end
            ImGui.EndTable()
        end
    end
    ImGui.End()
end
