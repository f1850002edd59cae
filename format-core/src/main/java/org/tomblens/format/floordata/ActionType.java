package org.tomblens.format.floordata;

import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/** A trigger action's code, bits 10..14 of its word (§4.6), and what its parameter points at. */
public enum ActionType {
    OBJECT(0, "Object", TargetKind.ENTITY, GameVersion.TR1),
    CAMERA(1, "Camera", TargetKind.CAMERA, GameVersion.TR1),
    SINK(2, "Underwater current", TargetKind.SINK, GameVersion.TR1),
    FLIP_MAP(3, "Flip map", TargetKind.FLIP_MAP, GameVersion.TR1),
    FLIP_ON(4, "Flip on", TargetKind.FLIP_MAP, GameVersion.TR1),
    FLIP_OFF(5, "Flip off", TargetKind.FLIP_MAP, GameVersion.TR1),
    LOOK_AT(6, "Look at item", TargetKind.ENTITY, GameVersion.TR1),
    END_LEVEL(7, "End level", TargetKind.LEVEL, GameVersion.TR1),
    SOUNDTRACK(8, "Play soundtrack", TargetKind.TRACK, GameVersion.TR1),
    FLIPEFFECT(9, "Flipeffect", TargetKind.FLIPEFFECT, GameVersion.TR1),
    SECRET(10, "Secret", TargetKind.SECRET, GameVersion.TR1),
    // §4.6.12: only TR1–TR3 act on it, but later engines keep the code (TRLE's BODYBAG).
    CLEAR_BODIES(11, "Clear bodies", TargetKind.NONE, GameVersion.TR1),
    FLYBY(12, "Flyby", TargetKind.FLYBY, GameVersion.TR4),
    CUTSCENE(13, "Cutscene", TargetKind.CUTSCENE, GameVersion.TR4);

    private static final ActionType[] BY_CODE = values();

    private final int code;
    private final String label;
    private final TargetKind target;
    private final GameVersion since;

    ActionType(int code, String label, TargetKind target, GameVersion since) {
        this.code = code;
        this.label = label;
        this.target = target;
        this.since = since;
    }

    /** The action with this code in {@code version}, empty when that engine has none. */
    public static Optional<ActionType> of(int code, GameVersion version) {
        if (code < 0 || code >= BY_CODE.length || !version.atLeast(BY_CODE[code].since)) {
            return Optional.empty();
        }
        return Optional.of(BY_CODE[code]);
    }

    public int code() {
        return code;
    }

    public String label() {
        return label;
    }

    public TargetKind target() {
        return target;
    }
}
