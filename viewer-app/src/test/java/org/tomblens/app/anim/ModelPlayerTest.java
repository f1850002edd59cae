package org.tomblens.app.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.format.anim.AnimCommand;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.Level;
import org.tomblens.maker.demo.DemoLevelGenerator;

/**
 * The player on the demo level, whose goon (type 16) stands, walks, attacks and dies: playing time turns
 * into frames at 30 a second times the speed, the ends stop, loop or chain, and the keyframe facts follow
 * the animation's frame rate.
 */
class ModelPlayerTest {
    private static final Level DEMO = DemoLevelGenerator.generate();
    private static final LevelAnimation ANIMATION = LevelAnimation.build(DEMO);
    private static final int GOON = ANIMATION.models().byId(16).index();
    private static final Playhead.CommandListener IGNORE = (animation, command) -> {};

    private static ModelPlayer goon() {
        var player = new ModelPlayer(DEMO, ANIMATION);
        player.showModel(GOON);
        return player;
    }

    private static Animation stored(int index) {
        return DEMO.animation().animations().get(index);
    }

    @Test
    void aModelStartsPausedAtItsFirstAnimationsFirstFrame() {
        var player = goon();
        var first = DEMO.animation().models().get(GOON).animation();
        assertEquals(first, player.playhead().animation());
        assertEquals(stored(first).frameStart(), player.playhead().frame());
        assertFalse(player.isPlaying());
        assertEquals(DEMO.animation().models().get(GOON).numMeshes(), player.pose().meshCount());
    }

    @Test
    void halfSpeedPlaysFifteenFramesASecond() {
        var player = goon();
        var walk = player.playhead().animation() + 1;
        player.select(walk);
        player.setAtEnd(Playhead.AtEnd.LOOP);
        player.setSpeed(0.5f);
        player.setPlaying(true);
        player.update(1.0, IGNORE);
        var length = stored(walk).frameEnd() - stored(walk).frameStart() + 1;
        assertEquals(stored(walk).frameStart() + 15 % length, player.playhead().frame());
        assertTrue(player.isPlaying());
    }

    @Test
    void speedIsHeldBetweenATenthAndTwice() {
        var player = goon();
        player.setSpeed(0.01f);
        assertEquals(ModelPlayer.SLOWEST, player.speed());
        player.setSpeed(7f);
        assertEquals(ModelPlayer.FASTEST, player.speed());
    }

    @Test
    void stoppingAtTheEndPausesOnTheLastFrame() {
        var player = goon();
        var animation = player.playhead().animation();
        player.setAtEnd(Playhead.AtEnd.STOP);
        player.setPlaying(true);
        player.update(10, IGNORE);
        assertFalse(player.isPlaying());
        assertEquals(stored(animation).frameEnd(), player.playhead().frame());
    }

    @Test
    void keyframeFactsFollowTheFrameRate() {
        var player = goon();
        var walk = player.playhead().animation() + 1;
        player.select(walk);
        var rate = stored(walk).frameRate();
        assertTrue(rate > 1, "the walk's keyframes lie " + rate + " frames apart");
        player.scrub(stored(walk).frameStart() + rate);
        assertEquals(1, player.keyframe());
        assertTrue(player.onKeyframe());
        player.scrub(stored(walk).frameStart() + rate + 0.5);
        assertEquals(1, player.keyframe());
        assertFalse(player.onKeyframe());
        assertEquals((stored(walk).frameEnd() - stored(walk).frameStart() + rate - 1) / rate + 1, player.keyframeCount());
    }

    @Test
    void steppingPausesAndFiresTheCommandsOfTheFrameEntered() {
        var player = goon();
        var walk = player.playhead().animation() + 1;
        player.select(walk);
        var sounds = ANIMATION.timelines().get(walk).commands().stream()
                .filter(command -> command instanceof AnimCommand.PlaySound && command.frame() > stored(walk).frameStart())
                .toList();
        assertFalse(sounds.isEmpty(), "the goon's walk plays footsteps");
        var target = sounds.get(0).frame();
        var fired = new ArrayList<AnimCommand>();
        player.setPlaying(true);
        while (player.playhead().frame() < target) {
            player.stepForward((animation, command) -> fired.add(command));
        }
        assertFalse(player.isPlaying());
        assertEquals(sounds.get(0), fired.get(fired.size() - 1));
    }

    @Test
    void aStateChangePlaysItsSourceThroughTheRangeThenItsTargetFromTheDispatchsFrame() {
        var player = goon();
        var walk = player.playhead().animation() + 1;
        var change = ANIMATION.timelines().get(walk).stateChanges().get(0);
        var dispatch = change.dispatches().get(0);
        assertTrue(dispatch.high() > dispatch.low(), "a range of more than one frame");
        assertTrue(player.playTransition(walk, dispatch.low(), dispatch.high(), dispatch.nextAnimation(),
                dispatch.nextFrame()));
        assertEquals(walk, player.playhead().animation());
        assertEquals(dispatch.low(), player.playhead().frame());
        assertTrue(player.isPlaying());

        // One frame short of the range's end the source still plays; past it the target does, from its frame.
        player.update((dispatch.high() - dispatch.low() - 1) / 30.0, IGNORE);
        assertEquals(walk, player.playhead().animation());
        assertEquals(dispatch.high() - 1, player.playhead().frame());
        player.update(1 / 30.0, IGNORE);
        assertEquals(dispatch.nextAnimation(), player.playhead().animation());
        assertEquals(dispatch.nextFrame(), player.playhead().frame());
        assertTrue(player.isPlaying());
    }

    @Test
    void aStateChangeToAnotherModelsAnimationIsRefused() {
        var player = goon();
        var walk = player.playhead().animation() + 1;
        assertFalse(player.playTransition(walk, 0, 1, 0, 0), "animation 0 is Lara's");
        assertFalse(player.isPlaying());
    }

    @Test
    void anEntityWithoutAModelCannotPlayInPlace() {
        var player = new ModelPlayer(DEMO, ANIMATION);
        var sprite = -1;
        for (int e = 0; e < DEMO.entities().size(); e++) {
            if (ANIMATION.models().byId(DEMO.entities().get(e).type()) == null) {
                sprite = e;
            }
        }
        assertTrue(sprite >= 0, "the demo's medipack is a sprite");
        assertFalse(player.showEntity(sprite));
        assertEquals(Subject.NONE, player.subject());
    }

    @Test
    void aStaticHasNoPlayheadAndNoPose() {
        var player = goon();
        player.showStatic(0);
        assertFalse(player.hasAnimations());
        assertNull(player.pose());
        player.setPlaying(true);
        assertFalse(player.isPlaying());
    }

    @Test
    void soundsFlaggedForLandOrWaterPlayOnlyThere() {
        try (var audio = AudioPlayer.openLoopback(22050)) {
            var cues = new SoundCues(audio);
            var onLand = new AnimCommand.PlaySound(3, 0, AnimCommand.Surface.LAND);
            var inWater = new AnimCommand.PlaySound(4, 0, AnimCommand.Surface.WATER);
            cues.setInWater(true);
            assertEquals("not played: the entity is in water", cues.play(onLand));
            cues.setInWater(false);
            assertEquals("not played: the entity is on land", cues.play(inWater));
            cues.setEnabled(false);
            assertEquals("sounds are off", cues.play(onLand));
            cues.setEnabled(true);
            cues.fired(0, onLand);
            assertTrue(cues.recent().get(0).startsWith("Frame 3: sound 0, only on land: "), cues.recent().get(0));
        }
    }
}
