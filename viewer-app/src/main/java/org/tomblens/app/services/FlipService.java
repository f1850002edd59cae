package org.tomblens.app.services;

/**
 * The level's flip maps (scripting's room visibility): which flip groups are on, so which rooms stand in for
 * which. The view draws, the sounds play and the boxes' zones apply as the groups are set here.
 */
public interface FlipService {
    /** The flip groups the level's rooms use, ascending (TR1–TR3 levels have one, 0). */
    int[] groups();

    boolean isOn(int group);

    /** Turns a flip group on or off. */
    void set(int group, boolean on);

    /** Whether any group is on: the level as flipped. */
    boolean anyOn();

    /** Whether {@code room} is some room's alternate. */
    boolean isAlternate(int room);

    /** The room drawn in {@code room}'s place: its alternate while its group is on, else itself. */
    int active(int room);
}
