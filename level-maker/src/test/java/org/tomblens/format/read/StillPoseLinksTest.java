package org.tomblens.format.read;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.maker.demo.DemoLevelGenerator;
import org.tomblens.maker.write.LevelWriter;

/**
 * A next animation past the table on levels the project writes: the demo level with one-mesh models added after its
 * own, as retail levels of The Lost Artifact store them (one animation of one frame, no state changes, no commands,
 * NextAnimation at its own index plus 12592). Such a still pose that nothing enters loads without a warning and
 * keeps its link as stored; once a link enters it, or it moves, or its model has more animations, the link matters
 * and is warned of at its field.
 */
class StillPoseLinksTest {
    /** What The Lost Artifact's levels add to a still pose's own index to make its NextAnimation. */
    private static final int STORED_OFFSET = 12592;

    @Test
    void aStillPoseNothingEntersKeepsItsLinkPastTheTableWithoutAWarning() {
        var demo = DemoLevelGenerator.generate();
        var pose = demo.animation().animations().size();

        var level = written(demo, List.of(still(demo, pose, pose + STORED_OFFSET, 0)), List.of(pose));

        assertEquals(Optional.empty(), warningAt(level, pose));
        assertEquals(pose + STORED_OFFSET, level.animation().animations().get(pose).nextAnimation(),
                "the link is kept as stored");
    }

    @Test
    void aStillPoseAnotherAnimationLeadsIntoIsWarnedOf() {
        var demo = DemoLevelGenerator.generate();
        var pose = demo.animation().animations().size();
        var broken = still(demo, pose, pose + STORED_OFFSET, 0);
        var leading = still(demo, pose + 1, pose, broken.frameStart());

        var level = written(demo, List.of(broken, leading), List.of(pose, pose + 1));

        var warning = warningAt(level, pose).orElseThrow(() -> new AssertionError(level.warnings().toString()));
        assertTrue(warning.message().contains("does not exist"), warning.message());
        assertEquals(Optional.empty(), warningAt(level, pose + 1), "its own link stays in the table");
    }

    @Test
    void aPoseOfTwoFramesIsWarnedOf() {
        var demo = DemoLevelGenerator.generate();
        var pose = demo.animation().animations().size();
        var one = still(demo, pose, pose + STORED_OFFSET, 0);
        var two = new Animation(one.frameOffset(), one.frameRate(), one.frameSize(), one.state(), 0, 0, 0, 0,
                one.frameStart(), one.frameStart() + 1, one.nextAnimation(), one.nextFrame(), 0,
                one.stateChangeIndex(), 0, one.animCommandIndex());

        var level = written(demo, List.of(two), List.of(pose));

        assertTrue(warningAt(level, pose).isPresent(), level.warnings().toString());
    }

    /** The first of a model's animations leads on to the others only through its link. */
    @Test
    void aStillPoseWhoseModelHasMoreAnimationsIsWarnedOf() {
        var demo = DemoLevelGenerator.generate();
        var pose = demo.animation().animations().size();
        var first = still(demo, pose, pose + STORED_OFFSET, 0);
        var second = still(demo, pose + 1, pose + 1, 0);

        var level = written(demo, List.of(first, second), List.of(pose));

        assertTrue(warningAt(level, pose).isPresent(), level.warnings().toString());
    }

    /**
     * One frame of the demo's first animation's keyframes, no state changes, no commands; NextAnimation
     * {@code next} at {@code nextFrame}.
     */
    private static Animation still(Level demo, int index, int next, int nextFrame) {
        var data = demo.animation();
        var keyframes = data.animations().get(0);
        return new Animation(keyframes.frameOffset(), 1, keyframes.frameSize(), 0, 0, 0, 0, 0, 0, 0, next, nextFrame,
                0, data.stateChanges().size(), 0, data.commands().size());
    }

    /**
     * The demo level with {@code added} appended to its animations and a one-mesh model for each first animation
     * in {@code firsts}, written by level-maker and read back.
     */
    private static Level written(Level demo, List<Animation> added, List<Integer> firsts) {
        var data = demo.animation();
        var animations = new ArrayList<>(data.animations());
        animations.addAll(added);
        var models = new ArrayList<>(data.models());
        var id = models.stream().mapToLong(Model::id).max().orElse(0) + 1;
        var mesh = models.get(0);
        for (var first : firsts) {
            models.add(new Model(id++, 1, mesh.startingMesh(), mesh.meshTree(), mesh.frameOffset(), first));
        }
        var animation = new AnimationData(models, animations, data.stateChanges(), data.dispatches(), data.commands(),
                data.meshTrees(), data.frames());
        var level = new Level(demo.version(), demo.fileName(), demo.textures(), demo.rooms(), demo.floorData(),
                demo.meshes(), animation, demo.staticMeshes(), demo.texturing(), demo.cameras(), demo.flybyCameras(),
                demo.soundSources(), demo.navigation(), demo.entities(), demo.aiObjects(), demo.lightMap(),
                demo.cinematicFrames(), demo.demoData(), demo.sound(), demo.laraType(), demo.weather(),
                demo.footerBytes(), List.of());
        return LevelReader.read(LevelWriter.write(level), demo.fileName());
    }

    private static Optional<DataWarning> warningAt(Level level, int animation) {
        var path = "animations[" + animation + "].nextAnimation";
        return level.warnings().stream().filter(w -> w.path().equals(path)).findFirst();
    }
}
