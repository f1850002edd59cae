package org.tomblens.format.model;

/** A TR1–TR3 cutscene camera frame (§9.7): target, position, field of view and roll. */
public record CinematicFrame(int targetX, int targetY, int targetZ, int positionX, int positionY, int positionZ,
                             int fov, int roll) {}
