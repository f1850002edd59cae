package org.tomblens.format.cutscene;

import org.tomblens.format.flyby.FlybyPath;

/**
 * The camera of one game frame of a cutscene (30 a second), in world units, Y down.
 *
 * @param fovDegrees the field of view across the picture
 * @param rollDegrees the turn of the picture about the line of sight
 */
public record CutsceneFrame(int frame, FlybyPath.Point eye, FlybyPath.Point target, double fovDegrees,
                            double rollDegrees) {}
