package org.tomblens.format.model;

/**
 * A static mesh placed in a room (§3.2.8).
 *
 * @param rotation yaw, 16384 per quarter turn
 * @param light TR1/TR2 intensity (0 bright .. 0x1FFF dark), TR3+ 15-bit colour
 * @param light2 TR2 second intensity, TR3+ unused word, TR1 0
 * @param meshId the id of the {@link StaticMesh} to draw
 */
public record RoomStaticMesh(int x, int y, int z, int rotation, int light, int light2, int meshId) {}
