package org.tomblens.app.export;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.model.Level;

/** A model as exports pose it: in the first frame of its first animation, or at rest when it has none. */
final class FirstFrame {
    private FirstFrame() {}

    static Pose of(Level level, LevelAnimation animation, int model) {
        var poses = animation.poses();
        var pose = poses.newPose(model);
        var first = level.animation().firstAnimation(model);
        if (first < level.animation().animationEnd(model)) {
            poses.evaluate(model, first, animation.timelines().get(first).frameStart(), 0, pose);
        } else {
            poses.restPose(model, pose);
        }
        return pose;
    }
}
