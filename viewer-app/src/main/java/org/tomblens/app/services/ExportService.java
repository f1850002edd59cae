package org.tomblens.app.services;

/** Exports of the level on screen, each asking where to, then written off the window's thread. */
public interface ExportService {
    /** Exports the level on screen as one glTF scene. */
    void exportLevel();

    /** Exports model {@code modelIndex} as a skinned glTF mesh with all its animations. */
    void exportModel(int modelIndex);

    /**
     * Exports cutscene {@code number}: the level, its actors and its camera, animated. A TR1–TR3 level has one, 1;
     * a TR4/TR5 level's are its pack's.
     */
    void exportCutscene(int number);
}
