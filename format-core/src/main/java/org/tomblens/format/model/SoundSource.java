package org.tomblens.format.model;

/**
 * A looping sound placed in the world (§8.1), with no room: it is heard within its sound's range, through
 * walls. Flags 0x40: plays while the level is flipped; 0x80: while it is not; 0xC0: always.
 */
public record SoundSource(int x, int y, int z, int soundId, int flags) {
    /** Flag bit: the source plays while the level's flip map is on (its alternate rooms shown). */
    public static final int WHEN_FLIPPED = 0x40;
    /** Flag bit: the source plays while the level's flip map is off (its base rooms shown). */
    public static final int WHEN_NOT_FLIPPED = 0x80;

    /** Whether the engines play this source in the given flip state; a source with neither bit never plays. */
    public boolean playsWhen(boolean flipped) {
        return (flags & (flipped ? WHEN_FLIPPED : WHEN_NOT_FLIPPED)) != 0;
    }
}
