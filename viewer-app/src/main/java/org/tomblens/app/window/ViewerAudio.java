package org.tomblens.app.window;

import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.LevelAudio;
import org.tomblens.app.services.AudioService;

/** The viewer's audio player and the sounds of the level on screen on it. */
record ViewerAudio(AudioPlayer device, OnScreen onScreen) implements AudioService {
    @Override
    public LevelAudio level() {
        var session = onScreen.session();
        return session == null ? null : session.audio();
    }
}
