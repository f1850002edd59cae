package org.tomblens.app.ui.common;

import imgui.type.ImBoolean;

/** A dockable window of the viewer, shown and hidden from the View menu. */
public interface Panel {
    /** Its title, menu entry, settings key and places in the default layouts. */
    PanelDescription description();

    /** The title, which is also its id in the saved layout. */
    default String title() {
        return description().title();
    }

    /** Whether it is shown; the View menu and its close button toggle this. */
    ImBoolean open();

    /** Draws the panel for this frame (only called while it is open). */
    void draw(ViewerContext context);

    /**
     * Draws what belongs to it but shows whether it is open or not, after the open panels each frame: the windows
     * plugins draw for themselves, as trview draws them. Most panels have none.
     */
    default void drawEveryFrame(ViewerContext context) {
    }

    /** Whether its window was on screen in the last frame it was drawn: open, and not a tab behind another. */
    boolean shown();
}
