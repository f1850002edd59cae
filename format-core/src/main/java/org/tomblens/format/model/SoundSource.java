package org.tomblens.format.model;

/** A looping sound placed in the world (§8.1); flags 0x40 alternate rooms only, 0x80 base rooms only. */
public record SoundSource(int x, int y, int z, int soundId, int flags) {}
