package org.tomblens.format.cutscene;

import org.tomblens.format.anim.Pose;

/**
 * The actors of a cutscene as a renderer or an exporter stands and poses them frame by frame, whichever game's
 * cutscene it is: each actor moves an entity of the level (and is drawn in its stead) or stands on its own, drawn
 * with one of the level's models, placed in the world by a point and a turn about Y, and posed in its model's space
 * at every frame.
 */
public interface CutsceneCast {
    /** What {@link #entity} gives for an actor that is none of the level's entities. */
    int NO_ENTITY = -1;

    /** How many actors it has. */
    int size();

    /** How many frames it poses its actors for; past the last, the last is shown. */
    int frames();

    /** The entity of the level that actor {@code actor} moves, or {@link #NO_ENTITY}. */
    int entity(int actor);

    /** The type id the actor is drawn as (its object slot). */
    int slot(int actor);

    /** The index of the model the actor is drawn with, or -1 when the level has none for it (it is not drawn). */
    int model(int actor);

    /** Where the actor's model space stands in the world and its turn about Y (65536 to the turn). */
    CutsceneOrigin placement(int actor);

    /**
     * Fills {@code pose} (one for {@link #model}'s meshes) with actor {@code actor} at {@code frame}, clamped to the
     * frames it has, in its model's space. Not safe to call from two threads at once.
     */
    void pose(int actor, int frame, Pose pose);
}
