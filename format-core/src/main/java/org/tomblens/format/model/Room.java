package org.tomblens.format.model;

import java.util.List;

/**
 * A room: its mesh, portals, floor plan, lights and statics (§3.4), with the fields every version has and
 * the ones only some have (0 or empty elsewhere).
 *
 * @param x world X of the room's origin (vertex and portal X are relative to it)
 * @param y TR5's room Y, 0 in other versions
 * @param z world Z of the room's origin
 * @param yBottom the lowest point (the largest Y)
 * @param yTop the highest point (the smallest Y)
 * @param numZSectors sectors along Z; the sector at (x, z) is {@code sectors.get(x * numZSectors + z)}
 * @param ambient TR1–TR3 ambient intensity, TR4/TR5 room colour (ARGB)
 * @param ambient2 TR2's second ambient intensity
 * @param lightMode TR2/TR3 light mode
 * @param alternateRoom the room that replaces this one when its flip map is on, -1 for none
 * @param flags room flags (§3.4.6: 0x1 water, 0x8 sky, 0x20 wind …)
 * @param waterScheme TR3+ water scheme
 * @param reverbInfo TR3+ reverb type
 * @param alternateGroup TR4+ flip group (the filler byte in TR3)
 */
public record Room(
        int x, int y, int z, int yBottom, int yTop,
        List<RoomVertex> vertices, List<Face> quads, List<Face> triangles, List<RoomSprite> sprites,
        List<Portal> portals,
        int numZSectors, int numXSectors, List<Sector> sectors,
        int ambient, int ambient2, int lightMode,
        List<RoomLight> lights, List<RoomStaticMesh> staticMeshes,
        int alternateRoom, int flags, int waterScheme, int reverbInfo, int alternateGroup,
        List<Tr5Layer> layers) {

    public static final int FLAG_WATER = 0x1;
    public static final int FLAG_SKY = 0x8;
    public static final int FLAG_WIND = 0x20;

    public Room {
        vertices = List.copyOf(vertices);
        quads = List.copyOf(quads);
        triangles = List.copyOf(triangles);
        sprites = List.copyOf(sprites);
        portals = List.copyOf(portals);
        sectors = List.copyOf(sectors);
        lights = List.copyOf(lights);
        staticMeshes = List.copyOf(staticMeshes);
        layers = List.copyOf(layers);
    }

    public boolean isWater() {
        return (flags & FLAG_WATER) != 0;
    }

    public boolean hasAlternate() {
        return alternateRoom >= 0;
    }

    /** The sector at grid position (sectorX, sectorZ), or null outside the grid. */
    public Sector sector(int sectorX, int sectorZ) {
        if (sectorX < 0 || sectorZ < 0 || sectorX >= numXSectors || sectorZ >= numZSectors) {
            return null;
        }
        return sectors.get(sectorX * numZSectors + sectorZ);
    }
}
