package org.tomblens.format.chunk;

/** A [PRJ2] {@code Vec3}: positions in world units relative to their room, Tomb Editor's Y up. */
public record Vector3(float x, float y, float z) {}
