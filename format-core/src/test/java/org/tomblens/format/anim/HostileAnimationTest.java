package org.tomblens.format.anim;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.Words;

/**
 * Animation tables whose counts are absurd, as damaged or custom levels store them: deriving poses and
 * timelines stays quick and small, and says what was wrong.
 */
class HostileAnimationTest {
    private static final int ANIMATIONS = 20_000;

    /** Every model claims the first animation, every animation claims every table at its largest. */
    private static AnimationData absurd() {
        var frames = new short[4096];
        var commands = new short[4096];
        java.util.Arrays.fill(commands, (short) 3);
        var animation = new Animation(0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFFFF, 0, 0, 0xFFFF, 0, 0xFFFF, 0);
        var models = new ArrayList<Model>();
        for (int m = 0; m < ANIMATIONS; m++) {
            models.add(new Model(m, 0xFFFF, 0, 0, 0, 0));
        }
        return new AnimationData(models, Collections.nCopies(ANIMATIONS, animation),
                Collections.nCopies(100, new StateChange(1, 0xFFFF, 0)),
                Collections.nCopies(100, new AnimDispatch(0, 1, 0, 0)), Words.own(commands), Ints.EMPTY,
                Words.own(frames));
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void absurdCountsCostNoMoreThanTheTablesHold() {
        var data = absurd();
        var warnings = new ArrayList<DataWarning>();
        var timelines = AnimationTimeline.of(GameVersion.TR2, data, warnings);
        var entries = timelines.stream().mapToLong(t -> t.commands().size() + t.stateChanges().size()).sum();
        assertTrue(entries <= 8L * (4096 + 100 + 100) + 4096, entries + " entries");
        assertFalse(warnings.isEmpty());

        var evaluator = PoseEvaluator.of(GameVersion.TR2, data);
        assertFalse(evaluator.warnings().isEmpty());
        var pose = evaluator.newPose(0);
        evaluator.evaluate(0, ANIMATIONS - 1, 40_000, 0.5f, pose);
        assertEquals(0xFFFF, pose.meshCount());
    }
}
