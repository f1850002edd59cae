package org.tomblens.app.script.api;

import java.util.List;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.names.EntityNames;

/**
 * trview's Item: entity {@code number} of the level, or past the entities a TR4/TR5 AI object. Its position is the
 * file's, in world units, as trview gives it (trview scales it down to draw, and back up for Lua).
 */
public record ItemObject(LevelObject level, int number) implements Bound {
    private static final List<String> NAMES = List.of("activation_flags", "ai", "angle", "categories", "clear_body",
            "invisible", "ng", "number", "ocb", "position", "remastered_extra", "room", "trigger_references",
            "triggered_by", "type", "type_id", "visible");

    private boolean ai() {
        return number >= level.level().entities().size();
    }

    private int type() {
        return ai() ? aiObject().type() : entity().type();
    }

    int roomNumber() {
        return ai() ? aiObject().room() : entity().room();
    }

    private org.tomblens.format.model.Entity entity() {
        return level.level().entities().get(number);
    }

    private org.tomblens.format.model.AiObject aiObject() {
        return level.level().aiObjects().get(number - level.level().entities().size());
    }

    private int flags() {
        return ai() ? aiObject().flags() : entity().flags();
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Item";
    }

    @Override
    public Object get(String key) {
        var version = level.level().version();
        return switch (key) {
            // Bits 9..13 of the flags (§5.5), as trview reads them for entities and AI objects alike.
            case "activation_flags" -> (flags() & 0x3E00) >> 9;
            case "ai" -> ai();
            case "angle" -> ai() ? aiObject().angle() : entity().angle();
            case "categories" -> level.written(typeName(), number, key, List.of());
            case "clear_body" -> (flags() & 0x0080) != 0;
            case "invisible" -> (flags() & 0x0100) != 0;
            case "ng" -> null;
            case "number" -> number;
            case "ocb" -> ai() ? aiObject().ocb() : version.atLeast(GameVersion.TR4) ? entity().intensity2OrOcb() : 0;
            case "position" -> ai() ? new Vector3(aiObject().x(), aiObject().y(), aiObject().z())
                    : new Vector3(entity().x(), entity().y(), entity().z());
            case "remastered_extra" -> false;
            case "room" -> RoomObject.of(level, roomNumber());
            case "trigger_references", "triggered_by" -> TriggerObject.actingOn(level, TargetKind.ENTITY, number);
            case "type" -> EntityNames.name(version, type()).orElse("Unknown " + type());
            case "type_id" -> type();
            case "visible" -> level.viewer().visible(ViewerLink.Kind.ITEM, number);
            default -> null;
        };
    }

    /** {@code visible}, and {@code categories}, a table of names that replaces the type list's. */
    @Override
    public boolean set(String key, Args.Value value) {
        if (key.equals("categories")) {
            level.write(typeName(), number, key, value.strings());
            return true;
        }
        return level.viewer().writeVisible(ViewerLink.Kind.ITEM, number, key, value);
    }
}
