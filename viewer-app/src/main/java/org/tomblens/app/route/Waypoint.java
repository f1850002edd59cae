package org.tomblens.app.route;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One stop of a route.
 *
 * @param typeName the type as the file names it, written back as read (a name trview does not know reads as a
 *                 position but is not renamed)
 * @param position where it is, in world units
 * @param normal the face's normal where it was placed, or null where the file gives none (older trview routes)
 * @param index the entity's, trigger's, camera's or light's number for those types; 0 for a position
 * @param save a savegame as the file holds it, base64, or null: kept and written back, never read
 * @param otherKeys every key of the file's waypoint TombLens does not read (a randomizer location's
 *                  {@code Difficulty}, {@code RequiresGlitch} …), in the file's order, written back as they were
 */
public record Waypoint(WaypointType type, String typeName, RoutePoint position, RoutePoint normal, int room,
                       int index, String notes, String save, Map<String, JsonNode> otherKeys) {
    public Waypoint {
        otherKeys = Collections.unmodifiableMap(new LinkedHashMap<>(otherKeys));
        notes = notes == null ? "" : notes;
    }

    /** A new waypoint of {@code type}, as the viewer places one. */
    public static Waypoint placed(WaypointType type, RoutePoint position, RoutePoint normal, int room, int index) {
        return new Waypoint(type, type.stored(), position, normal, room, index, "", null, Map.of());
    }

    public Waypoint withNotes(String newNotes) {
        return new Waypoint(type, typeName, position, normal, room, index, newNotes, save, otherKeys);
    }
}
