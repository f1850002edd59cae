package org.tomblens.app.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.FloorDataDescriptions;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Level;
import org.tomblens.format.read.FileFormat;
import org.tomblens.format.read.FormatDetector;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad.WadLevel;
import org.tomblens.format.wad.WadReader;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.sound.LevelSounds;

/**
 * A level and everything derived from it without OpenGL, built on a worker thread: its GPU-ready buffers,
 * poses, decoded FloorData, the trigger index, the words that describe it all, and its decoded sounds.
 *
 * @param path the file it was read from, or null for the bundled demo
 */
public record LoadedLevel(Path path, String displayName, Level level, LevelGeometry geometry, LevelAnimation animation,
                          LevelFloorData floorData, TriggerIndex triggers, SectorLookup sectors,
                          FloorDataDescriptions descriptions, Optional<Wad> library, LevelSounds sounds) {

    /**
     * Reads and prepares a file from its bytes, reporting progress: a level as it is; a TRLE object library
     * as a level of its models without rooms (its companions are read from beside {@code path}).
     */
    public static LoadedLevel prepare(Path path, String displayName, byte[] bytes, ProgressListener progress)
            throws IOException {
        Optional<Wad> library = Optional.empty();
        Level level;
        if (FormatDetector.detect(bytes, displayName) == FileFormat.WAD) {
            progress.progress(0.1, "reading the object library");
            var wad = path != null ? WadReader.read(path) : WadReader.read(bytes, displayName);
            library = Optional.of(wad);
            level = WadLevel.of(wad);
        } else {
            level = LevelReader.read(bytes, displayName, (fraction, stage) -> progress.progress(fraction * 0.6, stage));
        }
        progress.progress(0.65, "building geometry");
        var geometry = LevelGeometry.build(level);
        progress.progress(0.8, "animations");
        var animation = LevelAnimation.build(level);
        progress.progress(0.9, "floor data");
        var floorData = LevelFloorData.of(level);
        var triggers = TriggerIndex.of(floorData);
        progress.progress(0.93, "sounds");
        var sounds = LevelSounds.load(level, path);
        progress.progress(1.0, "uploading");
        return new LoadedLevel(path, displayName, level, geometry, animation, floorData, triggers,
                new SectorLookup(floorData), new FloorDataDescriptions(level), library, sounds);
    }

    /** Every warning met while reading and preparing the level, as lines. */
    public List<String> warnings() {
        var lines = new ArrayList<String>();
        library.ifPresent(wad -> wad.warnings().forEach(warning -> lines.add(warning.toString())));
        level.warnings().forEach(warning -> lines.add(warning.toString()));
        geometry.warnings().forEach(warning -> lines.add(warning.toString()));
        animation.warnings().forEach(warning -> lines.add(warning.toString()));
        return lines;
    }
}
