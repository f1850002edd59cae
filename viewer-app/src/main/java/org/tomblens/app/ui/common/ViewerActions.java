package org.tomblens.app.ui.common;

import org.tomblens.app.anim.Subject;

/** What panels ask the viewer to do: take the camera somewhere, or show something in the animation player. */
public interface ViewerActions {
    /** Flies the camera into a room and looks down its length. */
    void flyToRoom(int room);

    /** Flies the camera to look at an entity, and selects it. */
    void flyToEntity(int entity);

    /** Flies the camera over a sector, and selects it. */
    void flyToSector(int room, int x, int z);

    /** Flies the camera to a fixed camera (or sink) of the level, and shows it. */
    void flyToCamera(int camera);

    /** Stands the camera at the first flyby camera of a sequence (TR4/TR5), looking where it looks. */
    void flyToFlyby(int sequence);

    /**
     * Shows a model or static in the animation player and the model view; an entity ({@link Subject.InPlace},
     * whose model index is looked up) plays in its place in the level while the level's other entities pause.
     */
    void play(Subject subject);

    /** Opens the States panel, in front, on the model in the animation player. */
    void showStateGraph();

    /** Asks where to, then exports the level on screen as one glTF scene. */
    void exportLevel();

    /** Asks where to, then exports model {@code modelIndex} as a skinned glTF mesh with all its animations. */
    void exportModel(int modelIndex);

    /**
     * Asks where to, then exports cutscene {@code number}: the level, its actors and its camera, animated. A TR1–TR3
     * level has one, 1; a TR4/TR5 level's are its pack's.
     */
    void exportCutscene(int number);
}
