package org.tomblens.format.wad2;

import java.util.ArrayList;
import java.util.List;
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
 * The movables' skeletons and animations as a level's tables (§8), as Tomb Editor compiles them into a level: frame
 * numbers run on from animation to animation of one movable; an animation's frames end at its end frame or at
 * the frames its keyframes span, whichever comes first; speeds and accelerations come from the start and end
 * velocities in 16.16 fixed point; next animations, dispatch targets and command frames move from the
 * movable's own numbering into the table's; a next animation past the movable's becomes its first, a dispatch to
 * one is dropped (with a warning each); TombEngine's commands (types past 6) are left out, and a sound or flip
 * effect condition kept in a {@code W2Cmd2}'s third parameter is packed into the second's high bits as the games
 * read it. Each bone after the root becomes a mesh-tree link: its stack operation, then its offset, Y down.
 */
final class Wad2Animations {
    private static final int SET_POSITION = 1;
    private static final int JUMP_DISTANCE = 2;
    private static final int EMPTY_HANDS = 3;
    private static final int KILL = 4;
    private static final int PLAY_SOUND = 5;
    private static final int FLIP_EFFECT = 6;
    private static final int LEFT_FOOT = 1;
    private static final int RIGHT_FOOT = 2;
    private static final int ON_LAND = 1;
    private static final int IN_WATER = 2;

    private final Wad2KeyFrames keyFrameWords;
    private final List<DataWarning> warnings;
    private final List<Model> models = new ArrayList<>();
    private final List<int[]> animations = new ArrayList<>();
    private final List<StateChange> stateChanges = new ArrayList<>();
    private final List<int[]> dispatches = new ArrayList<>();
    private final List<Short> commands = new ArrayList<>();
    private final List<Integer> meshTrees = new ArrayList<>();
    private final List<short[]> frames = new ArrayList<>();
    private long frameWords;

    private Wad2Animations(GameVersion version, List<DataWarning> warnings) {
        this.keyFrameWords = new Wad2KeyFrames(version);
        this.warnings = warnings;
    }

    /**
     * The tables of {@code moveables}, whose meshes start at mesh pointer {@code startingMesh[m]}, with keyframes
     * laid out as {@code version}'s.
     *
     * @param warnings where data the games could not take is reported
     */
    static AnimationData of(List<Wad2Moveable> moveables, int[] startingMesh, GameVersion version,
                            List<DataWarning> warnings) {
        var tables = new Wad2Animations(version, warnings);
        for (int m = 0; m < moveables.size(); m++) {
            tables.add(m, moveables.get(m), startingMesh[m]);
        }
        return tables.build();
    }

    private void add(int index, Wad2Moveable moveable, int startingMesh) {
        var place = "moveables[" + index + "] (id " + moveable.id() + ")";
        var first = animations.size();
        var count = moveable.animations().size();
        var frameBase = 0;
        var movableFrames = 2 * frameWords;
        for (int a = 0; a < count; a++) {
            var animation = moveable.animations().get(a);
            var size = keyFrameWords.size(animation.keyFrames());
            var offset = 2 * frameWords;
            var words = keyFrameWords.words(animation.keyFrames(), size);
            frames.add(words);
            frameWords += words.length;
            var keyFrames = animation.keyFrames().size();
            var spanned = keyFrames == 0 ? 0 : animation.frameRate() * (keyFrames - 1) + 1;
            var frameCount = Math.min(animation.endFrame() + 1, spanned);
            var frameStart = frameBase;
            var steps = keyFrames > 1 ? (keyFrames - 1) * animation.frameRate() : 1;
            var accel = keyFrames == 0 || animation.frameRate() == 0 ? 0
                    : fixed((animation.endVelocity() - animation.startVelocity()) / steps);
            var lateralAccel = keyFrames == 0 || animation.frameRate() == 0 ? 0
                    : fixed((animation.endLateralVelocity() - animation.startLateralVelocity()) / steps);
            var next = animation.nextAnimation();
            if (next >= count) {
                warn(place + ".animations[" + a + "]", "next animation " + next + " of " + count
                        + "; the movable's first is taken, as Tomb Editor does");
                next = 0;
            }
            var commandStart = commands.size();
            var commandCount = 0;
            for (var command : animation.commands()) {
                commandCount += addCommand(command, frameStart) ? 1 : 0;
            }
            var stateChangeStart = stateChanges.size();
            for (var change : animation.stateChanges()) {
                var dispatchStart = dispatches.size();
                for (var dispatch : change.dispatches()) {
                    if (dispatch.nextAnimation() >= count) {
                        warn(place + ".animations[" + a + "]", "a dispatch to animation " + dispatch.nextAnimation()
                                + " of " + count + " is left out, as Tomb Editor does");
                        continue;
                    }
                    dispatches.add(new int[] {dispatch.inFrame() + frameStart, dispatch.outFrame() + frameStart,
                            first + dispatch.nextAnimation(), dispatch.nextFrame()});
                }
                stateChanges.add(new StateChange(change.state(), dispatches.size() - dispatchStart, dispatchStart));
            }
            animations.add(new int[] {(int) offset, animation.frameRate(), size, animation.state(),
                    fixed(animation.startVelocity()), accel, fixed(animation.startLateralVelocity()), lateralAccel,
                    frameStart, frameStart + Math.max(0, frameCount - 1), first + next, animation.nextFrame(),
                    stateChanges.size() - stateChangeStart, stateChangeStart, commandCount, commandStart});
            frameBase += Math.max(0, frameCount);
        }
        var meshTree = meshTrees.size();
        for (int b = 1; b < moveable.meshes().size(); b++) {
            var bone = b < moveable.bones().size() ? moveable.bones().get(b) : null;
            meshTrees.add(bone == null ? 0 : bone.opcode());
            meshTrees.add(bone == null ? 0 : (int) bone.translation().x());
            meshTrees.add(bone == null ? 0 : (int) -bone.translation().y());
            meshTrees.add(bone == null ? 0 : (int) bone.translation().z());
        }
        if (moveable.bones().size() != moveable.meshes().size()) {
            warn(place, moveable.bones().size() + " bones for " + moveable.meshes().size() + " meshes");
        }
        models.add(new Model(moveable.id(), moveable.meshes().size(), startingMesh, meshTree, movableFrames,
                count == 0 ? Model.NO_ANIMATION : first));
    }

    /** Adds the command's words; false, adding none, for a command the games do not have. */
    private boolean addCommand(Wad2Animation.Command command, int frameStart) {
        switch (command.type()) {
            case SET_POSITION -> words(command.type(), command.parameter1(), command.parameter2(),
                    command.parameter3());
            case JUMP_DISTANCE -> words(command.type(), command.parameter1(), command.parameter2());
            case EMPTY_HANDS, KILL -> words(command.type());
            case PLAY_SOUND, FLIP_EFFECT -> words(command.type(), command.parameter1() + frameStart,
                    command.parameter2() | (command.packedConditions() ? 0 : conditionBits(command)));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** A {@code W2Cmd2}'s condition as the games' high bits: left foot / on land 0x4000, right foot / water 0x8000. */
    private static int conditionBits(Wad2Animation.Command command) {
        var condition = command.parameter3();
        if (command.type() == FLIP_EFFECT) {
            return condition == LEFT_FOOT ? 0x4000 : condition == RIGHT_FOOT ? 0x8000 : 0;
        }
        return condition == ON_LAND ? 0x4000 : condition == IN_WATER ? 0x8000 : 0;
    }

    private void words(int... values) {
        for (var value : values) {
            commands.add((short) value);
        }
    }

    private AnimationData build() {
        var built = new ArrayList<Animation>(animations.size());
        for (var a : animations) {
            built.add(new Animation(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
                    a[11] + animations.get(a[10])[8], a[12], a[13], a[14], a[15]));
        }
        var builtDispatches = new ArrayList<AnimDispatch>(dispatches.size());
        for (var d : dispatches) {
            builtDispatches.add(new AnimDispatch(d[0], d[1], d[2], d[3] + animations.get(d[2])[8]));
        }
        var commandWords = new short[commands.size()];
        for (int i = 0; i < commandWords.length; i++) {
            commandWords[i] = commands.get(i);
        }
        var allFrames = new short[(int) frameWords];
        var at = 0;
        for (var words : frames) {
            System.arraycopy(words, 0, allFrames, at, words.length);
            at += words.length;
        }
        return new AnimationData(models, built, stateChanges, builtDispatches, Words.own(commandWords),
                Ints.own(meshTrees.stream().mapToInt(Integer::intValue).toArray()), Words.own(allFrames));
    }

    private void warn(String place, String message) {
        DataWarning.add(warnings, place, message);
    }

    /** A speed in world units per frame as 16.16 fixed point. */
    private static int fixed(float value) {
        return (int) Math.round(value * 65536.0);
    }
}
