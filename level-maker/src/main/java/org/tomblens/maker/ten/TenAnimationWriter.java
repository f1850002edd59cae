package org.tomblens.maker.ten;

import static org.tomblens.maker.ten.TenLevelWriter.floats;

import org.tomblens.maker.write.ByteSink;

/**
 * A movable as Tomb Editor 1.11 writes it, with its animations inside: per animation its numbers, a linear blend
 * curve, the three motion curves (lateral and vertical still, forward from the start speed to the end speed, each
 * point as (time, speed)), the keyframes (box as centre and half extents, root offset, quaternions), the state
 * changes with their blend, the commands (set position and jump as three floats) and the flags.
 */
final class TenAnimationWriter {
    private static final int BLEND_FRAMES = 0;

    private TenAnimationWriter() {}

    static void moveable(ByteSink sink, TenLevelPlan.Moveable moveable) {
        sink.dwords("moveable", new int[] {moveable.objectId(), -1, moveable.bones(), 0, 0});
        sink.s32("animations", moveable.animations().size());
        for (var animation : moveable.animations()) {
            animation(sink, animation);
        }
    }

    private static void animation(ByteSink sink, TenLevelPlan.Animation animation) {
        sink.dwords("animation", new int[] {animation.state(), animation.frameRate(), animation.frameEnd(),
                animation.nextAnimation(), animation.nextFrame(), BLEND_FRAMES});
        curve(sink, 0, 1);
        curve(sink, 0, 0);
        curve(sink, 0, 0);
        curve(sink, animation.speedStart(), animation.speedEnd());
        sink.s32("keyFrames", animation.keyFrames().size());
        for (var frame : animation.keyFrames()) {
            keyFrame(sink, frame);
        }
        sink.s32("stateChanges", animation.changes().size());
        for (var change : animation.changes()) {
            sink.dwords("stateChange", new int[] {change.state(), change.low(), change.high(),
                    change.nextAnimation(), change.nextFrame(), change.nextFrame(), BLEND_FRAMES});
            curve(sink, 0, 1);
        }
        sink.s32("commands", animation.commands().size());
        for (var command : animation.commands()) {
            sink.s32("type", command.type());
            if (command.type() <= 2) {
                for (var value : command.parameters()) {
                    sink.f32("parameters", value);
                }
            } else {
                sink.dwords("parameters", command.parameters());
            }
        }
        sink.s32("flags", 0);
    }

    /** A Bézier curve from (0, start) to (1, end), its handles on its ends: start, end, start handle, end handle. */
    private static void curve(ByteSink sink, float start, float end) {
        floats(sink, "curve", 0, start, 1, end, 0, start, 1, end);
    }

    private static void keyFrame(ByteSink sink, TenLevelPlan.KeyFrame frame) {
        var box = frame.box();
        for (int axis = 0; axis < 3; axis++) {
            sink.f32("boundingBox.centre", (box[2 * axis] + box[2 * axis + 1]) / 2f);
        }
        for (int axis = 0; axis < 3; axis++) {
            sink.f32("boundingBox.extents", (box[2 * axis + 1] - box[2 * axis]) / 2f);
        }
        floats(sink, "rootOffset", frame.offset()[0], frame.offset()[1], frame.offset()[2]);
        sink.s32("boneOrientations", frame.rotations().size());
        for (var rotation : frame.rotations()) {
            floats(sink, "boneOrientation", rotation);
        }
    }
}
