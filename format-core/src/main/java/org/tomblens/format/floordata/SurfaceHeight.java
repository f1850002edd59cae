package org.tomblens.format.floordata;

/** The height of a floor or ceiling at a point (Y down, TR units) and the sector that holds it. */
public record SurfaceHeight(SectorPosition sector, int y) {}
