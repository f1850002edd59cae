package org.tomblens.app.route;

/** What a waypoint marks, with the name trview's route files give it. */
public enum WaypointType {
    POSITION("Position"),
    ENTITY("Entity"),
    TRIGGER("Trigger"),
    CAMERA_SINK("Camera/Sink"),
    LIGHT("Light");

    private final String stored;

    WaypointType(String stored) {
        this.stored = stored;
    }

    /** The name in a route file. */
    public String stored() {
        return stored;
    }

    /** The type a route file names; a name trview does not know is read as a position, as trview reads it. */
    public static WaypointType named(String name) {
        for (var type : values()) {
            if (type.stored.equals(name)) {
                return type;
            }
        }
        return POSITION;
    }
}
