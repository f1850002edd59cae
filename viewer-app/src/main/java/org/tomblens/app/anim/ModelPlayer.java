package org.tomblens.app.anim;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.model.Level;

/**
 * The animation player's state: what it shows, where its playhead stands, whether it plays, how fast and
 * what it does at an animation's end, and the pose that results. Playing at speed 1 is the games' 30
 * frames a second. The pose is evaluated into one buffer per model, so playing allocates nothing.
 */
public final class ModelPlayer {
    public static final float SLOWEST = 0.1f;
    public static final float FASTEST = 2f;
    private static final double FRAMES_PER_SECOND = 30;

    private final Level level;
    private final LevelAnimation animation;
    private final Pose[] poses;
    private Subject subject = Subject.NONE;
    private Playhead playhead;
    private boolean playing;
    /** A state change being played, or null: any other choice of the user's ends it. */
    private Transition transition;
    private float speed = 1f;
    private Playhead.AtEnd atEnd = Playhead.AtEnd.LOOP;

    public ModelPlayer(Level level, LevelAnimation animation) {
        this.level = level;
        this.animation = animation;
        this.poses = new Pose[level.animation().models().size()];
    }

    public Subject subject() {
        return subject;
    }

    /** Shows moveable model {@code modelIndex} on its own, at the start of its first animation. */
    public void showModel(int modelIndex) {
        show(new Subject.Model(modelIndex), modelIndex);
    }

    /**
     * Plays entity {@code entity} in its place in the level, from the start of its model's first animation;
     * false (and nothing changes) when the entity has no model.
     */
    public boolean showEntity(int entity) {
        var entry = animation.models().byId(level.entities().get(entity).type());
        if (entry == null) {
            return false;
        }
        show(new Subject.InPlace(entity, entry.index()), entry.index());
        return true;
    }

    public void showStatic(int staticIndex) {
        still(new Subject.Static(staticIndex));
    }

    /** Shows the mesh of mesh pointer {@code pointer} alone. */
    public void showMesh(int pointer) {
        still(new Subject.Mesh(pointer));
    }

    private void still(Subject shown) {
        transition = null;
        subject = shown;
        playhead = null;
        playing = false;
    }

    public void clear() {
        still(Subject.NONE);
    }

    private void show(Subject shown, int modelIndex) {
        transition = null;
        subject = shown;
        var data = level.animation();
        var first = data.firstAnimation(modelIndex);
        var end = data.animationEnd(modelIndex);
        playhead = first < end ? new Playhead(animation.timelines(), first, end) : null;
        playing = false;
        if (poses[modelIndex] == null) {
            poses[modelIndex] = animation.poses().newPose(modelIndex);
        }
        evaluate();
    }

    /** The playhead, or null when the subject has no animations (a static, a model without any). */
    public Playhead playhead() {
        return playhead;
    }

    public boolean hasAnimations() {
        return playhead != null;
    }

    /** The moveable's pose at the playhead (its rest pose without animations), or null for a static. */
    public Pose pose() {
        var model = subject.modelIndex();
        return model < 0 ? null : poses[model];
    }

    public boolean isPlaying() {
        return playing;
    }

    public void setPlaying(boolean on) {
        transition = on ? transition : null;
        playing = on && playhead != null;
    }

    public float speed() {
        return speed;
    }

    public void setSpeed(float speed) {
        this.speed = Math.max(SLOWEST, Math.min(FASTEST, speed));
    }

    public Playhead.AtEnd atEnd() {
        return atEnd;
    }

    public void setAtEnd(Playhead.AtEnd atEnd) {
        this.atEnd = atEnd;
    }

    /**
     * Plays on by {@code seconds} of time if playing (stopping at an end when set to) and poses; paused, the
     * pose stays as the last change made it.
     */
    public void update(double seconds, Playhead.CommandListener listener) {
        if (playing && playhead != null) {
            playing = playhead.advance(seconds * FRAMES_PER_SECOND * speed, atEnd, listener);
            if (transition != null && (!playing || playhead.animation() != transition.fromAnim()
                    || playhead.frame() >= transition.switchAt())) {
                // The state change fires: on as its dispatch says, as the game does.
                playhead.select(transition.toAnim());
                playhead.seek(transition.toFrame());
                transition = null;
                playing = true;
            }
            evaluate();
        }
    }

    /**
     * Plays a state change as the game would make it: animation {@code fromAnim} from frame {@code low}, the first
     * of the dispatch's range, through the range to {@code high}, then animation {@code toAnim} from frame
     * {@code toFrame}. Both must be the model's; otherwise nothing changes and false is returned.
     */
    public boolean playTransition(int fromAnim, int low, int high, int toAnim, int toFrame) {
        if (playhead == null || !playhead.owns(fromAnim) || !playhead.owns(toAnim)) {
            return false;
        }
        playhead.select(fromAnim);
        playhead.seek(low);
        transition = new Transition(fromAnim, Math.min(high, playhead.lastFrame()), toAnim, toFrame);
        playing = true;
        evaluate();
        return true;
    }

    /** A state change under way: the source animation plays until frame {@code switchAt}, then the target. */
    private record Transition(int fromAnim, int switchAt, int toAnim, int toFrame) {}

    /** Goes to the first frame of {@code animation} (one of the model's), keeping play on or off. */
    public void select(int animationIndex) {
        if (playhead != null && playhead.owns(animationIndex)) {
            transition = null;
            playhead.select(animationIndex);
            evaluate();
        }
    }

    /** Moves to absolute frame {@code frame} (fractional) of the current animation, and pauses. */
    public void scrub(double frame) {
        if (playhead != null) {
            transition = null;
            playing = false;
            playhead.seek(frame);
            evaluate();
        }
    }

    public void stepForward(Playhead.CommandListener listener) {
        if (playhead != null) {
            transition = null;
            playing = false;
            playhead.stepForward(atEnd, listener);
            evaluate();
        }
    }

    public void stepBack() {
        if (playhead != null) {
            transition = null;
            playing = false;
            playhead.stepBack();
            evaluate();
        }
    }

    public void toStart() {
        scrub(Double.NEGATIVE_INFINITY);
    }

    public void toEnd() {
        scrub(Double.POSITIVE_INFINITY);
    }

    /** The keyframe at or before the playhead's frame, counted from the animation's first. */
    public int keyframe() {
        var timeline = playhead.timeline();
        return (playhead.frame() - timeline.frameStart()) / Math.max(1, timeline.frameRate());
    }

    /** Whether the pose shown is a stored keyframe, not one interpolated between two. */
    public boolean onKeyframe() {
        var timeline = playhead.timeline();
        var tick = playhead.frame() - timeline.frameStart();
        return playhead.fraction() == 0 && (tick % Math.max(1, timeline.frameRate()) == 0
                || playhead.frame() == playhead.lastFrame());
    }

    /** Keyframes the current animation stores. */
    public int keyframeCount() {
        return animation.poses().keyframeCount(playhead.animation());
    }

    private void evaluate() {
        var model = subject.modelIndex();
        if (model < 0) {
            return;
        }
        if (playhead == null) {
            animation.poses().restPose(model, poses[model]);
        } else {
            animation.poses().evaluate(model, playhead.animation(), playhead.frame(), playhead.fraction(), poses[model]);
        }
    }
}
