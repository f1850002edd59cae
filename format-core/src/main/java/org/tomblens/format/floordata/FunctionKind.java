package org.tomblens.format.floordata;

import org.tomblens.format.model.GameVersion;

/**
 * Which function a {@link FloorFunction} is (§4.4), for code that switches over them. The identifiers are
 * stable: the command line's JSON prints them as {@code "name"}.
 */
public enum FunctionKind {
    PORTAL("portal", 0x01),
    FLOOR_SLANT("floor_slant", 0x02),
    CEILING_SLANT("ceiling_slant", 0x03),
    TRIGGER("trigger", 0x04),
    KILL_LARA("kill_lara", 0x05),
    CLIMBABLE_WALLS("climbable_walls", 0x06),
    /** Codes 0x07, 0x08 and 0x0B..0x0E. */
    FLOOR_TRIANGULATION("floor_triangulation", FunctionKind.VARIOUS),
    /** Codes 0x09, 0x0A and 0x0F..0x12. */
    CEILING_TRIANGULATION("ceiling_triangulation", FunctionKind.VARIOUS),
    MONKEYSWING("monkeyswing", 0x13),
    MINECART_LEFT("minecart_left", 0x14),
    MINECART_RIGHT("minecart_right", 0x15),
    TRIGGER_TRIGGERER("trigger_triggerer", 0x14),
    MECHANICAL_BEETLE("mechanical_beetle", 0x15),
    /** A code the version does not define. */
    UNKNOWN("unknown", FunctionKind.VARIOUS);

    /** The code of a kind that several codes share: the entry itself knows its code. */
    static final int VARIOUS = -1;

    private final String id;
    private final int code;

    FunctionKind(String id, int code) {
        this.id = id;
        this.code = code;
    }

    /**
     * The kind of function {@code code} in {@code version} (§4.4): TR1 has 0x01..0x05, TR2 adds climbing
     * (0x06), TR3 triangulation, monkeyswing and the minecart's turns (0x07..0x15), which TR4 and TR5 use
     * for the trigger triggerer and the mechanical beetle.
     */
    public static FunctionKind of(int code, GameVersion version) {
        var last = switch (version) {
            case TR1 -> 0x05;
            case TR2 -> 0x06;
            default -> 0x15;
        };
        if (code < 0x01 || code > last) {
            return UNKNOWN;
        }
        if (code >= 0x07 && code <= 0x12) {
            var ceiling = code == 0x09 || code == 0x0A || code >= 0x0F;
            return ceiling ? CEILING_TRIANGULATION : FLOOR_TRIANGULATION;
        }
        var tr3 = version == GameVersion.TR3;
        return switch (code) {
            case 0x01 -> PORTAL;
            case 0x02 -> FLOOR_SLANT;
            case 0x03 -> CEILING_SLANT;
            case 0x04 -> TRIGGER;
            case 0x05 -> KILL_LARA;
            case 0x06 -> CLIMBABLE_WALLS;
            case 0x13 -> MONKEYSWING;
            case 0x14 -> tr3 ? MINECART_LEFT : TRIGGER_TRIGGERER;
            default -> tr3 ? MINECART_RIGHT : MECHANICAL_BEETLE;
        };
    }

    /** The stable lower-case identifier, e.g. {@code floor_slant}. */
    public String id() {
        return id;
    }

    /** The function code, for the kinds that have only one. */
    int code() {
        return code;
    }
}
