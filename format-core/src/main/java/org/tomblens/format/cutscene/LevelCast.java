package org.tomblens.format.cutscene;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;

/** A TR1–TR3 cutscene's actors as a {@link CutsceneCast}: entities of the level, each in the animation it plays. */
final class LevelCast implements CutsceneCast {
    private final LevelCutscene cutscene;
    private final LevelAnimation animation;
    private final int[] models;
    private final CutsceneOrigin[] placements;

    LevelCast(LevelCutscene cutscene, LevelAnimation animation) {
        this.cutscene = cutscene;
        this.animation = animation;
        var actors = cutscene.actors();
        models = new int[actors.size()];
        placements = new CutsceneOrigin[actors.size()];
        for (int a = 0; a < actors.size(); a++) {
            var actor = actors.get(a);
            var entry = animation.models().byId(actor.slot());
            models[a] = entry == null ? -1 : entry.index();
            placements[a] = new CutsceneOrigin(actor.x(), actor.y(), actor.z(), actor.angle(), "where it stands");
        }
    }

    @Override
    public int size() {
        return models.length;
    }

    @Override
    public int frames() {
        return cutscene.frames().size();
    }

    @Override
    public int entity(int actor) {
        return cutscene.actors().get(actor).entity();
    }

    @Override
    public int slot(int actor) {
        return cutscene.actors().get(actor).slot();
    }

    @Override
    public int model(int actor) {
        return models[actor];
    }

    @Override
    public CutsceneOrigin placement(int actor) {
        return placements[actor];
    }

    @Override
    public void pose(int actor, int frame, Pose pose) {
        var frames = cutscene.actors().get(actor).frames();
        if (frames.isEmpty()) {
            animation.poses().restPose(models[actor], pose);
            return;
        }
        var posed = frames.get(Math.max(0, Math.min(frame, frames.size() - 1)));
        animation.poses().evaluate(models[actor], posed.animation(), posed.frame(), 0, pose);
    }
}
