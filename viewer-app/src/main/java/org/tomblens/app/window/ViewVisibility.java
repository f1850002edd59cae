package org.tomblens.app.window;

import org.tomblens.app.services.VisibilityService;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.render.view.RenderOptions;

/** The view's switches, and the boxes overlay of the level on screen, as panels and scripts set them. */
record ViewVisibility(RenderOptions options, OnScreen onScreen) implements VisibilityService {
    @Override
    public BoxMap boxes() {
        return onScreen.session().scene().overlay().boxes();
    }

    @Override
    public void chooseBox(int box) {
        onScreen.session().scene().overlay().chooseBox(box);
    }

    @Override
    public void showReach(int box) {
        onScreen.session().scene().overlay().showReach(box);
    }
}
