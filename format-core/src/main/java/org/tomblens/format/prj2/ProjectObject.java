package org.tomblens.format.prj2;

import java.util.List;
import org.tomblens.format.chunk.Vector3;

/**
 * Something placed in a room ([PRJ2] {@code TeObjects}). Every object has the id that triggers and portals name
 * it by, and the chunk id it was stored under (its record version, e.g. {@code TeMov4}). Positions are in world
 * units relative to the room, Tomb Editor's Y up; angles in degrees.
 */
public sealed interface ProjectObject {
    /** The chunk id the object was stored under. */
    String chunkId();

    /** The object's id, unique in the project. */
    long id();

    /**
     * A moveable ({@code TeMov} … {@code TeMovTen2}).
     *
     * @param scriptId -1 for none
     * @param wadObjectId the model's slot in the object library (the level entity type)
     * @param codeBits the five activation bits
     * @param colour white for the records that store none
     * @param luaName Tomb Engine's name, empty elsewhere
     * @param luaId the Lua id 2018–2020 editors kept ({@code TeItLuaId}), -1 for none
     */
    record Movable(String chunkId, long id, Vector3 position, float yaw, float pitch, float roll, long scriptId,
                   long wadObjectId, int ocb, boolean invisible, boolean clearBody, int codeBits, Colour colour,
                   String luaName, long luaId) implements ProjectObject {}

    /**
     * A static mesh ({@code TeSta} … {@code TeStaTen2}).
     *
     * @param luaId the Lua id 2018–2020 editors kept ({@code TeItLuaId}), -1 for none
     */
    record Static(String chunkId, long id, Vector3 position, float yaw, float pitch, float roll, float scale,
                  long scriptId, long wadObjectId, Colour colour, int ocb, String luaName, long luaId)
            implements ProjectObject {}

    /**
     * A fixed camera ({@code TeCam} … {@code TeCamTen}).
     *
     * @param mode [PRJ2] {@code CameraMode}: 0 default, 1 locked, 2 sniper
     */
    record Camera(String chunkId, long id, Vector3 position, long scriptId, int mode, int moveTimer,
                  boolean glideOut, String luaName) implements ProjectObject {}

    /** A sprite ({@code TeSpr} … {@code TeSpr3}); {@code TeSpr} stores one index, kept as frame of sequence -1. */
    record Sprite(String chunkId, long id, Vector3 position, int sequence, int frame, Colour colour)
            implements ProjectObject {}

    /** A flyby camera ({@code TeFly}, {@code TeFly2}). */
    record Flyby(String chunkId, long id, Vector3 position, float yaw, float pitch, float roll, long scriptId,
                 float speed, float fov, int flags, int number, int sequence, int timer, List<String> luaScripts)
            implements ProjectObject {
        public Flyby {
            luaScripts = List.copyOf(luaScripts);
        }
    }

    /** An editor note ({@code TeMemo}, {@code TeMemo2}). */
    record Memo(String chunkId, long id, Vector3 position, String text, boolean alwaysDisplay)
            implements ProjectObject {}

    /** An underwater current's sink ({@code TeSin}, {@code TeSinTen}). */
    record Sink(String chunkId, long id, Vector3 position, long scriptId, int strength, String luaName)
            implements ProjectObject {}

    /**
     * A sound source ({@code TeSou} … {@code TeSoundTen}).
     *
     * @param soundId the sound's number, -1 for the 2018–2019 records that name it instead
     * @param playMode [PRJ2] {@code SoundSourcePlayMode}: 0 always, 1 base room only, 2 alternate room only,
     *                 3 automatic
     * @param soundName the name of the sound ({@code TeSou2}, {@code TeSou3}), empty elsewhere
     */
    record SoundSource(String chunkId, long id, Vector3 position, int soundId, int playMode, long scriptId,
                       String luaName, String soundName) implements ProjectObject {}

    /**
     * A light ({@code TeLig} … {@code TeLig5}).
     *
     * @param type [PRJ2] {@code LightType}: 0 point, 1 shadow, 2 spot, 3 effect, 4 sun, 5 fog bulb (the level
     *             files number them otherwise, DIGEST I.24)
     * @param quality [PRJ2] {@code LightQuality}, 0 (default) for the records that store none
     */
    record Light(String chunkId, long id, int type, Vector3 position, float yaw, float pitch, float intensity,
                 Colour colour, float innerRange, float outerRange, float innerAngle, float outerAngle,
                 boolean enabled, boolean obstructedByRoomGeometry, boolean dynamicallyUsed, boolean staticallyUsed,
                 boolean usedForImportedGeometry, int quality, boolean castDynamicShadows) implements ProjectObject {}

    /**
     * A portal to another room ({@code TePor}).
     *
     * @param adjoiningRoom the other room's index
     * @param direction [PRJ2] {@code PortalDirection}: 0 floor, 1 ceiling, 2 +Z wall, 3 -Z wall, 4 +X wall, 5 -X wall
     * @param opacity [PRJ2] {@code PortalOpacity}: 0 none, 1 solid faces, 2 traversable faces
     * @param effect Tomb Engine's portal effect ({@code TePor2}): 0 none, 1 mirror
     * @param reflections what a mirror reflects ({@code TePorMirror}), {@link Reflections#NONE} without one
     */
    record Portal(String chunkId, long id, SectorArea area, long adjoiningRoom, int direction, int opacity,
                  int effect, Reflections reflections) implements ProjectObject {
        public static final int FLOOR = 0;
        public static final int CEILING = 1;
        public static final int WALL_POSITIVE_Z = 2;
        public static final int WALL_NEGATIVE_Z = 3;
        public static final int WALL_POSITIVE_X = 4;
        public static final int WALL_NEGATIVE_X = 5;
        public static final int OPACITY_NONE = 0;
        public static final int OPACITY_SOLID_FACES = 1;

        public boolean isWall() {
            return direction >= WALL_POSITIVE_Z && direction <= WALL_NEGATIVE_X;
        }
    }

    /** What a Tomb Engine mirror portal reflects. */
    record Reflections(boolean lara, boolean moveables, boolean statics, boolean sprites, boolean lights) {
        public static final Reflections NONE = new Reflections(false, false, false, false, false);
    }

    /** Extra collision heights on one sector ({@code TeGhost} in clicks, {@code TeGhost2}), in world units. */
    record GhostBlock(String chunkId, long id, int sectorX, int sectorZ, CornerHeights floor, CornerHeights ceiling)
            implements ProjectObject {}

    /**
     * A trigger over an area of sectors ({@code TeTri} … {@code TeTri3}).
     *
     * @param triggerType the [PRJ2] code ({@link ProjectTriggerType})
     * @param targetType the [PRJ2] code ({@link TriggerTargetType})
     * @param codeBits the mask's five bits
     */
    record Trigger(String chunkId, long id, SectorArea area, int triggerType, int targetType,
                   TriggerParameter target, TriggerParameter timer, TriggerParameter extra, TriggerParameter plugin,
                   long codeBits, boolean oneShot) implements ProjectObject {}

    /**
     * A placed imported geometry ({@code TeImp2} … {@code TeImp4}); {@code geometryId} names an
     * {@link ImportedGeometry}.
     */
    record GeometryInstance(String chunkId, long id, Vector3 position, float yaw, float pitch, float roll,
                            float scale, Colour colour, long geometryId, int lightingModel, boolean sharpEdges,
                            boolean hidden, boolean alphaTest, String meshFilter) implements ProjectObject {}

    /**
     * A Tomb Engine trigger volume ({@code TeVolumeTest}, {@code TeVolume1} … {@code TeVolume4}).
     *
     * @param eventSetIndex the volume event set it runs, -1 for none
     * @param scripts the five script names of {@code TeVolumeTest}, empty for the later records
     */
    record Volume(String chunkId, long id, VolumeShape shape, Vector3 position, boolean enabled,
                  boolean detectInAdjacentRooms, int eventSetIndex, String luaName, List<String> scripts)
            implements ProjectObject {
        public Volume {
            scripts = List.copyOf(scripts);
        }
    }

    /** A trigger volume's shape. */
    sealed interface VolumeShape {
        record Box(Vector3 size, float yaw, float pitch, float roll) implements VolumeShape {}

        record Sphere(float scale) implements VolumeShape {}
    }
}
