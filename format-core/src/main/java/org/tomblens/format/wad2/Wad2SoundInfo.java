package org.tomblens.format.wad2;

import java.util.List;

/**
 * A sound a library carries ({@code WadSoundInfo} in the XML file Tomb Editor saves beside it): what plays when
 * the sound's id is asked for.
 *
 * @param volume percent
 * @param rangeInSectors how far it is heard
 * @param chance percent
 * @param pitchFactor the pitch change, as stored
 * @param loop {@code None}, {@code OneShotWait}, {@code OneShotRewound} or {@code Looped}
 * @param samples the sample files it picks from, by name; they live in the editor's sound catalogues
 */
public record Wad2SoundInfo(int id, String name, int volume, int rangeInSectors, int chance, int pitchFactor,
                            boolean disablePanning, boolean randomizePitch, boolean randomizeVolume, String loop,
                            List<String> samples, boolean global) {
    public Wad2SoundInfo {
        samples = List.copyOf(samples);
    }
}
