package org.tomblens.format.floordata;

import java.util.Optional;
import org.tomblens.format.model.GameVersion;

/** What sets a trigger off: the trigger function's SubFunction (§4.5), named as TRLE names them. */
public enum TriggerType {
    TRIGGER(0, "Trigger", GameVersion.TR1),
    PAD(1, "Pad", GameVersion.TR1),
    SWITCH(2, "Switch", GameVersion.TR1),
    KEY(3, "Key", GameVersion.TR1),
    PICKUP(4, "Pickup", GameVersion.TR1),
    HEAVY(5, "Heavy trigger", GameVersion.TR1),
    ANTIPAD(6, "Antipad", GameVersion.TR1),
    COMBAT(7, "Combat", GameVersion.TR1),
    DUMMY(8, "Dummy", GameVersion.TR1),
    ANTITRIGGER(9, "Antitrigger", GameVersion.TR1),
    HEAVY_SWITCH(10, "Heavy switch", GameVersion.TR4),
    HEAVY_ANTITRIGGER(11, "Heavy antitrigger", GameVersion.TR4),
    MONKEY(12, "Monkey", GameVersion.TR4),
    SKELETON(13, "Skeleton", GameVersion.TR5),
    TIGHTROPE(14, "Tightrope", GameVersion.TR5),
    CRAWL(15, "Crawl", GameVersion.TR5),
    CLIMB(16, "Climb", GameVersion.TR5);

    private static final TriggerType[] BY_CODE = values();

    private final int code;
    private final String label;
    private final GameVersion since;

    TriggerType(int code, String label, GameVersion since) {
        this.code = code;
        this.label = label;
        this.since = since;
    }

    /** The type with this SubFunction code, whatever the version; empty for codes no game defines. */
    public static Optional<TriggerType> of(int code) {
        return code >= 0 && code < BY_CODE.length ? Optional.of(BY_CODE[code]) : Optional.empty();
    }

    public int code() {
        return code;
    }

    public String label() {
        return label;
    }

    /** True when {@code version}'s engine knows this type (§4.5's version marks). */
    public boolean existsIn(GameVersion version) {
        return version.atLeast(since);
    }

    /** §4.4.4, §4.6: switch, key and pickup triggers name the entity that drives them before their actions. */
    public boolean hasReference() {
        return this == SWITCH || this == KEY || this == PICKUP;
    }

    /** §4.4.4: these types deactivate the entities of their object actions instead of activating them. */
    public boolean deactivates() {
        return this == ANTIPAD || this == ANTITRIGGER || this == HEAVY_ANTITRIGGER;
    }
}
