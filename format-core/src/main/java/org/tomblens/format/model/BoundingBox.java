package org.tomblens.format.model;

/** An axis-aligned box in TR units, stored min/max per axis. */
public record BoundingBox(int minX, int maxX, int minY, int maxY, int minZ, int maxZ) {}
