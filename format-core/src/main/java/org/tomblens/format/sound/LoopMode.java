package org.tomblens.format.sound;

/** What a sound does when triggered again, and whether it loops (§8.3.2, Characteristics bits 0..1). */
public enum LoopMode {
    /** Plays once each time it is triggered, overlapping itself. */
    NORMAL,
    /** Ignored while the sound is still playing. */
    WAIT,
    /** Stops the playing copy and starts again. */
    RESTART,
    /** Loops until something stops it (ambience, sound sources). */
    LOOPED
}
