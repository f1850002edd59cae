package org.tomblens.app.script.api;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.tomblens.format.floordata.ActionType;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.PlacedTrigger;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.floordata.TriggerAction;

/** trview's Trigger: the trigger of the level's {@code number}-th sector that has one (see {@link LevelObject}). */
public record TriggerObject(LevelObject level, int number) implements Bound {
    private static final List<String> NAMES = List.of("colour", "commands", "flags", "number", "only_once",
            "position", "room", "sector", "timer", "type", "visible");

    PlacedTrigger placed() {
        return level.triggers().get(number);
    }

    /** The triggers with an action on {@code index} of {@code kind}, each once. */
    static List<TriggerObject> actingOn(LevelObject level, TargetKind kind, int index) {
        var triggers = level.triggers();
        return IntStream.range(0, triggers.size())
                .filter(n -> triggers.get(n).trigger().actions().stream()
                        .anyMatch(a -> a.target() == kind && a.parameter() == index))
                .mapToObj(n -> new TriggerObject(level, n)).toList();
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Trigger";
    }

    @Override
    public Object get(String key) {
        var placed = placed();
        FloorFunction.Trigger trigger = placed.trigger();
        var position = placed.sector();
        var room = level.level().rooms().get(position.room());
        return switch (key) {
            case "colour" -> level.viewer().triggerColour(number);
            case "commands" -> IntStream.range(0, trigger.actions().size())
                    .mapToObj(i -> command(i, trigger.actions().get(i))).toList();
            case "flags" -> trigger.mask();
            case "number" -> number;
            case "only_once" -> trigger.once();
            // The middle of the sector, at its floor.
            case "position" -> new Vector3(room.x() + position.x() * 1024 + 512,
                    room.sector(position.x(), position.z()).floorY(), room.z() + position.z() * 1024 + 512);
            case "room" -> new RoomObject(level, position.room());
            case "sector" -> new SectorObject(level, position.room(), position.index(room));
            case "timer" -> trigger.timer();
            case "type" -> trigger.type().map(t -> t.label()).orElse("Unknown " + trigger.typeCode());
            case "visible" -> level.viewer().visible(ViewerLink.Kind.TRIGGER, number);
            default -> null;
        };
    }

    /** trview's Command: a trigger action, numbered in its trigger, its type by name and its parameter. */
    private Map<String, Object> command(int index, TriggerAction action) {
        String type;
        if (action instanceof TriggerAction.Simple simple) {
            type = simple.type().label();
        } else if (action instanceof TriggerAction.Camera) {
            type = ActionType.CAMERA.label();
        } else if (action instanceof TriggerAction.Flyby) {
            type = ActionType.FLYBY.label();
        } else {
            type = "Unknown " + ((TriggerAction.Unknown) action).code();
        }
        return Map.of("number", index, "type", type, "index", action.parameter(), "data", data(action));
    }

    /**
     * trview's Command.data: the action's argument (the low ten bits of its word), then for a camera or a flyby the
     * low eleven bits of its extra word, as far as TombLens reads that word (§4.6.2, §4.6.13).
     */
    private static List<Integer> data(TriggerAction action) {
        if (action instanceof TriggerAction.Camera camera) {
            return List.of(camera.camera(), (camera.seconds() | (camera.once() ? 0x100 : 0)
                    | camera.moveTimer() << 9) & 0x7FF);
        }
        if (action instanceof TriggerAction.Flyby flyby && flyby.extraWord()) {
            return List.of(flyby.sequence(), flyby.once() ? 0x100 : 0);
        }
        return List.of(action.parameter() & 0x3FF);
    }

    /** {@code visible}, and {@code colour}, which nil sets back to the default. */
    @Override
    public boolean set(String key, Args.Value value) {
        if (key.equals("colour")) {
            level.viewer().setTriggerColour(number, value.isNil() ? null : WaypointObject.colourOf(value));
            return true;
        }
        return level.viewer().writeVisible(ViewerLink.Kind.TRIGGER, number, key, value);
    }
}
