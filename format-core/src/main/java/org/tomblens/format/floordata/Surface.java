package org.tomblens.format.floordata;

/** Which side of a sector a slant or a triangulation shapes. */
public enum Surface {
    FLOOR, CEILING;

    public String label() {
        return this == FLOOR ? "Floor" : "Ceiling";
    }
}
