package org.tomblens.format.floordata;

/** What the parameter of a trigger action indexes (§4.6). */
public enum TargetKind {
    /** An entity of the level's item list. */
    ENTITY,
    /** A fixed camera (the level's camera list). */
    CAMERA,
    /** An underwater current's sink (the camera list again, §4.6.3). */
    SINK,
    /** A flyby sequence (TR4/TR5). */
    FLYBY,
    FLIP_MAP,
    TRACK,
    FLIPEFFECT,
    SECRET,
    /** The level to load (TR4), unused elsewhere. */
    LEVEL,
    CUTSCENE,
    /** The parameter means nothing. */
    NONE
}
