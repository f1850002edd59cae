package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.Words;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;

/** Animation timelines: commands (§6.2.6), state changes and dispatches (§6.2.4–6.2.5). */
class AnimationTimelineTest {

    private static List<AnimationTimeline> timelines(GameVersion version, short[] commands, int count,
                                                     List<DataWarning> warnings) {
        var animation = new Animation(0, 1, 10, 3, 0, 0, 0, 0, 10, 20, 7, 30, 1, 0, count, 0);
        var data = new AnimationData(List.of(new Model(0, 1, 0, 0, 0, 0)), List.of(animation),
                List.of(new StateChange(2, 2, 0)),
                List.of(new AnimDispatch(10, 12, 5, 40), new AnimDispatch(13, 15, 6, 50)),
                Words.own(commands), Ints.EMPTY, Words.EMPTY);
        return AnimationTimeline.of(version, data, warnings);
    }

    @Test
    void commandsDecodeWithTheirFramesAndWholeAnimationOnesFireAtTheLastFrame() {
        short[] words = {
            1, 10, -20, 30,          // set position
            2, 5, 6,                 // jump distance
            3,                       // empty hands
            4,                       // kill
            5, 17, 0x4000 | 100,     // sound 100 on land at frame 17
            6, 18, (short) (0x8000 | 32), // TR3+: FOOTPRINT_FX for the right foot at frame 18
            6, 19, 7,                // flipeffect 7 at frame 19
        };
        var warnings = new ArrayList<DataWarning>();
        var timeline = timelines(GameVersion.TR3, words, 7, warnings).get(0);
        assertEquals(List.of(new AnimCommand.SetPosition(20, 10, -20, 30), new AnimCommand.JumpDistance(20, 5, 6),
                new AnimCommand.EmptyHands(20), new AnimCommand.Kill(20),
                new AnimCommand.PlaySound(17, 100, AnimCommand.Surface.LAND),
                new AnimCommand.Footstep(18, AnimCommand.Foot.RIGHT), new AnimCommand.FlipEffect(19, 7)),
                timeline.commands());
        assertEquals(List.of(new AnimCommand.PlaySound(17, 100, AnimCommand.Surface.LAND)), timeline.commandsAt(17));
        assertEquals(4, timeline.commandsAt(20).size());
        assertTrue(warnings.isEmpty());
        assertEquals(List.of(3, 10, 20, 1, 7, 30), List.of(timeline.state(), timeline.frameStart(), timeline.frameEnd(),
                timeline.frameRate(), timeline.nextAnimation(), timeline.nextFrame()));
    }

    @Test
    void beforeTr3FlipEffect32IsAnOrdinaryFlipEffect() {
        var timeline = timelines(GameVersion.TR2, new short[] {6, 18, 32}, 1, new ArrayList<>()).get(0);
        assertEquals(List.of(new AnimCommand.FlipEffect(18, 32)), timeline.commands());
    }

    @Test
    void anUnknownCodeOrAStreamCutShortEndsTheCommandsAndIsReported() {
        var warnings = new ArrayList<DataWarning>();
        assertEquals(List.of(new AnimCommand.Kill(20)), timelines(GameVersion.TR1, new short[] {4, 9, 1}, 3, warnings)
                .get(0).commands());
        assertEquals(List.of(), timelines(GameVersion.TR1, new short[] {1, 2}, 1, warnings).get(0).commands());
        assertEquals(List.of(new AnimCommand.EmptyHands(20)), timelines(GameVersion.TR1, new short[] {3}, 500, warnings)
                .get(0).commands());
        assertEquals(3, warnings.size(), warnings.toString());
    }

    @Test
    void aStateChangeDispatchesByTheFrameRangeThatHoldsTheFrame() {
        var rule = timelines(GameVersion.TR2, new short[0], 0, new ArrayList<>()).get(0).stateChange(2);
        assertEquals(new AnimDispatch(10, 12, 5, 40), rule.dispatchAt(12));
        assertEquals(new AnimDispatch(13, 15, 6, 50), rule.dispatchAt(13));
        assertNull(rule.dispatchAt(16));
        assertNull(timelines(GameVersion.TR2, new short[0], 0, new ArrayList<>()).get(0).stateChange(9));
    }

    static Stream<Path> levels() {
        return Corpus.levels().stream();
    }

    /** In the corpus levels every animation's command stream holds exactly its NumAnimCommands commands. */
    @ParameterizedTest
    @MethodSource("levels")
    void everyCorpusAnimationHasAsManyCommandsAsItDeclares(Path path) {
        var level = CorpusCache.level(path);
        var timelines = LevelAnimation.build(level).timelines();
        for (int a = 0; a < timelines.size(); a++) {
            var stored = level.animation().animations().get(a);
            assertEquals(stored.numAnimCommands(), timelines.get(a).commands().size(), "animation " + a);
            assertEquals(stored.numStateChanges(), timelines.get(a).stateChanges().size(), "animation " + a);
        }
    }
}
