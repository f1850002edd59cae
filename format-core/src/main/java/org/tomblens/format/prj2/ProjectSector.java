package org.tomblens.format.prj2;

import java.util.List;

/**
 * One sector of a room ([PRJ2] {@code TeS}), heights in world units, Tomb Editor's Y up, relative to the room.
 *
 * @param flags the properties chunk [0]: {@link #WALL}, {@link #FORCE_FLOOR_SOLID}, then [PRJ2]'s
 *              {@code SectorFlags} ({@link #MONKEY} …)
 * @param floorSubdivisions extra floor splits under the floor, nearest first (the older chunk [1]'s "floor2" is
 *                          the first)
 * @param ceilingSubdivisions extra ceiling splits over the ceiling, nearest first
 * @param textures the faces' textures, in file order
 */
public record ProjectSector(long flags, SectorSurface floor, SectorSurface ceiling,
                            List<CornerHeights> floorSubdivisions, List<CornerHeights> ceilingSubdivisions,
                            List<FaceTexture> textures) {
    public static final long WALL = 1;
    public static final long FORCE_FLOOR_SOLID = 1 << 1;
    public static final long MONKEY = 1 << 2;
    public static final long BOX = 1 << 3;
    public static final long DEATH_FIRE = 1 << 4;
    public static final long DEATH_LAVA = 1 << 5;
    public static final long DEATH_ELECTRICITY = 1 << 6;
    public static final long BEETLE = 1 << 7;
    public static final long TRIGGER_TRIGGERER = 1 << 8;
    public static final long NOT_WALKABLE_FLOOR = 1 << 9;
    public static final long CLIMB_POSITIVE_Z = 1 << 10;
    public static final long CLIMB_NEGATIVE_Z = 1 << 11;
    public static final long CLIMB_POSITIVE_X = 1 << 12;
    public static final long CLIMB_NEGATIVE_X = 1 << 13;

    /** A sector the file does not describe: open, flat at the room's Y. */
    public static final ProjectSector EMPTY = new ProjectSector(0, SectorSurface.FLAT_ZERO, SectorSurface.FLAT_ZERO,
            List.of(), List.of(), List.of());

    public ProjectSector {
        floorSubdivisions = List.copyOf(floorSubdivisions);
        ceilingSubdivisions = List.copyOf(ceilingSubdivisions);
        textures = List.copyOf(textures);
    }

    public boolean has(long flag) {
        return (flags & flag) != 0;
    }

    /** The wall bit; a room's outer ring of sectors is wall whatever it says. */
    public boolean isWall() {
        return has(WALL);
    }

    /** The texture of face {@code face} (the last one stored wins, as in the editor), or null. */
    public FaceTexture texture(int face) {
        for (int i = textures.size() - 1; i >= 0; i--) {
            if (textures.get(i).face() == face) {
                return textures.get(i);
            }
        }
        return null;
    }
}
