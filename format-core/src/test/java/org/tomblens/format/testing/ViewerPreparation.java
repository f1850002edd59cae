package org.tomblens.format.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;

/** A level prepared as the viewer prepares it: geometry, animations, FloorData, triggers and the rooms' finder. */
public final class ViewerPreparation {
    private ViewerPreparation() {}

    /** Prepares {@code level}; nothing the reader accepted may make it fail. */
    public static void prepare(Level level) {
        LevelGeometry.build(level);
        LevelAnimation.build(level);
        var floorData = LevelFloorData.of(level);
        TriggerIndex.of(floorData);
        RoomFinder.of(floorData);
    }

    /**
     * Opens {@code file} as the viewer opens a library of models (a WAD2, a Remastered model): read through the
     * registry, its meshes and animations built; nothing the reader accepted may make that fail.
     */
    public static void openLibrary(FuzzedFile.File file) {
        try {
            var level = OpenedFile.read(file.bytes(), null, file.name(), ProgressListener.NONE).level();
            LevelGeometry.build(level);
            LevelAnimation.build(level);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
