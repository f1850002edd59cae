package org.tomblens.format.model;

/**
 * A room vertex. X and Z are relative to the room's position, Y is absolute (§3.2.1); TR5 stores them as
 * floats, the other versions as int16.
 *
 * @param lighting the first light field: TR1 the vertex light (0 bright .. 0x1FFF dark), TR2 Lighting,
 *                 TR3/TR4 the ignored Lighting word, TR5 0
 * @param attributes TR2–TR4 effect flags (TR3/TR4: bit 13 wave, bit 14 caustics); 0 in TR1 and TR5
 * @param colour the light the version draws with: TR1 Lighting, TR2 Lighting2, TR3/TR4 15-bit RGB,
 *               TR5 32-bit ARGB
 */
public record RoomVertex(float x, float y, float z, int lighting, int attributes, int colour) {}
