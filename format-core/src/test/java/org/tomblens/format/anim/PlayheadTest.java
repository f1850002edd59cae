package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.anim.Playhead.AtEnd;

/**
 * The playhead on hand-made timelines whose every frame is known: a model owns animations 1–3 (0 and 4
 * belong to others). Animation 1 shows frames 10..14 and chains to 2 at frame 22; 2 shows 20..23 and chains
 * back to 1 at 10; 3 shows 30..31 and names animation 4, another model's, as its next.
 */
class PlayheadTest {
    private static final AnimCommand SOUND_AT_12 = new AnimCommand.PlaySound(12, 7, AnimCommand.Surface.LAND);
    private static final AnimCommand KILL_AT_14 = new AnimCommand.Kill(14);
    private static final AnimCommand EFFECT_AT_22 = new AnimCommand.FlipEffect(22, 3);
    private static final AnimCommand SOUND_AT_20 = new AnimCommand.PlaySound(20, 9, AnimCommand.Surface.WATER);

    private static final List<AnimationTimeline> TIMELINES = List.of(
            timeline(0, 0, 5, 0, 0, List.of()),
            timeline(1, 10, 14, 2, 22, List.of(SOUND_AT_12, KILL_AT_14)),
            timeline(2, 20, 23, 1, 10, List.of(SOUND_AT_20, EFFECT_AT_22)),
            timeline(3, 30, 31, 4, 40, List.of()),
            timeline(4, 40, 45, 4, 40, List.of()));

    private static AnimationTimeline timeline(int index, int start, int end, int next, int nextFrame,
                                              List<AnimCommand> commands) {
        return new AnimationTimeline(index, 0, start, end, 2, next, nextFrame, List.of(), commands);
    }

    private final List<String> fired = new ArrayList<>();
    private final Playhead.CommandListener listener = (animation, command) -> fired.add(animation + ":" + command.frame());

    private Playhead playhead() {
        return new Playhead(TIMELINES, 1, 4);
    }

    @Test
    void startsAtTheFirstFrameOfTheModelsFirstAnimation() {
        var head = playhead();
        assertEquals(1, head.animation());
        assertEquals(10, head.frame());
        assertEquals(0f, head.fraction());
        assertEquals(14, head.lastFrame());
    }

    @Test
    void playingEntersEveryFrameAndFiresItsCommandsOnce() {
        var head = playhead();
        assertTrue(head.advance(2.5, AtEnd.LOOP, listener));
        assertEquals(12, head.frame());
        assertEquals(0.5f, head.fraction(), 1e-6);
        assertEquals(List.of("1:12"), fired);
        assertTrue(head.advance(0.25, AtEnd.LOOP, listener));
        assertEquals(12, head.frame());
        assertEquals(0.75f, head.fraction(), 1e-6);
        assertEquals(List.of("1:12"), fired, "staying within frame 12 fires nothing more");
    }

    @Test
    void loopingReturnsToTheFirstFrameAfterTheLast() {
        var head = playhead();
        head.advance(4, AtEnd.LOOP, listener);
        assertEquals(14, head.frame());
        assertEquals(0f, head.fraction(), "the last frame holds until the next is entered");
        head.advance(1, AtEnd.LOOP, listener);
        assertEquals(1, head.animation());
        assertEquals(10, head.frame());
        head.advance(2, AtEnd.LOOP, listener);
        assertEquals(List.of("1:12", "1:14", "1:12"), fired);
    }

    @Test
    void chainingFollowsNextAnimationAndNextFrameBothWays() {
        var head = playhead();
        head.advance(5, AtEnd.CHAIN, listener);
        assertEquals(2, head.animation());
        assertEquals(22, head.frame());
        head.advance(2, AtEnd.CHAIN, listener); // 23, then back to animation 1 at 10
        assertEquals(1, head.animation());
        assertEquals(10, head.frame());
        // Entering 22 fires its effect; animation 2's sound at 20 is skipped, since the chain enters at 22.
        assertEquals(List.of("1:12", "1:14", "2:22"), fired);
    }

    @Test
    void stoppingHoldsTheLastFrameAndSaysSo() {
        var head = playhead();
        assertFalse(head.advance(9, AtEnd.STOP, listener));
        assertEquals(1, head.animation());
        assertEquals(14, head.frame());
        assertEquals(0f, head.fraction());
    }

    @Test
    void aChainToAnotherModelsAnimationLoopsInsteadAndSaysWhy() {
        var head = playhead();
        head.select(3);
        assertNotNull(head.chainProblem(3));
        assertTrue(head.chainProblem(3).contains("next animation 4"), head.chainProblem(3));
        assertNull(head.chainProblem(1));
        head.advance(2, AtEnd.CHAIN, listener);
        assertEquals(3, head.animation());
        assertEquals(30, head.frame());
    }

    @Test
    void aNextFrameOutsideTheNextAnimationIsNotFollowed() {
        var timelines = List.of(timeline(0, 0, 2, 1, 99, List.of()), timeline(1, 10, 12, 0, 0, List.of()));
        var head = new Playhead(timelines, 0, 2);
        assertTrue(head.chainProblem(0).contains("next frame 99"), head.chainProblem(0));
        head.advance(3, AtEnd.CHAIN, listener);
        assertEquals(0, head.animation());
        assertEquals(0, head.frame());
    }

    @Test
    void steppingMovesWholeFramesAndBackStopsAtTheFirst() {
        var head = playhead();
        head.stepForward(AtEnd.CHAIN, listener);
        head.stepForward(AtEnd.CHAIN, listener);
        assertEquals(12, head.frame());
        assertEquals(List.of("1:12"), fired);
        head.seek(12.4);
        head.stepBack();
        assertEquals(12, head.frame(), "a step back from between frames lands on the frame before the fraction");
        assertEquals(0f, head.fraction());
        head.stepBack();
        head.stepBack();
        head.stepBack();
        assertEquals(10, head.frame());
        head.toEnd();
        head.stepForward(AtEnd.CHAIN, listener);
        assertEquals(2, head.animation());
        assertEquals(22, head.frame());
    }

    @Test
    void seekingHoldsWithinTheAnimation() {
        var head = playhead();
        head.seek(12.25);
        assertEquals(12, head.frame());
        assertEquals(0.25f, head.fraction(), 1e-6);
        head.seek(-3);
        assertEquals(10, head.frame());
        head.seek(99);
        assertEquals(14, head.frame());
        assertEquals(0f, head.fraction());
        head.seek(Double.NaN);
        assertEquals(10, head.frame());
    }

    @Test
    void aLongStallEntersABoundedNumberOfFrames() {
        var head = playhead();
        assertTrue(head.advance(1e12, AtEnd.LOOP, listener));
        assertTrue(fired.size() <= 256, fired.size() + " commands fired");
        assertTrue(head.frame() >= 10 && head.frame() <= 14);
    }

    @Test
    void anEmptyOrForeignRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Playhead(TIMELINES, 2, 2));
        assertThrows(IllegalArgumentException.class, () -> new Playhead(TIMELINES, 3, 9));
        var head = playhead();
        assertThrows(IllegalArgumentException.class, () -> head.select(0));
    }
}
