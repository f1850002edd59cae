package org.tomblens.app.session;

import java.util.List;
import java.util.Optional;
import org.tomblens.app.anim.ModelNames;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.SoundCues;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.CutsceneSoundtrack;
import org.tomblens.app.audio.LevelAudio;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.app.camera.FlybyPlayback;
import org.tomblens.app.camera.MeasureTool;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.app.route.NewWaypoints;
import org.tomblens.app.route.RouteEditor;
import org.tomblens.app.route.RouteOnLevel;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.flyby.FlybySequence;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.ui.PageTextures;

/**
 * The level on screen: what was prepared off the window's thread, what was uploaded to the GPU and the
 * audio player from it, and what the user has selected in it. Lives and dies on the window's thread.
 */
public final class LevelSession implements AutoCloseable {
    private final PreparedLevel loaded;
    private final FlipState flips;
    private final LevelRenderer renderer;
    private final OverlayRenderer overlay;
    private final PageTextures pageTextures;
    private final LevelAudio audio;
    private final ModelPlayer player;
    private final FlybyPlayback flyby = new FlybyPlayback();
    private final Optional<LevelCutscene> cutscene;
    /** The actors the cutscene in the view stands: the level's own cutscene's, or a pack cutscene's once chosen. */
    private CutsceneCast cast;
    private final CutsceneSoundtrack soundtrack;
    private final MeasureTool measure = new MeasureTool();
    private final RouteEditor route = new RouteEditor();
    /** Made when a route first needs the level: what its waypoints point at, and new waypoints in it. */
    private RouteOnLevel routeOnLevel;
    private final SoundCues cues;
    private final ModelNames names;
    private ModelStage stage;
    private Selection selection = Selection.NONE;
    private String[] entityLabels;
    private int selectedCamera = -1;
    /** This level compared with another, or null. */
    private Comparison comparison;
    /** The playhead the renderer poses the entity played in place by, or null. */
    private Playhead heldPlayhead;

    /** Uploads a prepared level to the GPU and its samples to the player; call on the thread that owns both. */
    public LevelSession(PreparedLevel loaded, AudioPlayer player) {
        this.loaded = loaded;
        this.flips = new FlipState(loaded.level().rooms(), loaded.level().version());
        this.renderer = LevelRenderer.upload(loaded, flips);
        this.overlay = new OverlayRenderer(loaded);
        this.pageTextures = new PageTextures(loaded.geometry().pages());
        this.audio = new LevelAudio(player, loaded.sounds());
        this.player = new ModelPlayer(loaded.level(), loaded.animation());
        this.cues = new SoundCues(player);
        this.cutscene = loaded.cutscene();
        this.cast = cutscene.map(own -> own.cast(loaded.animation())).orElse(null);
        this.soundtrack = new CutsceneSoundtrack(player, loaded.tracks());
        soundtrack.follow(cutscene.map(own -> own.staging().track()));
        var wad2 = loaded.wad2Library();
        this.names = new ModelNames(loaded.level(), loaded.library().flatMap(wad -> wad.companions().objectNames()),
                wad2.isPresent() ? wad2.get().game() : Optional.of(loaded.level().version()),
                wad2.map(Wad2::animationNames).orElse(List.of()));
    }

    /** The level as the loading thread prepared it. */
    public PreparedLevel loaded() {
        return loaded;
    }

    public Level level() {
        return loaded.level();
    }

    /** Which flip groups are on: the level's state, which the renderer draws and the panels show and turn. */
    public FlipState flips() {
        return flips;
    }

    public LevelRenderer renderer() {
        return renderer;
    }

    public OverlayRenderer overlay() {
        return overlay;
    }

    /** "#index name" of every entity, made once for labels drawn every frame. */
    public String[] entityLabels() {
        if (entityLabels == null) {
            var entities = level().entities();
            entityLabels = new String[entities.size()];
            for (int e = 0; e < entities.size(); e++) {
                entityLabels[e] = loaded.descriptions().entity(e);
            }
        }
        return entityLabels;
    }

    public PageTextures pageTextures() {
        return pageTextures;
    }

    /** The level's sounds on the player: what plays, the listener, the sound sources. */
    public LevelAudio audio() {
        return audio;
    }

    /** The animation player: what it shows and where it stands. */
    public ModelPlayer player() {
        return player;
    }

    /** What the player does with the commands it passes: sounds played, the last few listed. */
    public SoundCues cues() {
        return cues;
    }

    /** The flyby sequence playing in the view, if one is. */
    public FlybyPlayback flyby() {
        return flyby;
    }

    /** The measuring tool, with the points placed in this level. */
    public MeasureTool measure() {
        return measure;
    }

    /** The route through this level being edited. */
    public RouteEditor route() {
        return route;
    }

    /** What the route's waypoints point at in this level. */
    public RouteOnLevel routeOnLevel() {
        if (routeOnLevel == null) {
            routeOnLevel = new RouteOnLevel(loaded);
        }
        return routeOnLevel;
    }

    /** Waypoints placed in this level. */
    public NewWaypoints newWaypoints() {
        return new NewWaypoints(loaded, routeOnLevel());
    }

    /** The level's flyby sequences, in sequence order. */
    public List<FlybySequence> flybySequences() {
        return loaded.flybySequences();
    }

    /** Each flyby sequence's path, in the order of {@link #flybySequences()}. */
    public List<FlybyPath> flybyPaths() {
        return loaded.flybyPaths();
    }

    public ModelNames names() {
        return names;
    }

    /** The model view's stage, made the first time it is shown. */
    public ModelStage stage() {
        if (stage == null) {
            stage = new ModelStage(renderer);
        }
        return stage;
    }

    /**
     * Plays the player on by {@code seconds}; call once a frame before drawing. When the player starts
     * playing an entity in place, the renderer is handed the player's playhead, which it reads from then on
     * to pose that entity; when it stops, the entity is released.
     */
    public void updatePlayer(double seconds) {
        player.update(seconds, cues);
        var subject = player.subject();
        var playhead = subject instanceof Subject.InPlace ? player.playhead() : null;
        if (playhead == heldPlayhead) {
            return;
        }
        heldPlayhead = playhead;
        if (subject instanceof Subject.InPlace inPlace && playhead != null) {
            renderer.holdEntity(inPlace.entity(), playhead);
        } else {
            renderer.releaseEntity();
        }
    }

    /** The level's TR1–TR3 cutscene, or empty. */
    public Optional<LevelCutscene> cutscene() {
        return cutscene;
    }

    /** The cutscene's soundtrack, kept in step with it. */
    public CutsceneSoundtrack soundtrack() {
        return soundtrack;
    }

    /**
     * From now on the cutscene whose camera path is shown stands {@code cast}'s actors and plays soundtrack
     * {@code track} (-1 for none): a pack cutscene chosen.
     */
    public void castCutscene(CutsceneCast cast, int track) {
        this.cast = cast;
        soundtrack.follow(Optional.of(track));
    }

    /**
     * While the cutscene's camera path is in the view, stands its actors as it has them at the frame shown and keeps
     * its soundtrack in step; otherwise the level's entities stand where the level has them. Call once a frame
     * before drawing.
     */
    public void updateCutscene() {
        var shown = cast != null && flyby.sequence() == LevelCutscene.CAMERA_PATH;
        if (shown) {
            renderer.stage(cast, flyby.frame());
        } else {
            renderer.unstage();
        }
        soundtrack.update(shown, flyby.playing(), flyby.time());
    }

    public Selection selection() {
        return selection;
    }

    /** The selected sector, or null. */
    public SectorPosition selectedSector() {
        return selection.hasSector() ? new SectorPosition(selection.room(), selection.sectorX(), selection.sectorZ())
                : null;
    }

    /** Selects a sector; the boxes overlay shows its box again, and no creature's reach. */
    public void selectSector(int room, int x, int z) {
        selection = Selection.sector(room, x, z);
        overlay.chooseBox(-1);
        overlay.showReach(-1);
    }

    public void selectEntity(int entity) {
        selection = entity >= 0 && entity < level().entities().size() ? Selection.entity(entity) : Selection.NONE;
    }

    public void clearSelection() {
        selection = Selection.NONE;
        selectedCamera = -1;
    }

    /** A camera (or sink) chosen from a trigger's link, shown in the Sector panel; -1 for none. */
    public int selectedCamera() {
        return selectedCamera;
    }

    public void selectCamera(int camera) {
        selectedCamera = camera;
    }

    /** Compares this level with {@code b} (uploaded for it), ending any comparison before. */
    public void compareWith(LevelSession b, LevelDiff diff) {
        endComparison();
        comparison = new Comparison(this, b, diff);
    }

    /** The comparison with another level, or null. */
    public Comparison comparison() {
        return comparison;
    }

    public void endComparison() {
        if (comparison != null) {
            comparison.close();
            comparison = null;
        }
    }

    /** The level the view shows: this one, or the level it is compared with when that is switched on. */
    public LevelSession drawn() {
        return comparison != null && comparison.showingB() ? comparison.b() : this;
    }

    @Override
    public void close() {
        endComparison();
        if (stage != null) {
            stage.close();
        }
        renderer.close();
        overlay.close();
        pageTextures.close();
        audio.close();
    }
}
