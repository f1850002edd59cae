package org.tomblens.format.model;

/** A static mesh type (§5.3): the mesh pointer to draw and its visibility and collision boxes. */
public record StaticMesh(long id, int mesh, BoundingBox visibility, BoundingBox collision, int flags) {}
