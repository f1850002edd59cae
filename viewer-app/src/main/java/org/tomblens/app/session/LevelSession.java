package org.tomblens.app.session;

import org.tomblens.app.audio.AudioPlayer;
import org.tomblens.app.audio.LevelAudio;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.overlay.Selection;
import org.tomblens.render.scene.LevelRenderer;

/**
 * The level on screen: what was prepared off the window's thread, what was uploaded to the GPU and the
 * audio player from it, and what the user has selected in it. Lives and dies on the window's thread.
 */
public final class LevelSession implements AutoCloseable {
    private final LoadedLevel loaded;
    private final LevelRenderer renderer;
    private final OverlayRenderer overlay;
    private final PageTextures pageTextures;
    private final LevelAudio audio;
    private Selection selection = Selection.NONE;
    private String[] entityLabels;
    private int selectedCamera = -1;

    /** Uploads a prepared level to the GPU and its samples to the player; call on the thread that owns both. */
    public LevelSession(LoadedLevel loaded, AudioPlayer player) {
        this.loaded = loaded;
        this.renderer = LevelRenderer.upload(loaded.level(), loaded.geometry(), loaded.animation());
        this.overlay = new OverlayRenderer(loaded.level(), loaded.floorData());
        this.pageTextures = new PageTextures(loaded.geometry().pages());
        this.audio = new LevelAudio(player, loaded.sounds());
    }

    public LoadedLevel loaded() {
        return loaded;
    }

    public Level level() {
        return loaded.level();
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

    public Selection selection() {
        return selection;
    }

    /** The selected sector, or null. */
    public SectorPosition selectedSector() {
        return selection.hasSector() ? new SectorPosition(selection.room(), selection.sectorX(), selection.sectorZ())
                : null;
    }

    public void selectSector(int room, int x, int z) {
        selection = Selection.sector(room, x, z);
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

    @Override
    public void close() {
        renderer.close();
        overlay.close();
        pageTextures.close();
        audio.close();
    }
}
