package org.tomblens.format.diff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * What differs between level A and level B, category by category, and the categories left out because the two
 * games give their items different meanings.
 *
 * @param changes every difference, by category in {@link DiffCategory} order, then by index in A, then B's additions
 * @param compared the categories compared
 * @param skipped the categories not compared, each with the reason
 * @param roomsInB for each room of A, the room of B it was matched with, or -1
 */
public record LevelDiff(List<Change> changes, List<DiffCategory> compared, Map<DiffCategory, String> skipped,
                        int[] roomsInB) {
    public LevelDiff {
        changes = List.copyOf(changes);
        compared = List.copyOf(compared);
        skipped = Collections.unmodifiableMap(new EnumMap<>(skipped));
        roomsInB = roomsInB.clone();
    }

    /** Compares {@code a} with {@code b} in every category their versions share. */
    public static LevelDiff of(PreparedLevel a, PreparedLevel b) {
        var pair = new LevelPair(a, b);
        var rooms = new RoomComparison(pair);
        var changes = new ArrayList<Change>();
        var compared = new ArrayList<DiffCategory>();
        var skipped = new EnumMap<DiffCategory, String>(DiffCategory.class);
        for (var category : DiffCategory.values()) {
            var why = category.whyNotComparable(a.level().version(), b.level().version());
            if (why.isPresent()) {
                skipped.put(category, why.get());
                continue;
            }
            compared.add(category);
            changes.addAll(switch (category) {
                case ENTITIES, AI_OBJECTS, CAMERAS, FLYBY_CAMERAS, SOUND_SOURCES -> ItemTables.compare(category, pair);
                case ROOMS, SECTORS, FLOORDATA, PORTALS, ROOM_GEOMETRY, ROOM_LIGHTS, ROOM_STATICS ->
                        rooms.compare(category);
                case MODELS, STATICS -> ObjectComparison.compare(category, pair);
                case TEXTURE_PAGES, OBJECT_TEXTURES -> TextureComparison.compare(category, pair);
                case BOXES, ZONES -> NavigationComparison.compare(category, pair);
            });
        }
        return new LevelDiff(changes, compared, skipped, rooms.partners());
    }

    /**
     * The room of B matched with room {@code roomA} of A, or -1: what lies in a room (sectors, portals, geometry,
     * lights, statics) is compared between matched rooms, and its changes name A's room.
     */
    public int roomInB(int roomA) {
        return roomA >= 0 && roomA < roomsInB.length ? roomsInB[roomA] : -1;
    }

    @Override
    public int[] roomsInB() {
        return roomsInB.clone();
    }

    /** True when no compared category differs. */
    public boolean same() {
        return changes.isEmpty();
    }

    /** The changes of one category. */
    public List<Change> changes(DiffCategory category) {
        return changes.stream().filter(change -> change.category() == category).toList();
    }
}
