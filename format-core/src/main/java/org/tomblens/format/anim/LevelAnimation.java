package org.tomblens.format.anim;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;

/**
 * Everything about a level's moveables that the viewer animates with: poses, each animation's timeline,
 * and the list of models with Lara's skeleton and skin told apart.
 */
public record LevelAnimation(PoseEvaluator poses, List<AnimationTimeline> timelines, ModelList models,
                             List<DataWarning> warnings) {
    public LevelAnimation {
        timelines = List.copyOf(timelines);
        warnings = List.copyOf(warnings);
    }

    public static LevelAnimation build(Level level) {
        var poses = PoseEvaluator.of(level);
        var warnings = new ArrayList<>(poses.warnings());
        var timelines = AnimationTimeline.of(level.version(), level.animation(), warnings);
        var models = ModelList.of(level.version(), level.animation(), warnings);
        return new LevelAnimation(poses, timelines, models, DataWarning.finish(warnings));
    }
}
