package org.tomblens.format.model;

/** A TR5 room layer (volume): its share of the room's vertices and faces, and its bounds (§3.3.1). */
public record Tr5Layer(int numVertices, int numRectangles, int numTriangles, int unknown1, int unknown2,
                       float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {}
