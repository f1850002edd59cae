package org.tomblens.app.services;

/**
 * Something a script placed in the level (trview's Scriptable): drawn as a cube at its point, which a click on it
 * clicks and the pointer over it shows the tooltip of; its notes are written beside it. Its calls into the script
 * run on the script's own thread; the window's thread never waits for them.
 */
public interface Placed {
    /** Its point, in world units, as x, y, z. */
    float[] position();

    /** Its notes, shown beside it; empty for none. */
    String notes();

    /** Calls the script's {@code on_click}, if it set one. */
    void click();

    /** Asks the script's {@code on_tooltip} for its tooltip afresh: the pointer came over it. */
    void askTooltip();

    /** The text of its tooltip: what the script's {@code on_tooltip} last gave, {@code Scriptable} before it has. */
    String tooltip();
}
