package org.tomblens.format.prepared;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.floordata.FloorDataDescriptions;
import org.tomblens.format.floordata.LevelFloorData;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.floordata.SectorLookup;
import org.tomblens.format.floordata.TargetKind;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.cutscene.CutsceneRules;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.format.cutscene.PackNearLevel;
import org.tomblens.format.cutscene.PackedCutscene;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.flyby.FlybyScene;
import org.tomblens.format.flyby.FlybySequence;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RoomBoxes;
import org.tomblens.format.io.NearbyFiles;
import org.tomblens.format.model.Bytes;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.open.OpenWarnings;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.script.LevelScript;
import org.tomblens.format.sound.LevelSounds;
import org.tomblens.format.sound.SoundTracks;
import org.tomblens.format.wad.Wad;
import org.tomblens.format.wad2.Wad2;

/**
 * A file opened as a level (a level as it is, a library or a project as the level it makes) and everything derived
 * from it without OpenGL: its GPU-ready buffers, poses, decoded FloorData, the trigger index, where its rooms are,
 * the words that describe it, its script, sounds and tracks, its pathfinding boxes and flyby paths.
 *
 * <p>Each part is made the first time it is asked for and kept, so whoever reads it (the window, its panels, the
 * offscreen renderer, a command) gets the same one and nothing is derived twice, whichever thread asks first. The
 * window's loading thread asks for those a level's first view reads ({@link #prepareToShow}) before the level is
 * shown, and for the rest ({@link #prepareAll}) once it is; a command pays only for the parts it reads.
 */
public final class PreparedLevel {
    private final Path path;
    private final String displayName;
    private final OpenedFile source;
    private final Once<LevelGeometry> geometry;
    private final Once<LevelAnimation> animation;
    private final Once<LevelFloorData> floorData;
    private final Once<TriggerIndex> triggers;
    private final Once<SectorLookup> sectors;
    private final Once<RoomFinder> rooms;
    private final Once<RoomBoxes> roomBoxes;
    private final Once<FloorDataDescriptions> descriptions;
    private final Once<LevelScript> script;
    private final Once<LevelSounds> sounds;
    private final Once<List<SoundTracks.Track>> tracks;
    private final Once<BoxMap> boxes;
    private final Once<List<FlybySequence>> flybySequences;
    private final Once<List<FlybyPath>> flybyPaths;
    private final Once<Optional<LevelCutscene>> cutscene;
    private final Once<PackNearLevel> cutscenePack;

    private PreparedLevel(Path path, String displayName, OpenedFile source, Function<Level, LevelSounds> sounds) {
        this.path = path;
        this.displayName = displayName;
        this.source = source;
        var level = source.level();
        this.geometry = new Once<>(() -> LevelGeometry.build(level));
        this.animation = new Once<>(() -> LevelAnimation.build(level));
        this.floorData = new Once<>(() -> LevelFloorData.of(level));
        this.triggers = new Once<>(() -> TriggerIndex.of(floorData()));
        this.sectors = new Once<>(() -> new SectorLookup(floorData()));
        this.rooms = new Once<>(() -> RoomFinder.of(floorData()));
        this.roomBoxes = new Once<>(() -> RoomBoxes.of(level, geometry().world()));
        this.descriptions = new Once<>(() -> new FloorDataDescriptions(level));
        this.script = new Once<>(() -> LevelScript.find(path, level.version()));
        this.sounds = new Once<>(() -> sounds.apply(level));
        this.tracks = new Once<>(() -> {
            // The soundtracks the triggers play, and the one the game plays with the level's cutscene.
            var numbers = new HashSet<>(triggers().targets(TargetKind.TRACK));
            // Only where the frames are measured from and what plays with them, not the actors' poses.
            if (!level.cinematicFrames().isEmpty()) {
                var track = CutsceneRules.staging(level, path, script().cutscene()).track();
                if (track != null) {
                    numbers.add(track);
                }
            }
            // And those the cutscenes of a TR4/TR5 pack beside it play.
            if (level.version().atLeast(GameVersion.TR4) && cutscenePack().pack() != null) {
                cutscenePack().pack().cutscenes().stream().map(PackedCutscene::track).filter(track -> track >= 0)
                        .forEach(numbers::add);
            }
            return SoundTracks.find(path, level.version(), numbers);
        });
        this.boxes = new Once<>(() -> BoxMap.of(level));
        this.flybySequences = new Once<>(() -> FlybySequence.of(level.flybyCameras()));
        this.flybyPaths = new Once<>(() -> {
            var scene = FlybyScene.of(level);
            return flybySequences().stream().map(sequence -> FlybyPath.of(sequence, scene)).toList();
        });
        this.cutscene = new Once<>(() -> LevelCutscene.of(level, path, script().cutscene(), animation()));
        this.cutscenePack = new Once<>(() -> {
            if (!level.version().atLeast(GameVersion.TR4)) {
                return new PackNearLevel(Optional.empty(), null, "TR1–TR3 keep their cutscenes in levels of their "
                        + "own", Set.of());
            }
            var played = new HashSet<>(triggers().targets(TargetKind.CUTSCENE));
            if (script().startCutscene() >= 0) {
                played.add(script().startCutscene());
            }
            return PackNearLevel.find(path, played);
        });
    }

    /**
     * Opens a file from its bytes, reporting how far reading is; {@code path} (null for a file with no folder)
     * is where its companions, script, sounds and tracks are looked for.
     */
    public static PreparedLevel read(byte[] bytes, Path path, String displayName, ProgressListener progress)
            throws IOException {
        return opened(OpenedFile.read(bytes, path, displayName, progress), path, displayName);
    }

    /** A file opened already; {@code path} as in {@link #read(byte[], Path, String, ProgressListener)}. */
    public static PreparedLevel opened(OpenedFile source, Path path, String displayName) {
        return new PreparedLevel(path, displayName, source, level -> LevelSounds.load(level, path));
    }

    /** A level read already from {@code path} (null for none), as if opened from it. */
    public static PreparedLevel of(Level level, Path path) {
        var name = path != null ? path.getFileName().toString() : level.fileName();
        return opened(new OpenedFile.GameLevel(level, level.warnings()), path, name);
    }

    /** A level read already, with no file around it. */
    public static PreparedLevel of(Level level) {
        return of(level, null);
    }

    /**
     * This level with the sounds of a TR2/TR3 level taken from {@code mainSfx} rather than a MAIN.SFX beside its
     * file ({@code where} names it in messages): for a level that ships with its sounds and has no folder.
     */
    public PreparedLevel withMainSfx(Bytes mainSfx, String where) {
        return new PreparedLevel(path, displayName, source, level -> LevelSounds.withMainSfx(level, mainSfx, where));
    }

    /**
     * Makes the parts a level's first view reads, reporting each step as a fraction of this preparation: its geometry
     * and animations, its FloorData and the rooms a viewpoint is found in, its script (the air and sky), its sounds
     * and its cutscene. What the window makes on its loading thread before the level is shown: the thread that draws
     * then only uploads, and the level is on screen without waiting for the parts only panels and overlays read.
     */
    public PreparedLevel prepareToShow(ProgressListener progress) {
        // The parts that look for files beside the level (script, sounds, cutscenes) list each folder once.
        return NearbyFiles.eachFolderListedOnce(() -> makeToShow(progress));
    }

    /**
     * Makes every part now, those {@link #prepareToShow} makes first, reporting each step as a fraction of this
     * preparation: what a check of a file reads, and what the window makes once a level is on screen, so that the
     * panels find every part made.
     */
    public PreparedLevel prepareAll(ProgressListener progress) {
        return NearbyFiles.eachFolderListedOnce(() -> {
            makeToShow(progress);
            triggers();
            descriptions();
            tracks();
            boxes();
            flybyPaths();
            cutscenePack();
            return this;
        });
    }

    private PreparedLevel makeToShow(ProgressListener progress) {
        progress.progress(0.125, "building geometry");
        geometry();
        progress.progress(0.5, "animations");
        animation();
        progress.progress(0.625, "floor data");
        rooms();
        roomBoxes();
        sectors();
        progress.progress(0.75, "sounds");
        sounds();
        script();
        cutscene();
        return this;
    }

    /** The file it was read from, or null for one with no folder (the bundled demo). */
    public Path path() {
        return path;
    }

    public String displayName() {
        return displayName;
    }

    /** What the file was, and what only the source knows (object names, a project's files). */
    public OpenedFile source() {
        return source;
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

    public LevelGeometry geometry() {
        return geometry.get();
    }

    public LevelAnimation animation() {
        return animation.get();
    }

    public LevelFloorData floorData() {
        return floorData.get();
    }

    /** Which triggers act on each entity, camera, track and flip group. */
    public TriggerIndex triggers() {
        return triggers.get();
    }

    /** Sectors by world position: heights, the rooms above and below. */
    public SectorLookup sectors() {
        return sectors.get();
    }

    /** Where the rooms are, for placing views and following the camera. */
    public RoomFinder rooms() {
        return rooms.get();
    }

    /** The box each room takes in the world, and the box of its see-through faces, for culling views. */
    public RoomBoxes roomBoxes() {
        return roomBoxes.get();
    }

    /** The words for its FloorData, entities and objects. */
    public FloorDataDescriptions descriptions() {
        return descriptions.get();
    }

    /** What the game's script beside the file says of it (nothing, with no file). */
    public LevelScript script() {
        return script.get();
    }

    public LevelSounds sounds() {
        return sounds.get();
    }

    /** The music its triggers and cutscenes play, found beside the file or not. */
    public List<SoundTracks.Track> tracks() {
        return tracks.get();
    }

    /** The pathfinding boxes, their overlaps and zones. */
    public BoxMap boxes() {
        return boxes.get();
    }

    /** The flyby sequences, in sequence order. */
    public List<FlybySequence> flybySequences() {
        return flybySequences.get();
    }

    /** Each flyby sequence's path, in the order of {@link #flybySequences()}. */
    public List<FlybyPath> flybyPaths() {
        return flybyPaths.get();
    }

    /** The path of {@code sequence}, one of {@link #flybySequences()}. */
    public FlybyPath flybyPath(FlybySequence sequence) {
        return flybyPaths().get(flybySequences().indexOf(sequence));
    }

    /** The TR1–TR3 cutscene of the level's cinematic frames, placed as the game places it; empty without frames. */
    public Optional<LevelCutscene> cutscene() {
        return cutscene.get();
    }

    /**
     * A TR4/TR5 level's cutscene pack, found as the game finds it, with the cutscenes the level's script and
     * triggers play; looked for only in TR4 and TR5.
     */
    public PackNearLevel cutscenePack() {
        return cutscenePack.get();
    }

    /** Every warning met while reading the file and building its geometry and animations. */
    public List<DataWarning> warnings() {
        return OpenWarnings.of(source.warnings(), geometry(), animation());
    }
}
