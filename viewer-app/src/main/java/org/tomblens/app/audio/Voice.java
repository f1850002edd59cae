package org.tomblens.app.audio;

import org.tomblens.format.sound.Playback;

/**
 * One sound playing on one of the player's sources: a handle to stop, move or ask about it, valid until
 * the source is given to another sound.
 */
public record Voice(int slot, long serial, Playback playback) {}
