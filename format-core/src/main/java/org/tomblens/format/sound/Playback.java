package org.tomblens.format.sound;

/**
 * One triggering of a sound, as the game decided it: which sample, how fast and how loud.
 *
 * @param sample the sample number to play (see {@link SampleBank})
 * @param pitch playback rate, 1 = the sample's own rate
 * @param gain linear amplitude, 0..1
 */
public record Playback(int soundId, int sample, double pitch, double gain, LoopMode loopMode) {}
