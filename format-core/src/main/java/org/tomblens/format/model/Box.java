package org.tomblens.format.model;

/**
 * A pathfinding box (§7.3). TR1 stores its bounds in world units, TR2+ in sectors.
 *
 * @param overlapIndex bits 0..13 index into the overlaps, bit 14 blocked, bit 15 blockable
 */
public record Box(long zMin, long zMax, long xMin, long xMax, int trueFloor, int overlapIndex) {}
