package org.tomblens.format.prj2;

import java.util.List;

/**
 * A room of a project ([PRJ2] {@code TeRoom}).
 *
 * @param index the room's index ({@code TeI}), which portals, alternates and triggers name it by; -1 when absent
 * @param x the room's X in sectors ({@code TePos2}, or {@code TePos}), rounded as the editor rounds it
 * @param y the room's Y in world units, Tomb Editor's Y up ({@code TePos} stores clicks of 256)
 * @param z the room's Z in sectors
 * @param sectors {@code sectorsX * sectorsZ} sectors, the one at (x, z) at {@code x * sectorsZ + z}; sectors the
 *                file leaves out are {@link ProjectSector#EMPTY}
 * @param type [PRJ2] {@code RoomType}: 0 normal, 1 rain, 2 snow, 3 water, 4 quicksand (the older level chunks
 *             {@code TeWater} … set it too)
 * @param lightEffect [PRJ2] {@code RoomLightEffect}: 0 none, 1 default, 2 reflection, 3 glow, 4 movement, 5 glow and
 *                    movement, 6 mist
 * @param alternateRoom the index of the room that replaces this one when its flip map is on, -1 for none
 * @param alternateGroup the flip map of {@code alternateRoom}
 */
public record ProjectRoom(long index, String name, int sectorsX, int sectorsZ, int x, int y, int z,
                          List<String> tags, Colour ambient, Flags flags, int lightInterpolation, int type,
                          int typeStrength, int lightEffect, int lightEffectStrength, int reverb, boolean locked,
                          boolean hidden, long alternateRoom, int alternateGroup, List<ProjectSector> sectors,
                          List<ProjectObject> objects) {

    public static final int TYPE_WATER = 3;

    public ProjectRoom {
        tags = List.copyOf(tags);
        sectors = List.copyOf(sectors);
        objects = List.copyOf(objects);
    }

    /** The room's on/off properties ({@code TeCold}, {@code TeDmg}, {@code TeHorizon} …). */
    public record Flags(boolean cold, boolean damage, boolean horizon, boolean outside, boolean noLensflare,
                        boolean excludeFromPathFinding) {
        public static final Flags NONE = new Flags(false, false, false, false, false, false);
    }

    /** The sector at (x, z), or null outside the room. */
    public ProjectSector sector(int x, int z) {
        if (x < 0 || z < 0 || x >= sectorsX || z >= sectorsZ) {
            return null;
        }
        return sectors.get(x * sectorsZ + z);
    }

    /** True for the room's outer ring of sectors, which the editor keeps as walls. */
    public boolean isBorder(int x, int z) {
        return x == 0 || z == 0 || x == sectorsX - 1 || z == sectorsZ - 1;
    }

    public boolean hasAlternate() {
        return alternateRoom >= 0;
    }
}
