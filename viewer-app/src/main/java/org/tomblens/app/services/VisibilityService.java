package org.tomblens.app.services;

import org.tomblens.format.navigation.BoxMap;
import org.tomblens.render.view.RenderOptions;

/**
 * What the view shows (scripting's visibility): the render switches, and the level's boxes overlay with the box
 * and the creature's reach it singles out.
 */
public interface VisibilityService {
    /** The view's switches: what is drawn, how, and which zone type colours the boxes. */
    RenderOptions options();

    /** The level's boxes and zones, as the overlay draws them. */
    BoxMap boxes();

    /** Singles box {@code box} out in the overlay; -1 for none. */
    void chooseBox(int box);

    /** Shows how far a creature standing in box {@code box} can go; -1 for none. */
    void showReach(int box);
}
