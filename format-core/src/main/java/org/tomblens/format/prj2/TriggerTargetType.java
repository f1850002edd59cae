package org.tomblens.format.prj2;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a project's trigger acts on ([PRJ2] {@code TriggerTargetType}). Codes 0–10 and 12 are the level trigger
 * actions of the same number (§4.6; {@code TARGET} is the level's LookAt); 11 and 13–15 are TRNG's and 16–17
 * Tomb Engine's, with no level action of their own (levels use 11 for ClearBodies and 13 for Cutscene, DIGEST I.24).
 */
public enum TriggerTargetType implements Coded {
    OBJECT(0, true), CAMERA(1, true), SINK(2, true), FLIP_MAP(3, true), FLIP_ON(4, true), FLIP_OFF(5, true),
    TARGET(6, true), FINISH_LEVEL(7, true), PLAY_AUDIO(8, true), FLIP_EFFECT(9, true), SECRET(10, true),
    ACTION_NG(11, false), FLYBY_CAMERA(12, true), PARAMETER_NG(13, false), FMV_NG(14, false),
    TIMERFIELD_NG(15, false), VOLUME_EVENT(16, false), GLOBAL_EVENT(17, false);

    private final int code;
    private final boolean levelAction;

    TriggerTargetType(int code, boolean levelAction) {
        this.code = code;
        this.levelAction = levelAction;
    }

    public static Optional<TriggerTargetType> of(long code) {
        return Coded.byCode(values(), code);
    }

    @Override
    public int code() {
        return code;
    }

    /** The level trigger action (§4.6, bits 10..14 of an action word); empty for TRNG and Tomb Engine targets. */
    public OptionalInt levelAction() {
        return levelAction ? OptionalInt.of(code) : OptionalInt.empty();
    }

    /** Whether the target parameter names one of the project's objects (by its id) rather than a number. */
    public boolean namesObject() {
        return this == OBJECT || this == CAMERA || this == SINK || this == TARGET || this == FLYBY_CAMERA;
    }
}
