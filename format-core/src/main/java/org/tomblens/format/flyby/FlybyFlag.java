package org.tomblens.format.flyby;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.GameVersion;

/** The bits of a flyby camera's flags (§9.6), with what each does in TR4 and in TR5 where the two differ. */
public enum FlybyFlag {
    CUT_IN(0, "cut in from Lara's camera"),
    TRACK_ENTITY(1, "look at the entity whose number the timer holds", "vignette"),
    LOOP(2, "loop"),
    RAILS(3, "rails: the camera rides the sequence nearest Lara and looks at her"),
    LARA_LAST_POSITION(4, "look at where Lara stood when it began", "hide Lara"),
    FOCUS_LARA(5, "look at Lara"),
    PAN_BACK(6, "back to Lara's camera at the end"),
    JUMP(7, "jump to the camera the timer names"),
    HOLD(8, "hold for timer / 16 frames"),
    NO_LOOK_BREAKOUT(9, "the look key does not break out"),
    LOCK_CONTROLS(10, "lock Lara's controls, widescreen bars"),
    UNLOCK_CONTROLS(11, "unlock Lara's controls"),
    FADE_IN(12, "fade in", "fade in"),
    FADE_OUT(13, "fade out", "fade out"),
    HEAVY_TRIGGERS(14, "set off heavy triggers");

    public final int bit;
    private final String tr4;
    private final String tr5;

    FlybyFlag(int bit, String both) {
        this(bit, both, both);
    }

    FlybyFlag(int bit, String tr4, String tr5) {
        this.bit = bit;
        this.tr4 = tr4;
        this.tr5 = tr5;
    }

    public boolean in(int flags) {
        return (flags & 1 << bit) != 0;
    }

    /** What the flag does in {@code version}'s game. */
    public String meaning(GameVersion version) {
        return version == GameVersion.TR5 ? tr5 : tr4;
    }

    /** The meanings of the flags set in {@code flags}, in bit order. */
    public static List<String> meanings(int flags, GameVersion version) {
        var meanings = new ArrayList<String>();
        for (var flag : values()) {
            if (flag.in(flags)) {
                meanings.add(flag.meaning(version));
            }
        }
        return meanings;
    }
}
