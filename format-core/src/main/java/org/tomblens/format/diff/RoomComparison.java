package org.tomblens.format.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tomblens.format.diff.IndexMatcher.Item;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.Sector;
import org.tomblens.format.navigation.BoxMap;

/**
 * Rooms, and what lies in them: sectors, their FloorData, portals, geometry, lights and static meshes. Rooms are
 * matched first; what lies in a room is then compared with what lies in its partner, so that a room that moved to
 * another index is looked into where it now is.
 */
final class RoomComparison {
    private final LevelPair pair;
    private IndexMatcher.Matching rooms;

    RoomComparison(LevelPair pair) {
        this.pair = pair;
    }

    List<Change> compare(DiffCategory category) {
        if (category == DiffCategory.ROOMS) {
            return rooms().changes();
        }
        var changes = new ArrayList<Change>();
        var partners = rooms().partners();
        SectorValues sectorValues = category == DiffCategory.FLOORDATA ? new FloorDataValues(pair) : this::sector;
        for (int r = 0; r < partners.length; r++) {
            if (partners[r] >= 0) {
                var a = pair.levelA().rooms().get(r);
                var b = pair.levelB().rooms().get(partners[r]);
                switch (category) {
                    case SECTORS, FLOORDATA -> sectors(r, a, b, sectorValues, category, changes);
                    case PORTALS -> inRoom(category, r, a, b, Room::portals, changes);
                    case ROOM_LIGHTS -> inRoom(category, r, a, b, Room::lights, changes);
                    case ROOM_STATICS -> inRoom(category, r, a, b, Room::staticMeshes, changes);
                    case ROOM_GEOMETRY -> RoomGeometry.compare(r, partners[r], a, b, pair.sameVersion())
                            .ifPresent(changes::add);
                    default -> throw new IllegalArgumentException(category + " does not lie in a room");
                }
            }
        }
        return changes;
    }

    /** For each room of A, the room of B it was matched with, or -1. */
    int[] partners() {
        return rooms().partners();
    }

    private IndexMatcher.Matching rooms() {
        if (rooms == null) {
            Function<List<Room>, List<Item>> items = list -> {
                var described = new ArrayList<Item>(list.size());
                for (int r = 0; r < list.size(); r++) {
                    described.add(new Item(room(list.get(r)), r));
                }
                return described;
            };
            rooms = IndexMatcher.match(DiffCategory.ROOMS, items.apply(pair.levelA().rooms()),
                    items.apply(pair.levelB().rooms()));
        }
        return rooms;
    }

    /** §3.4: what every game stores of a room, then, within one game, its light and sound settings. */
    private Map<String, Object> room(Room room) {
        var values = new LinkedHashMap<String, Object>();
        values.put("x", room.x());
        values.put("z", room.z());
        values.put("y_bottom", room.yBottom());
        values.put("y_top", room.yTop());
        values.put("sectors_x", room.numXSectors());
        values.put("sectors_z", room.numZSectors());
        values.put("flags", room.flags());
        values.put("water", room.isWater());
        values.put("alternate_room", room.alternateRoom());
        if (pair.sameVersion()) {
            values.put("y", room.y());
            values.put("ambient", room.ambient());
            values.put("ambient2", room.ambient2());
            values.put("light_mode", room.lightMode());
            values.put("water_scheme", room.waterScheme());
            values.put("reverb", room.reverbInfo());
            values.put("alternate_group", room.alternateGroup());
        }
        return values;
    }

    /** §3.2.3: a sector's heights, the rooms through its floor and ceiling, its box and (TR3 on) its material. */
    private Map<String, Object> sector(Sector sector, boolean inA) {
        var values = new LinkedHashMap<String, Object>();
        values.put("floor", sector.floor());
        values.put("ceiling", sector.ceiling());
        values.put("room_below", sector.roomBelow());
        values.put("room_above", sector.roomAbove());
        var version = (inA ? pair.levelA() : pair.levelB()).version();
        values.put("box", BoxMap.boxOf(sector, version));
        if (pair.bothAtLeast(GameVersion.TR3)) {
            values.put("material", sector.boxIndex() & 0xF);
        }
        return values;
    }

    /** What a comparison takes of one sector, knowing which level it is in. */
    interface SectorValues {
        Map<String, Object> of(Sector sector, boolean inA);
    }

    /**
     * Compares the sectors of two partner rooms by their place in the grid (a sector does not move), each index the
     * sector's place in its own room's array; a place one grid lacks is a sector added or removed.
     */
    private static void sectors(int room, Room a, Room b, SectorValues values, DiffCategory category,
                                List<Change> changes) {
        var columns = Math.max(a.numXSectors(), b.numXSectors());
        var rows = Math.max(a.numZSectors(), b.numZSectors());
        for (int x = 0; x < columns; x++) {
            for (int z = 0; z < rows; z++) {
                var inA = a.sector(x, z);
                var inB = b.sector(x, z);
                var indexA = inA != null ? x * a.numZSectors() + z : null;
                var indexB = inB != null ? x * b.numZSectors() + z : null;
                var before = inA != null ? values.of(inA, true) : Map.<String, Object>of();
                var after = inB != null ? values.of(inB, false) : Map.<String, Object>of();
                if (before.equals(after)) {
                    continue;
                }
                var kind = inA == null ? ChangeKind.ADDED : inB == null ? ChangeKind.REMOVED : ChangeKind.CHANGED;
                var fields = kind == ChangeKind.CHANGED ? IndexMatcher.fields(before, after) : List.<FieldChange>of();
                changes.add(new Change(category, kind, indexA, indexB, room, fields));
            }
        }
    }

    /** Compares a list of records a room holds (portals, lights, statics) item by item, in room {@code room} of A. */
    private static void inRoom(DiffCategory category, int room, Room a, Room b,
                               Function<Room, List<?>> list, List<Change> changes) {
        Function<Room, List<Item>> items = owner -> list.apply(owner).stream()
                .map(record -> new Item(RecordFields.of((Record) record), room)).toList();
        changes.addAll(IndexMatcher.match(category, items.apply(a), items.apply(b)).changes());
    }

    /** Reads a sector's FloorData chain from the level it belongs to. */
    private record FloorDataValues(LevelFloorData a, LevelFloorData b) implements SectorValues {
        FloorDataValues(LevelPair pair) {
            this(pair.a().floorData(), pair.b().floorData());
        }

        @Override
        public Map<String, Object> of(Sector sector, boolean inA) {
            if (sector.floorDataIndex() == 0) {
                return Map.of();
            }
            return FloorFunctionFields.of((inA ? a : b).chain(sector.floorDataIndex()).functions());
        }
    }
}
