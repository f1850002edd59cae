package org.tomblens.app.session;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.view.Camera;

/**
 * The cutscene playback of the corpus's TR1 level with cinematic frames, on OpenAL's loopback device and no window:
 * its actors stand only while the cutscene's camera path is in the view, a pack cutscene's cast stands in their
 * place once chosen, and none stands once the path is stopped.
 */
class CutscenePlaybackTest {
    private static final String LEVEL = "tr1/rando-test1.phd";

    @Test
    void theCastStandsWhileTheCameraPathIsShown() throws IOException {
        var file = Corpus.file(LEVEL);
        var prepared = PreparedLevel.of(LevelReader.read(file), file);
        try (var audio = AudioPlayer.openLoopback(44100)) {
            var playback = new CutscenePlayback(prepared, audio);
            var cutscene = playback.cutscene().orElseThrow(() -> new AssertionError("the level stores frames"));
            assertNull(playback.update(), "nothing stands before the camera path is shown");

            playback.flyby().show(cutscene.cameraPath(false));
            assertEquals(LevelCutscene.CAMERA_PATH, playback.flyby().sequence());
            var cast = playback.update();
            assertNotNull(cast, "the level's own actors stand");
            assertEquals(cutscene.actors().size(), cast.size());

            var chosen = cutscene.cast(prepared.animation());
            playback.castCutscene(chosen, -1);
            assertSame(chosen, playback.update(), "the cast chosen stands in place of the level's");

            playback.flyby().stop(new Camera());
            assertNull(playback.update(), "the path stopped, the level's entities stand where the level has them");
        }
    }
}
