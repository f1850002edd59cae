package org.tomblens.format.model;

import java.util.List;

/** A visibility portal into another room; its vertices are relative to the room's position (§3.2.2). */
public record Portal(int adjoiningRoom, Vertex normal, List<Vertex> vertices) {
    public Portal {
        vertices = List.copyOf(vertices);
    }
}
