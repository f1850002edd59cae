package org.tomblens.maker.demo;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.maker.demo.SkeletonPlan.Pose;

/**
 * Gathers models into the level's shared animation tables (§6.2): meshes, mesh-tree dwords, keyframe
 * words, animations, state changes, dispatches and commands. A model's animations are described with
 * numbers relative to the model (its animation 0, frame 0 of that animation); here they become the
 * absolute indices and frame numbers the file stores (frame numbers run on across a model's animations).
 */
final class AnimationTables {
    /** §6.2.6 command codes. */
    private static final int PLAY_SOUND = 5;
    private static final int FLIPEFFECT = 6;

    /**
     * One animation of a model. {@code nextAnimation} is the model's own animation index and
     * {@code nextFrame} a frame of that animation counted from its start.
     *
     * @param frameRate ticks between keyframes (§6.2.2)
     * @param speed forward speed, 16.16 fixed point
     */
    record AnimationSpec(int state, int frameRate, List<Pose> keyframes, int speed, int nextAnimation, int nextFrame,
                         List<StateChangeSpec> stateChanges, List<CommandSpec> commands) {
        AnimationSpec {
            keyframes = List.copyOf(keyframes);
            stateChanges = List.copyOf(stateChanges);
            commands = List.copyOf(commands);
        }

        /** Ticks from the first frame to the last. */
        int length() {
            return (keyframes.size() - 1) * frameRate;
        }
    }

    /** §6.2.4: when the wanted state becomes {@code state}, the first dispatch whose range holds the frame. */
    record StateChangeSpec(int state, List<DispatchSpec> dispatches) {
        StateChangeSpec {
            dispatches = List.copyOf(dispatches);
        }
    }

    /** §6.2.5, relative: frames [low, high] of this animation go to {@code nextFrame} of {@code nextAnimation}. */
    record DispatchSpec(int low, int high, int nextAnimation, int nextFrame) {}

    /** A frame-bound anim command (§6.2.6), its frame counted from the animation's start. */
    sealed interface CommandSpec permits PlaySound, Flipeffect {}

    record PlaySound(int frame, int sound) implements CommandSpec {}

    record Flipeffect(int frame, int effect) implements CommandSpec {}

    private final List<Mesh> meshes = new ArrayList<>();
    private final List<Model> models = new ArrayList<>();
    private final List<Animation> animations = new ArrayList<>();
    private final List<StateChange> stateChanges = new ArrayList<>();
    private final List<AnimDispatch> dispatches = new ArrayList<>();
    private final WordList commands = new WordList();
    private final List<Integer> meshTrees = new ArrayList<>();
    private final WordList frames = new WordList();

    /** Adds a mesh that no model owns (a static's) and returns its mesh pointer index. */
    int addMesh(Mesh mesh) {
        meshes.add(mesh);
        return meshes.size() - 1;
    }

    /** Adds a model with its meshes, tree and animations. */
    void addModel(long id, SkeletonPlan skeleton, List<AnimationSpec> specs) {
        var startingMesh = meshes.size();
        meshes.addAll(skeleton.meshes());
        var meshTree = meshTrees.size();
        meshTrees.addAll(skeleton.meshTree());
        var frameOffset = 2L * frames.size();
        var first = animations.size();
        var starts = new int[specs.size()];
        for (int i = 1; i < specs.size(); i++) {
            starts[i] = starts[i - 1] + specs.get(i - 1).length() + 1;
        }
        for (int i = 0; i < specs.size(); i++) {
            var spec = specs.get(i);
            var start = starts[i];
            var animationOffset = 2L * frames.size();
            for (var pose : spec.keyframes()) {
                skeleton.encode(pose).forEach(frames::add);
            }
            var stateChangeIndex = stateChanges.size();
            for (var change : spec.stateChanges()) {
                stateChanges.add(new StateChange(change.state(), change.dispatches().size(), dispatches.size()));
                for (var dispatch : change.dispatches()) {
                    dispatches.add(new AnimDispatch(start + dispatch.low(), start + dispatch.high(),
                            first + dispatch.nextAnimation(), starts[dispatch.nextAnimation()] + dispatch.nextFrame()));
                }
            }
            var commandIndex = commands.size();
            for (var command : spec.commands()) {
                if (command instanceof PlaySound sound) {
                    addCommand(PLAY_SOUND, start + sound.frame(), sound.sound());
                } else if (command instanceof Flipeffect effect) {
                    addCommand(FLIPEFFECT, start + effect.frame(), effect.effect());
                }
            }
            animations.add(new Animation(animationOffset, spec.frameRate(), skeleton.frameSize(), spec.state(),
                    spec.speed(), 0, 0, 0, start, start + spec.length(), first + spec.nextAnimation(),
                    starts[spec.nextAnimation()] + spec.nextFrame(), spec.stateChanges().size(), stateChangeIndex,
                    spec.commands().size(), commandIndex));
        }
        models.add(new Model(id, skeleton.size(), startingMesh, meshTree, frameOffset,
                specs.isEmpty() ? Model.NO_ANIMATION : first));
    }

    private void addCommand(int code, int frame, int argument) {
        commands.add(code);
        commands.add(frame);
        commands.add(argument);
    }

    List<Mesh> meshes() {
        return List.copyOf(meshes);
    }

    AnimationData build() {
        var treeWords = meshTrees.stream().mapToInt(Integer::intValue).toArray();
        return new AnimationData(models, animations, stateChanges, dispatches, commands.toWords(),
                Ints.own(treeWords), frames.toWords());
    }
}
