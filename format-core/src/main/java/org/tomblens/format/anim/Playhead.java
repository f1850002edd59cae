package org.tomblens.format.anim;

import java.util.List;

/**
 * Where an animation player stands in one model's animations: an animation and a position in absolute
 * frames (a whole frame and the fraction of the way to the next), moved by playing, stepping and seeking.
 *
 * <p>An animation shows frames {@code FrameStart .. FrameEnd}; playing on from the last frame does what
 * {@link AtEnd} says. As the game does (§6.2.2), a chain continues at {@code NextAnimation}'s
 * {@code NextFrame}; a chain is only followed within the model's own animations, since another model's
 * keyframes do not fit this skeleton (custom levels hold such links), and a loop is played instead.
 * Entering a frame fires the commands of that frame (§6.2.6), which {@link #advance} reports in order.
 */
public final class Playhead {
    /** What playing past an animation's last frame does. */
    public enum AtEnd {
        /** Stay on the last frame. */
        STOP,
        /** Start the same animation again. */
        LOOP,
        /** Continue with the next animation at its next frame, as the game does. */
        CHAIN
    }

    /** Receives the commands fired while playing, in the order their frames were entered. */
    public interface CommandListener {
        void fired(int animation, AnimCommand command);
    }

    /** At most this many frames are entered by one call, however long the step: a stalled window skips. */
    private static final int MOST_FRAMES_PER_ADVANCE = 256;

    private final List<AnimationTimeline> timelines;
    private final int firstAnimation;
    private final int animationEnd;
    private int animation;
    private int frame;
    private double fraction;

    /**
     * A playhead over the animations {@code firstAnimation .. animationEnd - 1} (one model's, as {@link
     * org.tomblens.format.model.AnimationData#firstAnimation} and {@code animationEnd} give them), at the
     * start of the first; the range must not be empty.
     */
    public Playhead(List<AnimationTimeline> timelines, int firstAnimation, int animationEnd) {
        if (firstAnimation < 0 || animationEnd > timelines.size() || firstAnimation >= animationEnd) {
            throw new IllegalArgumentException("no animations in " + firstAnimation + " .. " + animationEnd);
        }
        this.timelines = timelines;
        this.firstAnimation = firstAnimation;
        this.animationEnd = animationEnd;
        select(firstAnimation);
    }

    public int animation() {
        return animation;
    }

    /** The timeline of the current animation. */
    public AnimationTimeline timeline() {
        return timelines.get(animation);
    }

    /** The whole frame shown, absolute (between the animation's first and last frame). */
    public int frame() {
        return frame;
    }

    /**
     * How far (0 inclusive to 1 exclusive) the pose is from {@link #frame()} towards the next frame; 0 on the
     * last frame, whose pose holds until the next frame is entered.
     */
    public float fraction() {
        return frame == lastFrame() ? 0 : (float) fraction;
    }

    /** The animation's first frame: its FrameStart. */
    public int firstFrame() {
        return timeline().frameStart();
    }

    /** The animation's last frame; an animation whose FrameEnd is below its FrameStart has only its first. */
    public int lastFrame() {
        return timeline().lastFrame();
    }

    /** Whether {@code animation} is one of this model's. */
    public boolean owns(int animation) {
        return animation >= firstAnimation && animation < animationEnd;
    }

    /** Goes to the first frame of {@code animation}, which must be one of the model's. */
    public void select(int animation) {
        if (!owns(animation)) {
            throw new IllegalArgumentException("animation " + animation + " is not in " + firstAnimation + " .. "
                    + (animationEnd - 1));
        }
        this.animation = animation;
        frame = firstFrame();
        fraction = 0;
    }

    /** Goes to absolute frame {@code position} (a fractional frame), held within the animation. */
    public void seek(double position) {
        if (!(position >= firstFrame())) { // also NaN
            position = firstFrame();
        }
        if (position >= lastFrame()) {
            frame = lastFrame();
            fraction = 0;
            return;
        }
        frame = (int) Math.floor(position);
        fraction = position - frame;
    }

    public void toStart() {
        seek(firstFrame());
    }

    public void toEnd() {
        seek(lastFrame());
    }

    /**
     * One whole frame back, stopping at the first frame. (Going back never crosses into another animation:
     * an animation can be reached from many.)
     */
    public void stepBack() {
        seek(fraction > 0 ? frame : frame - 1);
    }

    /** One whole frame on; from the last frame it does what {@code atEnd} says. Commands fire as in play. */
    public void stepForward(AtEnd atEnd, CommandListener listener) {
        fraction = 0;
        enterNext(atEnd, listener);
    }

    /**
     * Plays {@code frames} frames on (at 30 frames a second, {@code seconds * 30 * speed}), firing the
     * commands of every frame entered. Returns false when it stopped at the end ({@link AtEnd#STOP}).
     */
    public boolean advance(double frames, AtEnd atEnd, CommandListener listener) {
        if (!(frames > 0)) {
            return true;
        }
        var target = fraction + frames;
        var entered = 0;
        while (target >= 1) {
            if (entered++ == MOST_FRAMES_PER_ADVANCE) {
                target = 0;
                break;
            }
            target -= 1;
            if (!enterNext(atEnd, listener)) {
                fraction = 0;
                return false;
            }
        }
        fraction = target;
        return true;
    }

    /** Why playing on from {@code animation}'s end does not follow its NextAnimation, or null when it does. */
    public String chainProblem(int animation) {
        var timeline = timelines.get(animation);
        var next = timeline.nextAnimation();
        if (!owns(next)) {
            return "its next animation " + next + " is not one of this model's (" + firstAnimation + " .. "
                    + (animationEnd - 1) + ")";
        }
        var target = timelines.get(next);
        if (timeline.nextFrame() < target.frameStart() || timeline.nextFrame() > target.lastFrame()) {
            return "its next frame " + timeline.nextFrame() + " lies outside animation " + next + "'s frames "
                    + target.frameStart() + " .. " + target.lastFrame();
        }
        return null;
    }

    /** Enters the frame after the current one, firing its commands; false when stopped at the end. */
    private boolean enterNext(AtEnd atEnd, CommandListener listener) {
        if (frame < lastFrame()) {
            frame++;
        } else if (atEnd == AtEnd.STOP) {
            return false;
        } else if (atEnd == AtEnd.CHAIN && chainProblem(animation) == null) {
            var timeline = timeline();
            animation = timeline.nextAnimation();
            frame = timeline.nextFrame();
        } else {
            frame = firstFrame();
        }
        for (var command : timeline().commands()) {
            if (command.frame() == frame) {
                listener.fired(animation, command);
            }
        }
        return true;
    }
}
