package org.tomblens.app.window;

import java.util.Optional;
import org.tomblens.app.anim.ModelPlayer;
import org.tomblens.app.anim.SoundCues;
import org.tomblens.app.anim.Subject;
import org.tomblens.app.camera.FlybyPlayback;
import org.tomblens.app.services.PlaybackService;
import org.tomblens.app.ui.common.Occasion;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.cutscene.LevelCutscene;
import org.tomblens.render.view.Camera;

/** What plays in the level on screen, as panels and scripts ask: its animation player, camera paths and cutscene. */
final class Playback implements PlaybackService {
    private final OnScreen onScreen;
    private final Camera camera;
    private final Panels panels;
    private final ErrorDialog errors;

    Playback(OnScreen onScreen, Camera camera, Panels panels, ErrorDialog errors) {
        this.onScreen = onScreen;
        this.camera = camera;
        this.panels = panels;
        this.errors = errors;
    }

    @Override
    public void play(Subject subject) {
        if (onScreen.session() == null) {
            return;
        }
        var player = player();
        if (subject instanceof Subject.InPlace inPlace) {
            if (!player.showEntity(inPlace.entity())) {
                errors.show("Entity #" + inPlace.entity() + " has no model to animate.");
                return;
            }
        } else if (subject instanceof Subject.Model model) {
            player.showModel(model.modelIndex());
        } else if (subject instanceof Subject.Static stat) {
            player.showStatic(stat.staticIndex());
        } else if (subject instanceof Subject.Mesh mesh) {
            player.showMesh(mesh.pointer());
        } else {
            player.clear();
        }
        panels.bringUp(Occasion.PLAYED);
    }

    @Override
    public void showStateGraph() {
        panels.bringUp(Occasion.STATE_GRAPH);
    }

    @Override
    public ModelPlayer player() {
        return onScreen.session().animation().player();
    }

    @Override
    public SoundCues cues() {
        return onScreen.session().animation().cues();
    }

    @Override
    public FlybyPlayback flyby() {
        return onScreen.session().cutscene().flyby();
    }

    @Override
    public void stopFlyby() {
        flyby().stop(camera);
    }

    @Override
    public void lookThroughFlyby(boolean on) {
        flyby().lookThrough(on, camera);
    }

    @Override
    public Optional<LevelCutscene> cutscene() {
        return onScreen.session().cutscene().cutscene();
    }

    @Override
    public void castCutscene(CutsceneCast cast, int track) {
        onScreen.session().cutscene().castCutscene(cast, track);
    }

    @Override
    public Optional<String> soundtrackSilence() {
        return onScreen.session().cutscene().soundtrack().silent();
    }
}
