package org.tomblens.app.services;

import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.LevelAudio;

/** What is heard: the viewer's one audio player (silent without a device) and the level's sounds on it. */
public interface AudioService {
    /** The audio player, open for the whole run. */
    AudioPlayer device();

    /** The level's sounds on the player: what plays, the listener, the sound sources; null while no level is open. */
    LevelAudio level();
}
