package org.tomblens.app.script.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.tomblens.format.model.Room;

/** trview's Room: room {@code number} (0-based, the file's order). */
public record RoomObject(LevelObject level, int number) implements Bound {
    private static final List<String> NAMES = List.of("alternate_mode", "alternate_group", "alternate_room",
            "cameras_and_sinks", "items", "items_ng", "flags", "has_flag", "level", "lights", "number",
            "num_x_sectors", "num_z_sectors", "position", "sector", "sectors", "static_meshes", "triggers",
            "visible", "water_scheme");

    /** trview's Room.Flags, the bits of a room's flags word (§3.4.6). */
    public static final Map<String, Object> FLAGS = flags();

    /** The room {@code number}, or null (nil) when the level has no such room. */
    static RoomObject of(LevelObject level, int number) {
        return number >= 0 && number < level.level().rooms().size() ? new RoomObject(level, number) : null;
    }

    Room room() {
        return level.level().rooms().get(number);
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Room";
    }

    @Override
    public Object get(String key) {
        var room = room();
        return switch (key) {
            case "alternate_mode" -> room.hasAlternate() ? "has_alternate" : isAlternate() ? "is_alternate" : "none";
            case "alternate_group" -> room.alternateGroup();
            case "alternate_room" -> room.hasAlternate() ? of(level, room.alternateRoom()) : null;
            case "cameras_and_sinks" -> CameraSinkObject.inRoom(level, number);
            case "items", "items_ng" -> level.items().stream().filter(i -> i.roomNumber() == number).toList();
            case "flags" -> room.flags();
            case "has_flag" -> (Method) args -> (room.flags() & args.get(2).integer()) != 0;
            case "level" -> level;
            case "lights" -> RoomParts.lights(level).stream().filter(l -> l.room() == number).toList();
            case "number" -> number;
            case "num_x_sectors" -> room.numXSectors();
            case "num_z_sectors" -> room.numZSectors();
            // trview's room position: the room's X and Z and the bottom of its Y range.
            case "position" -> new Vector3(room.x(), room.yBottom(), room.z());
            case "sector" -> (Method) args -> SectorObject.of(level, number, (int) args.get(2).integer() - 1,
                    (int) args.get(3).integer() - 1);
            case "sectors" -> IntStream.range(0, room.sectors().size())
                    .mapToObj(i -> new SectorObject(level, number, i)).toList();
            case "static_meshes" -> RoomParts.staticMeshes(level).stream().filter(s -> s.room() == number).toList();
            case "triggers" -> level.triggerObjects().stream().filter(t -> t.placed().sector().room() == number)
                    .toList();
            case "visible" -> level.viewer().visible(ViewerLink.Kind.ROOM, number);
            case "water_scheme" -> room.waterScheme();
            default -> null;
        };
    }

    private boolean isAlternate() {
        return level.level().rooms().stream().anyMatch(r -> r.alternateRoom() == number);
    }

    @Override
    public boolean set(String key, Args.Value value) {
        return level.viewer().writeVisible(ViewerLink.Kind.ROOM, number, key, value);
    }

    private static Map<String, Object> flags() {
        var names = new ArrayList<>(List.of("Water", "Bit1", "Bit2", "Outside", "Bit4", "Wind", "Bit6", "Bit7",
                "Caustics", "WaterReflectivity", "Bit10", "Bit11", "Bit12", "Bit13", "Bit14", "Bit15"));
        var flags = new java.util.LinkedHashMap<String, Object>();
        for (int bit = 0; bit < names.size(); bit++) {
            flags.put(names.get(bit), 1 << bit);
        }
        // Bit 7 has a name per game: TR3's quicksand, TR4's no lens flare.
        flags.put("Quicksand", 0x80);
        flags.put("NoLensFlare", 0x80);
        return Map.copyOf(flags);
    }
}
