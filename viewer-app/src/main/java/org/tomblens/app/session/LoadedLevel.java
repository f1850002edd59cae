package org.tomblens.app.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.app.load.BundledDemoLevel;
import org.tomblens.app.report.StartupTimes;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.FloorDataDescriptions;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.Level;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.script.LevelScript;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.SoundTracks;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad2.Wad2;

/**
 * A level (or a library or project opened as one) and everything derived from it without OpenGL, built
 * on a worker thread: its GPU-ready buffers, poses, decoded FloorData, the trigger index, where its rooms are,
 * the words that describe it all, and its sounds.
 *
 * @param path the file it was read from, or null for the bundled demo
 * @param source what the file was, and what only the source knows (object names, a project's files)
 */
public record LoadedLevel(Path path, String displayName, OpenedFile source, LevelGeometry geometry,
                          LevelAnimation animation, LevelFloorData floorData, TriggerIndex triggers, SectorLookup sectors,
                          RoomFinder rooms, FloorDataDescriptions descriptions, LevelSounds sounds,
                          LevelScript script, List<SoundTracks.Track> tracks) {

    /** Reads and prepares a file from its bytes, reporting progress; {@code path} locates its companions. */
    public static LoadedLevel prepare(Path path, String displayName, byte[] bytes, ProgressListener progress)
            throws IOException {
        return prepare(path, displayName, bytes, progress, StartupTimes.Steps.NONE);
    }

    /** As {@link #prepare(Path, String, byte[], ProgressListener)}, telling {@code steps} when parsing and building end. */
    public static LoadedLevel prepare(Path path, String displayName, byte[] bytes, ProgressListener progress,
                                      StartupTimes.Steps steps) throws IOException {
        var began = System.nanoTime();
        var source = OpenedFile.read(bytes, path, displayName, (fraction, stage) -> progress.progress(fraction * 0.6, stage));
        var level = source.level();
        steps.ended("parse", began);
        began = System.nanoTime();
        progress.progress(0.65, "building geometry");
        var geometry = LevelGeometry.build(level);
        progress.progress(0.8, "animations");
        var animation = LevelAnimation.build(level);
        progress.progress(0.85, "floor data");
        var floorData = LevelFloorData.of(level);
        var triggers = TriggerIndex.of(floorData);
        progress.progress(0.9, "sounds");
        // The bundled demo has no folder: its MAIN.SFX ships beside it inside the application.
        var sounds = path == null ? LevelSounds.withMainSfx(level, Bytes.own(BundledDemoLevel.mainSfx()),
                "the demo's " + BundledDemoLevel.SOUNDS_FILE_NAME) : LevelSounds.load(level, path);
        progress.progress(1.0, "uploading");
        var loaded = new LoadedLevel(path, displayName, source, geometry, animation, floorData, triggers,
                new SectorLookup(floorData), RoomFinder.of(floorData), new FloorDataDescriptions(level), sounds,
                LevelScript.find(path, level.version()),
                SoundTracks.find(path, level.version(), triggers.targets(TargetKind.TRACK)));
        steps.ended("build", began);
        return loaded;
    }

    public Level level() {
        return source.level();
    }

    /** The object library this was opened from, if it was one. */
    public Optional<Wad> library() {
        return source instanceof OpenedFile.TrleLibrary library ? Optional.of(library.wad()) : Optional.empty();
    }

    /** The Tomb Editor library this was opened from, if it was one. */
    public Optional<Wad2> wad2Library() {
        return source instanceof OpenedFile.Wad2Library library ? Optional.of(library.wad()) : Optional.empty();
    }

    /** Every warning met while reading and preparing the file. */
    public List<DataWarning> warnings() {
        var warnings = new ArrayList<>(source.warnings());
        warnings.addAll(geometry.warnings());
        warnings.addAll(animation.warnings());
        return warnings;
    }
}
