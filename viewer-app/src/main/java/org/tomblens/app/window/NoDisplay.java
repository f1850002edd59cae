package org.tomblens.app.window;

/** What the viewer says when it has no display to open its window on, and what can be done without one. */
final class NoDisplay {
    static final String MESSAGE = """
            tomblens: no display found, so the viewer cannot open its window (on Linux neither DISPLAY nor \
            WAYLAND_DISPLAY is set: a shell over SSH or in a container has none).
            These commands need no display:
              tomblens info FILE               what the file holds (--json for tools)
              tomblens floordata FILE          a room's FloorData and triggers
              tomblens boxes FILE              the pathfinding boxes, overlaps and zones
              tomblens pose FILE               a model's pose at an animation frame
              tomblens states FILE --model ID  a model's state machine
              tomblens render FILE -o OUT.png  a frame drawn offscreen
              tomblens cutscene FILE           a TR1–TR3 cutscene, frame by frame
              tomblens bench FILE              how fast a level loads and draws
              tomblens check PATH...           read every file of a collection, saying what fails where
            tomblens --help lists every command.""";

    private NoDisplay() {}
}
