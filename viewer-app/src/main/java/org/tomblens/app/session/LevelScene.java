package org.tomblens.app.session;

import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.overlay.OverlayRenderer;
import org.tomblens.render.scene.LevelRenderer;
import org.tomblens.render.stage.ModelStage;
import org.tomblens.render.ui.PageTextures;

/** One level on the GPU: its renderer, its overlays, its texture pages for panels, and the model view's stage. */
public final class LevelScene implements AutoCloseable {
    private final LevelRenderer renderer;
    private final OverlayRenderer overlay;
    private final PageTextures pageTextures;
    private ModelStage stage;

    /** Uploads the level; call on the thread that owns the GL context. */
    LevelScene(PreparedLevel level, FlipState flips) {
        this.renderer = LevelRenderer.upload(level, flips);
        // The window's frames while only entities move copy in the rooms of the frame before.
        renderer.keepStillRooms(true);
        this.overlay = new OverlayRenderer(level);
        this.pageTextures = new PageTextures(level.geometry().pages());
    }

    public LevelRenderer renderer() {
        return renderer;
    }

    public OverlayRenderer overlay() {
        return overlay;
    }

    public PageTextures pageTextures() {
        return pageTextures;
    }

    /** The model view's stage, made the first time it is shown. */
    public ModelStage stage() {
        if (stage == null) {
            stage = new ModelStage(renderer);
        }
        return stage;
    }

    @Override
    public void close() {
        if (stage != null) {
            stage.close();
        }
        renderer.close();
        overlay.close();
        pageTextures.close();
    }
}
