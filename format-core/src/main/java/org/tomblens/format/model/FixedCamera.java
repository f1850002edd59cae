package org.tomblens.format.model;

/**
 * A fixed camera, or an underwater current's sink (§9.5): then {@code room} holds the strength and
 * {@code flag} the box.
 */
public record FixedCamera(int x, int y, int z, int room, int flag) {}
