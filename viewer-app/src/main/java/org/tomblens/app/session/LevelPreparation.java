package org.tomblens.app.session;

import java.io.IOException;
import java.nio.file.Path;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;

/**
 * How the window prepares a file it opens, on its loading thread: reads it, then makes the parts of the
 * {@link PreparedLevel} its first view reads there, so that the thread that draws only uploads; one progress bar
 * covers both. The other parts are made on the same thread once the level is on screen ({@link #prepareRest}).
 */
public final class LevelPreparation {
    /** The share of the bar that reading the file takes; making its parts takes the rest. */
    private static final double READING = 0.6;

    private LevelPreparation() {}

    /** Reads and prepares a file from its bytes, reporting progress; {@code path} (null for the bundled demo) locates its companions. */
    public static PreparedLevel prepare(Path path, String displayName, byte[] bytes, ProgressListener progress)
            throws IOException {
        return prepare(path, displayName, bytes, progress, StartupTimes.Steps.NONE);
    }

    /** As {@link #prepare(Path, String, byte[], ProgressListener)}, telling {@code steps} when parsing and building end. */
    public static PreparedLevel prepare(Path path, String displayName, byte[] bytes, ProgressListener progress,
                                        StartupTimes.Steps steps) throws IOException {
        var began = System.nanoTime();
        var read = PreparedLevel.read(bytes, path, displayName,
                (fraction, stage) -> progress.progress(fraction * READING, stage));
        steps.ended("parse", began);
        began = System.nanoTime();
        // The bundled demo has no folder: its MAIN.SFX ships beside it inside the application.
        var prepared = path != null ? read : read.withMainSfx(Bytes.own(BundledDemoLevel.mainSfx()),
                "the demo's " + BundledDemoLevel.SOUNDS_FILE_NAME);
        prepared.prepareToShow((fraction, stage) -> progress.progress(READING + (1 - READING) * fraction, stage));
        progress.progress(1.0, "uploading");
        steps.ended("build", began);
        return prepared;
    }

    /**
     * Makes the parts of a level on screen that its first frame did not wait for (its triggers, pathfinding boxes,
     * soundtracks, flyby paths), so that the panels and overlays that show them find them made.
     */
    public static void prepareRest(PreparedLevel shown) {
        shown.prepareAll(ProgressListener.NONE);
    }
}
