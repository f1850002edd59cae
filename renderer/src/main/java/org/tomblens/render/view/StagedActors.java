package org.tomblens.render.view;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.cutscene.CutsceneCast;

/**
 * The actors of a staged cutscene that are no entities of the level (a TR4/TR5 pack's, but Lara), grouped by the
 * model they are drawn with so that each model's are drawn as further instances of it; a pose buffer each, made
 * when the cutscene is staged, not every frame.
 */
final class StagedActors {
    private final LevelAnimation animation;
    private final int[] meshesOfModel;
    private final int room;
    private final int[][] actors;
    private final Pose[][] poses;
    private final int[] counts;

    /** For models of {@code meshesOfModel} meshes each, with room for {@code room} meshes' bones in all. */
    StagedActors(LevelAnimation animation, int[] meshesOfModel, int room) {
        this.animation = animation;
        this.meshesOfModel = meshesOfModel;
        this.room = room;
        var models = meshesOfModel.length;
        actors = new int[models][];
        poses = new Pose[models][];
        counts = new int[models];
    }

    /**
     * Takes {@code cast}'s actors that are drawn with a model and stand for no entity ({@code actorOf[e]} gives the
     * actor each entity stands for), in order while their meshes fit the room; the rest are not drawn.
     */
    void cast(CutsceneCast cast, int[] actorOf) {
        clear();
        var bound = new boolean[cast.size()];
        for (var actor : actorOf) {
            if (actor >= 0) {
                bound[actor] = true;
            }
        }
        var byModel = new ArrayList<List<Integer>>();
        for (int m = 0; m < counts.length; m++) {
            byModel.add(new ArrayList<>());
        }
        var used = 0;
        for (int a = 0; a < cast.size(); a++) {
            var model = cast.model(a);
            if (!bound[a] && model >= 0 && model < counts.length && used + meshesOfModel[model] <= room) {
                byModel.get(model).add(a);
                used += meshesOfModel[model];
            }
        }
        for (int m = 0; m < counts.length; m++) {
            var list = byModel.get(m);
            if (list.isEmpty()) {
                continue;
            }
            actors[m] = list.stream().mapToInt(Integer::intValue).toArray();
            poses[m] = new Pose[list.size()];
            for (int i = 0; i < list.size(); i++) {
                poses[m][i] = animation.poses().newPose(m);
            }
            counts[m] = list.size();
        }
    }

    void clear() {
        java.util.Arrays.fill(counts, 0);
        java.util.Arrays.fill(actors, null);
        java.util.Arrays.fill(poses, null);
    }

    /** How many actors model {@code m} draws. */
    int count(int m) {
        return counts[m];
    }

    /** The {@code i}-th of them, as the cast numbers it. */
    int actor(int m, int i) {
        return actors[m][i];
    }

    Pose pose(int m, int i) {
        return poses[m][i];
    }
}
