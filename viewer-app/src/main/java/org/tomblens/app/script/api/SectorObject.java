package org.tomblens.app.script.api;

import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.FunctionKind;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Sector;

/** trview's Sector: entry {@code index} of room {@code room}'s sector array (x-major, §3.2.3). */
public record SectorObject(LevelObject level, int room, int index) implements Bound {
    private static final List<String> NAMES = List.of("above", "below", "ceiling_corners", "ceiling_triangulation",
            "corners", "flags", "floordata", "has_flag", "number", "portal", "room", "sector_above", "sector_below",
            "tilt_x", "tilt_z", "triangulation", "trigger", "x", "z");

    /** trview's Sector.Flags: what its FloorData and neighbours make of a sector. */
    public static final Map<String, Object> FLAGS = flags();

    /** The sector at 0-based grid place (x, z) of {@code room}, or null (nil) outside the room. */
    static SectorObject of(LevelObject level, int room, int x, int z) {
        var r = level.level().rooms().get(room);
        return r.sector(x, z) == null ? null : new SectorObject(level, room, x * r.numZSectors() + z);
    }

    private SectorPosition position() {
        var numZ = level.level().rooms().get(room).numZSectors();
        return new SectorPosition(room, index / numZ, index % numZ);
    }

    private Sector sector() {
        return level.level().rooms().get(room).sectors().get(index);
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public String typeName() {
        return "Sector";
    }

    @Override
    public Object get(String key) {
        var sector = sector();
        return switch (key) {
            case "above" -> sector.hasRoomAbove() ? RoomObject.of(level, sector.roomAbove()) : null;
            case "below" -> sector.hasRoomBelow() ? RoomObject.of(level, sector.roomBelow()) : null;
            case "ceiling_corners" -> shape().ceilingCorners();
            case "ceiling_triangulation" -> shape().ceilingTriangulation();
            case "corners" -> shape().floorCorners();
            case "flags" -> flagsOf(sector);
            case "floordata" -> floorData();
            case "has_flag" -> (Method) args -> (flagsOf(sector) & args.get(2).integer()) != 0;
            case "number" -> index;
            case "portal" -> functions().filter(FloorFunction.Portal.class::isInstance)
                    .map(p -> RoomObject.of(level, ((FloorFunction.Portal) p).room())).findFirst().orElse(null);
            case "room" -> new RoomObject(level, room);
            case "sector_above" -> sector.hasRoomAbove() ? sameColumn(sector.roomAbove()) : null;
            case "sector_below" -> sector.hasRoomBelow() ? sameColumn(sector.roomBelow()) : null;
            case "tilt_x" -> shape().tiltX();
            case "tilt_z" -> shape().tiltZ();
            case "triangulation" -> shape().triangulation();
            case "trigger" -> IntStream.range(0, level.triggers().size())
                    .filter(n -> level.triggers().get(n).sector().equals(position()))
                    .mapToObj(n -> new TriggerObject(level, n)).findFirst().orElse(null);
            case "x" -> position().x();
            case "z" -> position().z();
            default -> null;
        };
    }

    private SectorShape shape() {
        return SectorShape.of(level.level().rooms().get(room), sector(), level.prepared().floorData().chain(position()));
    }

    /** The sector of room {@code other} over or under this one's middle, or null (nil) when it has none there. */
    private SectorObject sameColumn(int other) {
        var rooms = level.level().rooms();
        if (other < 0 || other >= rooms.size()) {
            return null;
        }
        var here = rooms.get(room);
        var there = rooms.get(other);
        var at = position();
        var x = Math.floorDiv(here.x() + at.x() * 1024 + 512 - there.x(), 1024);
        var z = Math.floorDiv(here.z() + at.z() * 1024 + 512 - there.z(), 1024);
        return x < 0 || z < 0 || x >= there.numXSectors() || z >= there.numZSectors() ? null : of(level, other, x, z);
    }

    private java.util.stream.Stream<FloorFunction> functions() {
        return level.prepared().floorData().chain(position()).functions().stream();
    }

    private java.util.List<Integer> floorData() {
        var chain = level.prepared().floorData().chain(position());
        var words = level.level().floorData();
        return IntStream.range(chain.start(), chain.end()).mapToObj(i -> words.unsigned(i)).toList();
    }

    private int flagsOf(Sector sector) {
        int flags = 0;
        for (var function : (Iterable<FloorFunction>) functions()::iterator) {
            flags |= switch (function.kind()) {
                case PORTAL -> 0x1;
                case TRIGGER -> 0x4;
                case KILL_LARA -> 0x8;
                case FLOOR_SLANT -> 0x10;
                case CEILING_SLANT -> 0x20;
                case CLIMBABLE_WALLS -> ((FloorFunction.ClimbableWalls) function).walls() << 6;
                case MONKEYSWING -> 0x400;
                case MINECART_LEFT -> 0x2000;
                case MINECART_RIGHT -> 0x4000;
                default -> 0;
            };
        }
        if (sector.floor() == Sector.WALL_HEIGHT) {
            flags |= 0x2;
        }
        if (sector.hasRoomAbove()) {
            flags |= 0x800;
        }
        if (sector.hasRoomBelow()) {
            flags |= 0x1000;
        }
        return flags;
    }

    private static Map<String, Object> flags() {
        var flags = new LinkedHashMap<String, Object>();
        String[] names = {"Portal", "Wall", "Trigger", "Death", "FloorSlant", "CeilingSlant", "ClimbableNorth",
            "ClimbableEast", "ClimbableSouth", "ClimbableWest", "MonkeySwing", "RoomAbove", "RoomBelow",
            "MinecartLeft", "MinecartRight", "SpecialWall"};
        for (int bit = 0; bit < names.length; bit++) {
            flags.put(names[bit], 1 << bit);
        }
        flags.put("None", 0);
        flags.put("Climbable", 0x3C0);
        return Map.copyOf(flags);
    }
}
