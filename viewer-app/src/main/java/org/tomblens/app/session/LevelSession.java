package org.tomblens.app.session;

import org.tomblens.app.anim.ModelNames;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.LevelAudio;
import org.tomblens.app.camera.MeasureTool;
import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.services.LevelService;
import org.tomblens.app.services.Placed;
import org.tomblens.format.diff.LevelDiff;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.scene.FrameStats;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.ui.PageTextures;

/**
 * The level on screen: what was prepared off the window's thread, what was uploaded to the GPU from it, and its
 * feature states, each one job: selection, flip maps, comparison, route, camera path and cutscene, sounds, the
 * animation player and the measuring tool. Lives and dies on the window's thread.
 */
public final class LevelSession implements LevelService, AutoCloseable {
    private final PreparedLevel prepared;
    private final FlipMaps flips;
    private final LevelScene scene;
    private final SelectionState selection;
    private final ComparisonState comparison;
    private final RouteState route;
    private final CutscenePlayback cutscene;
    private final LevelAudio audio;
    private final ModelPlayback animation;
    private final MeasureTool measure = new MeasureTool();
    private final PartVisibility visibility;
    private final List<Placed> placed = new ArrayList<>();

    /** Uploads a prepared level to the GPU and its samples to the player; call on the thread that owns both. */
    public LevelSession(PreparedLevel prepared, AudioPlayer player) {
        this.prepared = prepared;
        this.flips = new FlipMaps(prepared.level().rooms(), prepared.level().version());
        this.scene = new LevelScene(prepared, flips.state());
        this.visibility = new PartVisibility(prepared, scene);
        var overlay = scene.overlay();
        this.selection = new SelectionState(prepared.level().entities().size(), () -> {
            overlay.chooseBox(-1);
            overlay.showReach(-1);
        });
        this.comparison = new ComparisonState(overlay);
        this.route = new RouteState(prepared);
        this.cutscene = new CutscenePlayback(prepared, player);
        this.audio = new LevelAudio(player, prepared.sounds());
        this.animation = new ModelPlayback(prepared, player);
    }

    @Override
    public PreparedLevel prepared() {
        return prepared;
    }

    @Override
    public ModelNames names() {
        return animation.names();
    }

    @Override
    public FrameStats drawnStats() {
        return scene.renderer().stats();
    }

    @Override
    public PageTextures pageTextures() {
        return scene.pageTextures();
    }

    @Override
    public ModelStage stage() {
        return scene.stage();
    }

    @Override
    public boolean shown(Part part, int number) {
        return visibility.shown(part, number);
    }

    @Override
    public void show(Part part, int number, boolean shown) {
        visibility.show(part, number, shown);
    }

    @Override
    public float[] triggerColour(int trigger) {
        return visibility.triggerColour(trigger);
    }

    @Override
    public void colourTrigger(int trigger, float[] rgba) {
        visibility.colourTrigger(trigger, rgba);
    }

    @Override
    public List<Placed> placed() {
        return placed;
    }

    /** The level on the GPU: its renderer and overlays. */
    public LevelScene scene() {
        return scene;
    }

    /** Which flip groups are on: the level's state, which the renderer draws and the panels show and turn. */
    public FlipMaps flips() {
        return flips;
    }

    public SelectionState selection() {
        return selection;
    }

    /** This level compared with another, or with none. */
    public ComparisonState comparison() {
        return comparison;
    }

    /** The route through this level being edited. */
    public RouteState route() {
        return route;
    }

    /** The camera path playing in the view, and the cutscene it may be. */
    public CutscenePlayback cutscene() {
        return cutscene;
    }

    /** The level's sounds on the player: what plays, the listener, the sound sources. */
    public LevelAudio audio() {
        return audio;
    }

    /** The animation player: what it shows and where it stands. */
    public ModelPlayback animation() {
        return animation;
    }

    /** The measuring tool, with the points placed in this level. */
    public MeasureTool measure() {
        return measure;
    }

    /** Compares this level with {@code b} (uploaded for it), ending any comparison before. */
    public void compareWith(LevelSession b, LevelDiff diff) {
        comparison.compare(b, diff);
    }

    /** The level the view shows: this one, or the level it is compared with when that is switched on. */
    public LevelSession drawn() {
        return comparison.shown(this);
    }

    /**
     * Plays the animation player on by {@code seconds}, and stands the cutscene's actors while its camera path is
     * in the view; call once a frame before drawing. An entity played in place is posed by the player's playhead
     * from when it starts until it stops.
     */
    public void update(double seconds) {
        var renderer = scene.renderer();
        if (animation.update(seconds)) {
            if (animation.player().subject() instanceof Subject.InPlace inPlace && animation.held() != null) {
                renderer.holdEntity(inPlace.entity(), animation.held());
            } else {
                renderer.releaseEntity();
            }
        }
        scene.overlay().placed().show(centres(placed));
        var cast = cutscene.update();
        if (cast != null) {
            renderer.stage(cast, cutscene.flyby().frame());
        } else {
            renderer.unstage();
        }
    }

    /** The points of what scripts placed, as x, y, z triples. */
    private static float[] centres(List<Placed> placed) {
        var centres = new float[3 * placed.size()];
        for (int i = 0; i < placed.size(); i++) {
            System.arraycopy(placed.get(i).position(), 0, centres, 3 * i, 3);
        }
        return centres;
    }

    @Override
    public void close() {
        comparison.close();
        scene.close();
        audio.close();
    }
}
