package org.tomblens.app.ui.common;

/**
 * What the user asked for elsewhere that brings panels up: a panel's description names those it answers, so that
 * the viewer opens it without naming it.
 */
public enum Occasion {
    /** Something was put in the animation player: its panels open where they are. */
    PLAYED(false),
    /** The state graph of the model in the player was asked for: brought to the front. */
    STATE_GRAPH(true),
    /** A comparison with another level is ready: brought to the front. */
    COMPARED(true),
    /** A sector was picked in the view: brought to the front. */
    SECTOR_PICKED(true),
    /** An entity was picked in the view: brought to the front. */
    ENTITY_PICKED(true),
    /** A waypoint was added to the route from the view: brought to the front. */
    WAYPOINT_ADDED(true);

    private final boolean inFront;

    Occasion(boolean inFront) {
        this.inFront = inFront;
    }

    /** Whether its panels come to the front of their docks, not only open. */
    public boolean inFront() {
        return inFront;
    }
}
