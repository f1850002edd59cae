package org.tomblens.format.model;

/** A point or direction in TR units (1024 per sector, Y down), as the file stores it. */
public record Vertex(int x, int y, int z) {}
