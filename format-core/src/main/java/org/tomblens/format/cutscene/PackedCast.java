package org.tomblens.format.cutscene;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.ModelList;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.model.Level;

/**
 * A TR4/TR5 pack cutscene's actors as a {@link CutsceneCast}, as the games draw them (the TR4 decompilation's
 * cutscene code): every actor's model space stands at the cutscene's origin, unturned; its root mesh lies at three
 * times its first node's values from there, and mesh i is turned by node i + 1 (X, Y and Z, 1024 to the turn,
 * applied Y, X, Z) down its model's mesh tree. The first actor is always Lara, whatever slot the pack names: the
 * game poses the level's Lara with it (moved to the origin), so it moves the level's Lara entity and is drawn with
 * her model; the others are no entity of the level, each drawn with the model of its object slot.
 */
public final class PackedCast implements CutsceneCast {
    private final PackedCutscene cutscene;
    private final PackedCutscene.Decoded decoded;
    private final LevelAnimation animation;
    private final int[] models;
    private final int[] entities;
    private final CutsceneOrigin origin;
    /** One frame's turns of an actor's meshes, filled for each pose. */
    private final int[] turns = new int[3 * CutscenePack.MOST_NODES];

    private PackedCast(PackedCutscene cutscene, PackedCutscene.Decoded decoded, Level level,
                       LevelAnimation animation) {
        this.cutscene = cutscene;
        this.decoded = decoded;
        this.animation = animation;
        var actors = cutscene.actors();
        models = new int[actors.size()];
        entities = new int[actors.size()];
        for (int a = 0; a < actors.size(); a++) {
            var entry = animation.models().byId(a == 0 ? ModelList.LARA : actors.get(a).slot());
            models[a] = entry == null || level.animation().models().get(entry.index()).numMeshes() == 0 ? -1
                    : entry.index();
            entities[a] = a == 0 ? lara(level) : NO_ENTITY;
        }
        origin = new CutsceneOrigin(cutscene.x(), cutscene.y(), cutscene.z(), 0, "the cutscene's stored origin");
    }

    /** The actors of {@code cutscene} (decoded as {@code decoded}) as they stand in {@code level}. */
    public static PackedCast of(PackedCutscene cutscene, PackedCutscene.Decoded decoded, Level level,
                                LevelAnimation animation) {
        return new PackedCast(cutscene, decoded, level, animation);
    }

    /** The level's first Lara, or none. */
    private static int lara(Level level) {
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            if (entities.get(e).type() == ModelList.LARA) {
                return e;
            }
        }
        return NO_ENTITY;
    }

    @Override
    public int size() {
        return models.length;
    }

    @Override
    public int frames() {
        return cutscene.frames();
    }

    @Override
    public int entity(int actor) {
        return entities[actor];
    }

    @Override
    public int slot(int actor) {
        return actor == 0 ? (int) ModelList.LARA : cutscene.actors().get(actor).slot();
    }

    @Override
    public int model(int actor) {
        return models[actor];
    }

    @Override
    public CutsceneOrigin placement(int actor) {
        return origin;
    }

    @Override
    public void pose(int actor, int frame, Pose pose) {
        var nodes = decoded.actors().get(actor);
        var f = Math.max(0, Math.min(frame, nodes.frames() - 1));
        var meshes = Math.min(nodes.nodes() - 1, pose.meshCount());
        for (int mesh = 0; mesh < meshes; mesh++) {
            for (int axis = 0; axis < 3; axis++) {
                turns[3 * mesh + axis] = nodes.value(f, mesh + 1, axis);
            }
        }
        // Meshes the pack gives no node stay unturned.
        java.util.Arrays.fill(turns, 3 * meshes, turns.length, 0);
        animation.poses().evaluateTurned(models[actor], 3f * nodes.value(f, 0, 0), 3f * nodes.value(f, 0, 1),
                3f * nodes.value(f, 0, 2), turns, pose);
    }
}
