package org.tomblens.format.ten;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;

/**
 * The mesh trees and movables of Tomb Editor 1.11 on, each movable with its own animations, made into the level-wide
 * tables of the older layout ({@link TenGeometryReader.AnimationTables}) that the rest of the reader knows.
 *
 * <p>A movable stores its object id, skin, mesh count, first mesh and mesh tree, then its animations: state,
 * frame rate, last frame, next animation and frame, a blend (frame count and a Bézier curve of four points),
 * three motion curves (lateral, vertical, forward: four points each, the speed at the start in the first point's
 * y and at the end in the second's), the keyframes, the state changes (state, frame range, next animation, next
 * frame range, blend), the commands and an int of flags. Numbers of frames and animations count within the
 * movable; here they are made level-wide, each animation's frames following the one before, as 1.10 has them.
 * Commands store their frame after their other parameters and the two set-position commands store floats; here
 * they take 1.10's order: frame first, ints.
 */
final class TenMoveableAnimations {
    private static final int MOVEABLE_BYTES = 24;
    private static final int ANIMATION_BYTES = 6 * 4 + 32 + 3 * 32 + 4 * 4;
    private static final int STATE_CHANGE_BYTES = 7 * 4 + 32;
    private static final int CURVE_BYTES = 32;

    private final List<TenGeometryReader.Animation> animations = new ArrayList<>();
    private final List<Integer> stateChanges = new ArrayList<>();
    private final List<Integer> dispatches = new ArrayList<>();
    private final List<Integer> commands = new ArrayList<>();
    private final TenKeyFrames keyFrames = new TenKeyFrames();
    private int frameBase;

    /** A state change as stored, its frames within its own animation and the next. */
    private record StateChange(int state, int low, int high, int next, int nextFrame) {}

    /** An animation as read, before its next animation's frames are known. */
    private record Stored(TenGeometryReader.Animation animation, List<StateChange> changes) {}

    private TenMoveableAnimations() {}

    static TenGeometryReader.AnimationTables read(ByteCursor cursor) {
        var meshTrees = TenGeometryReader.table(cursor, "meshTrees", 1);
        var tables = new TenMoveableAnimations();
        var count = cursor.count32("moveables", MOVEABLE_BYTES);
        var moveables = new ArrayList<TenGeometryReader.Moveable>(count);
        for (int m = 0; m < count; m++) {
            cursor.enter("moveables", m);
            moveables.add(tables.moveable(cursor));
            cursor.leave();
        }
        return new TenGeometryReader.AnimationTables(tables.animations, ints(tables.stateChanges),
                ints(tables.dispatches), ints(tables.commands), meshTrees, tables.keyFrames, moveables);
    }

    private TenGeometryReader.Moveable moveable(ByteCursor cursor) {
        var id = cursor.s32("objectId");
        var skin = cursor.s32("skin");
        var numMeshes = cursor.s32("numMeshes");
        var startingMesh = cursor.s32("startingMesh");
        var meshTree = cursor.s32("meshTree");
        var count = cursor.count32("animations", ANIMATION_BYTES);
        var first = animations.size();
        var stored = new ArrayList<Stored>(count);
        for (int a = 0; a < count; a++) {
            cursor.enter("animations", a);
            stored.add(animation(cursor, first));
            cursor.leave();
        }
        for (var animation : stored) {
            link(animation, stored, first);
        }
        return new TenGeometryReader.Moveable(id, skin, numMeshes, startingMesh, meshTree, count > 0 ? first : -1);
    }

    private Stored animation(ByteCursor cursor, int first) {
        var state = cursor.s32("state");
        var frameRate = cursor.s32("frameRate");
        var lastFrame = Math.max(0, cursor.s32("frameEnd"));
        var next = cursor.s32("nextAnimation");
        var nextFrame = cursor.s32("nextFrame");
        cursor.s32("blendFrameCount");
        cursor.skip("blendCurve", CURVE_BYTES);
        var lateral = TenSurface.floats(cursor, "motionCurves.lateral", 8);
        cursor.skip("motionCurves.vertical", CURVE_BYTES);
        var forward = TenSurface.floats(cursor, "motionCurves.forward", 8);
        var frameStart = frameBase;
        frameBase += lastFrame + 1;
        var frameCount = cursor.count32("keyFrames", TenKeyFrames.MIN_CENTRED_BYTES);
        var firstKeyFrame = keyFrames.count();
        for (int f = 0; f < frameCount; f++) {
            cursor.enter("keyFrames", f);
            keyFrames.readCentred(cursor);
            cursor.leave();
        }
        var changeCount = cursor.count32("stateChanges", STATE_CHANGE_BYTES);
        var changes = new ArrayList<StateChange>(changeCount);
        for (int c = 0; c < changeCount; c++) {
            cursor.enter("stateChanges", c);
            changes.add(new StateChange(cursor.s32("state"), cursor.s32("frameLow"), cursor.s32("frameHigh"),
                    cursor.s32("nextAnimation"), cursor.s32("nextFrameLow")));
            cursor.s32("nextFrameHigh");
            cursor.s32("blendFrameCount");
            cursor.skip("blendCurve", CURVE_BYTES);
            cursor.leave();
        }
        var commandCount = cursor.count32("commands", 4);
        var commandIndex = commands.size();
        for (int c = 0; c < commandCount; c++) {
            cursor.enter("commands", c);
            command(cursor, frameStart);
            cursor.leave();
        }
        cursor.s32("flags");
        var animation = new TenGeometryReader.Animation(firstKeyFrame, frameRate, state,
                new float[] {lateral[1], 0, forward[1]}, new float[] {lateral[3], 0, forward[3]}, frameStart,
                frameStart + lastFrame, first + next, nextFrame, changes.size(), -1, commandCount, commandIndex);
        return new Stored(animation, changes);
    }

    /** Appends one command in 1.10's order, its frame made level-wide. */
    private void command(ByteCursor cursor, int frameStart) {
        var at = cursor.position();
        var type = cursor.s32("type");
        commands.add(type);
        switch (type) {
            case 1 -> {
                for (var value : TenSurface.floats(cursor, "position", 3)) {
                    commands.add(Math.round(value));
                }
            }
            case 2 -> {
                var jump = TenSurface.floats(cursor, "jump", 3);
                commands.add(Math.round(jump[1]));
                commands.add(Math.round(jump[2]));
            }
            case 3, 4 -> { }
            case 5 -> {
                var sound = cursor.s32("soundId");
                commands.add(frameStart + cursor.s32("frame"));
                commands.add(sound);
                commands.add(cursor.s32("environment"));
            }
            case 6 -> {
                var effect = cursor.s32("effect");
                commands.add(frameStart + cursor.s32("frame"));
                commands.add(effect);
            }
            case 7 -> commands.add(frameStart + cursor.s32("frame"));
            default -> throw cursor.errorAt(at, "type", "is " + type + ", not a command 1 to 7");
        }
    }

    /**
     * Adds the animation with its next frame and its state changes made level-wide: a run of changes to one state
     * becomes one state change with a dispatch for each.
     */
    private void link(Stored stored, List<Stored> siblings, int first) {
        var source = stored.animation();
        var stateChangeIndex = stateChanges.size() / 3;
        var changes = stored.changes();
        for (int c = 0; c < changes.size(); c++) {
            var change = changes.get(c);
            if (c == 0 || changes.get(c - 1).state() != change.state()) {
                stateChanges.add(change.state());
                stateChanges.add(0);
                stateChanges.add(dispatches.size() / 4);
            }
            stateChanges.set(stateChanges.size() - 2, stateChanges.get(stateChanges.size() - 2) + 1);
            dispatches.add(source.frameStart() + change.low());
            dispatches.add(source.frameStart() + change.high());
            dispatches.add(first + change.next());
            dispatches.add(frameStart(siblings, change.next()) + change.nextFrame());
        }
        var local = source.nextAnimation() - first;
        animations.add(new TenGeometryReader.Animation(source.keyFrame(), source.frameRate(), source.state(),
                source.velocityStart(), source.velocityEnd(), source.frameStart(), source.frameEnd(),
                source.nextAnimation(), frameStart(siblings, local) + source.nextFrame(),
                stateChanges.size() / 3 - stateChangeIndex, stateChangeIndex, source.numCommands(),
                source.commandIndex()));
    }

    /** The level-wide first frame of the movable's animation {@code local}; 0 for one it lacks. */
    private static int frameStart(List<Stored> siblings, int local) {
        return local >= 0 && local < siblings.size() ? siblings.get(local).animation().frameStart() : 0;
    }

    private static int[] ints(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
