package org.tomblens.format.prj2.level;

/** What part of a room a face is, for shading faces whose texture is missing. */
enum FaceKind {
    FLOOR, CEILING,
    /** A step between floors, or a floor subdivision (QA, ED …). */
    FLOOR_STEP,
    /** The solid middle of a wall, between a neighbour's floor and ceiling. */
    WALL,
    /** A step between ceilings, or a ceiling subdivision (WS, RF …). */
    CEILING_STEP
}
