package org.tomblens.app.anim;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.session.LevelPreparation;
import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.anim.Playhead;

/**
 * The bundled demo is heard: opened as the viewer opens it, its sounds come from the MAIN.SFX shipped beside it,
 * and the goon's walk in the animation player plays its footsteps, audible in OpenAL Soft's loopback mix.
 */
class DemoFootstepsTest {
    private static final int RATE = 44_100;
    private static final int GOON = 16;
    /** A thirtieth of a second: one game frame per update, as the window's frames would come. */
    private static final int FRAME = RATE / 30;

    @Test
    void theGoonsWalkPlaysFootstepsFromTheShippedMainSfx() throws Exception {
        var demo = LevelPreparation.prepare(null, BundledDemoLevel.fileName(), BundledDemoLevel.bytes(), (f, s) -> {});
        var samples = demo.sounds().samples();
        assertTrue(samples.problems().isEmpty(), samples.problems().toString());
        for (int number = 0; number < demo.level().sound().sampleIndices().size(); number++) {
            var pcm = samples.pcm(number).orElseThrow(() -> new AssertionError("a sample missing"));
            assertTrue(peak(pcm.samples().toArray()) > 1000, "sample " + number + " is silent");
        }

        var goon = demo.animation().models().byId(GOON).index();
        var player = new ModelPlayer(demo.level(), demo.animation());
        player.showModel(goon);
        var walk = player.playhead().animation() + 1;
        player.select(walk);
        var footsteps = demo.animation().timelines().get(walk).commands().stream()
                .filter(AnimCommand.PlaySound.class::isInstance).count();
        assertTrue(footsteps > 0, "the walk has footstep commands");

        try (var audio = AudioPlayer.openLoopback(RATE)) {
            try (var ignored = audio.load(samples, demo.sounds().effects())) {
                var cues = new SoundCues(audio);
                player.setAtEnd(Playhead.AtEnd.LOOP);
                player.setPlaying(true);
                var loudest = 0;
                var out = new short[2 * FRAME];
                for (int frame = 0; frame < 60; frame++) {
                    player.update(1.0 / 30, cues);
                    audio.render(out, FRAME);
                    loudest = Math.max(loudest, peak(out));
                }
                var played = cues.recent().stream().filter(line -> line.endsWith(": played")).count();
                assertTrue(played > 0, "footsteps played: " + cues.recent());
                assertTrue(loudest > 1000, "the mix's peak over two seconds of walking is " + loudest);
            }
        }
    }

    private static int peak(short[] samples) {
        var peak = 0;
        for (var sample : samples) {
            peak = Math.max(peak, Math.abs(sample));
        }
        return peak;
    }
}
