package org.tomblens.format.model;

/** A TR4/TR5 flyby camera (§9.6): one point of sequence {@code sequence}, ordered by {@code index}. */
public record FlybyCamera(int x, int y, int z, int dx, int dy, int dz, int sequence, int index,
                          int fov, int roll, int timer, int speed, int flags, long room) {}
