package org.tomblens.format.prj2;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What sets a project's trigger off ([PRJ2] {@code TriggerType}). Its codes differ from the levels'
 * SubFunction codes (DIGEST I.24): Monkey is 17 here and 12 in levels, where TRNG's Condition took 12.
 */
public enum ProjectTriggerType implements Coded {
    TRIGGER(0, 0), PAD(1, 1), SWITCH(2, 2), KEY(3, 3), PICKUP(4, 4), HEAVY(5, 5), ANTIPAD(6, 6), COMBAT(7, 7),
    DUMMY(8, 8), ANTITRIGGER(9, 9), HEAVY_SWITCH(10, 10), HEAVY_ANTITRIGGER(11, 11),
    /** TRNG's condition trigger: its setup word carries TRNG data, not a level trigger's. */
    CONDITION_NG(12, -1),
    SKELETON(13, 13), TIGHTROPE(14, 14), CRAWL(15, 15), CLIMB(16, 16), MONKEY(17, 12);

    private final int code;
    private final int levelCode;

    ProjectTriggerType(int code, int levelCode) {
        this.code = code;
        this.levelCode = levelCode;
    }

    public static Optional<ProjectTriggerType> of(long code) {
        return Coded.byCode(values(), code);
    }

    @Override
    public int code() {
        return code;
    }

    /** The level trigger type (§4.5 SubFunction) it compiles to; empty for TRNG's condition trigger. */
    public OptionalInt levelCode() {
        return levelCode < 0 ? OptionalInt.empty() : OptionalInt.of(levelCode);
    }
}
