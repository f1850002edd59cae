package org.tomblens.format.prj2.level;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.AiObject;
import org.tomblens.format.model.Entity;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.SoundSource;
import org.tomblens.format.prj2.Colour;
import org.tomblens.format.prj2.ProjectObject;
import org.tomblens.format.prj2.ProjectRoom;

/**
 * A project's objects placed as a level places its items, in the order the editor's compiler lists them (rooms in
 * level order, objects in room order): moveables as entities (TR4/TR5 AI objects apart, §7.4), statics as room
 * static meshes, fixed cameras then sinks in one camera table (§9.5), flybys and sound sources. Positions become
 * world positions with Y down; yaws become angles of 65536 a turn.
 */
final class ObjectPlacement {
    /** §7.4 (DIGEST E): the AI object ids, kept apart from the entities in TR4 and TR5. */
    private static final int TR4_FIRST_AI = 398;
    private static final int TR4_LAST_AI = 406;
    private static final int TR5_FIRST_AI = 378;
    private static final int TR5_LAST_AI = 386;
    /** Flyby cameras look at a point this far ahead. */
    private static final int LOOK_DISTANCE = 1024;

    final List<Entity> entities = new ArrayList<>();
    final List<AiObject> aiObjects = new ArrayList<>();
    final List<FixedCamera> cameras = new ArrayList<>();
    final List<FlybyCamera> flybys = new ArrayList<>();
    final List<SoundSource> soundSources = new ArrayList<>();
    /** Per level room, its static meshes. */
    final List<List<RoomStaticMesh>> statics = new ArrayList<>();
    /** Object id to entity index, camera-table index (cameras and sinks), and the flyby objects by id. */
    final Map<Long, Integer> entityOf = new HashMap<>();
    final Map<Long, Integer> cameraOf = new HashMap<>();
    final Map<Long, ProjectObject.Flyby> flybyOf = new HashMap<>();
    final Map<Long, ProjectObject.Camera> cameraObjects = new HashMap<>();

    private final GameVersion version;
    private final boolean aiApart;

    /**
     * @param rooms the project's rooms in level order
     * @param separateAi whether the game keeps AI objects apart (TR4, TRNG and TR5 projects)
     */
    ObjectPlacement(GameVersion version, List<ProjectRoom> rooms, boolean separateAi) {
        this.version = version;
        this.aiApart = separateAi;
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var roomStatics = new ArrayList<RoomStaticMesh>();
            for (var object : room.objects()) {
                if (object instanceof ProjectObject.Movable movable) {
                    movable(r, room, movable);
                } else if (object instanceof ProjectObject.Static mesh) {
                    var at = world(room, mesh.position());
                    roomStatics.add(new RoomStaticMesh(at[0], at[1], at[2], angle(mesh.yaw()), itemLight(mesh.colour()),
                            0, (int) mesh.wadObjectId()));
                } else if (object instanceof ProjectObject.Camera camera) {
                    var at = world(room, camera.position());
                    cameraOf.put(camera.id(), cameras.size());
                    cameraObjects.put(camera.id(), camera);
                    // §9.5: flag bit 0, the camera stays until Lara leaves the trigger (the editor's "locked").
                    cameras.add(new FixedCamera(at[0], at[1], at[2], r, camera.mode() == 1 ? 1 : 0));
                } else if (object instanceof ProjectObject.Flyby flyby) {
                    flyby(r, room, flyby);
                } else if (object instanceof ProjectObject.SoundSource sound && sound.soundId() >= 0) {
                    // A source of 2018–2019 names its sound, which only the editor's catalogue numbers.
                    var at = world(room, sound.position());
                    soundSources.add(new SoundSource(at[0], at[1], at[2], sound.soundId(),
                            soundFlags(sound.playMode())));
                }
            }
            statics.add(roomStatics);
        }
        // The compiler numbers sinks after every camera: they share the camera table (§9.5).
        for (var room : rooms) {
            for (var object : room.objects()) {
                if (object instanceof ProjectObject.Sink sink) {
                    var at = world(room, sink.position());
                    cameraOf.put(sink.id(), cameras.size());
                    cameras.add(new FixedCamera(at[0], at[1], at[2], sink.strength(), 0));
                }
            }
        }
    }

    private void movable(int roomIndex, ProjectRoom room, ProjectObject.Movable movable) {
        var at = world(room, movable.position());
        var type = (int) movable.wadObjectId();
        var mask = movable.codeBits() & 0x1F;
        if (aiApart && isAi(type)) {
            // §7.4: an AI object's mask sits one bit up in its flags.
            aiObjects.add(new AiObject(type, roomIndex, at[0], at[1], at[2], movable.ocb(), mask << 1,
                    angle(movable.yaw())));
            return;
        }
        var flags = mask << 9 | (movable.invisible() ? 0x100 : 0) | (movable.clearBody() ? 0x80 : 0);
        var light = version.atLeast(GameVersion.TR3) ? itemLight(movable.colour()) : -1;
        var second = version.atLeast(GameVersion.TR4) ? movable.ocb() : version == GameVersion.TR1 ? 0 : light;
        entityOf.put(movable.id(), entities.size());
        entities.add(new Entity(type, roomIndex, at[0], at[1], at[2], angle(movable.yaw()), light, second, flags));
    }

    private boolean isAi(int type) {
        return version == GameVersion.TR4 ? type >= TR4_FIRST_AI && type <= TR4_LAST_AI
                : version == GameVersion.TR5 && type >= TR5_FIRST_AI && type <= TR5_LAST_AI;
    }

    /** §9.6 (DIGEST E): FOV and roll times 182, speed times 655; the target a point ahead along yaw and pitch. */
    private void flyby(int roomIndex, ProjectRoom room, ProjectObject.Flyby flyby) {
        var at = world(room, flyby.position());
        var yaw = Math.toRadians(flyby.yaw());
        var pitch = Math.toRadians(flyby.pitch());
        var dx = at[0] + (int) Math.round(LOOK_DISTANCE * Math.sin(yaw) * Math.cos(pitch));
        var dy = at[1] - (int) Math.round(LOOK_DISTANCE * Math.sin(pitch));
        var dz = at[2] + (int) Math.round(LOOK_DISTANCE * Math.cos(yaw) * Math.cos(pitch));
        flybyOf.put(flyby.id(), flyby);
        flybys.add(new FlybyCamera(at[0], at[1], at[2], dx, dy, dz, flyby.sequence(), flyby.number(),
                Math.round(flyby.fov() * 182), Math.round(flyby.roll() * 182), flyby.timer(),
                Math.round(flyby.speed() * 655), flyby.flags(), roomIndex));
    }

    /** A room-relative editor position (Y up) as a world position with Y down, rounded as the compiler rounds. */
    static int[] world(ProjectRoom room, Vector3 position) {
        return new int[] {Math.round(room.x() * 1024 + position.x()), -Math.round(room.y() + position.y()),
                Math.round(room.z() * 1024 + position.z())};
    }

    /** Degrees to an angle of 65536 a turn. */
    static int angle(float degrees) {
        return (int) Math.round(degrees * 65536.0 / 360.0) & 0xFFFF;
    }

    /** An item's light: TR1/TR2 a 13-bit grey, later versions 15-bit RGB. */
    private int itemLight(Colour colour) {
        return VertexColours.of(version.atLeast(GameVersion.TR3) ? GameVersion.TR4 : GameVersion.TR1, colour);
    }

    /** §8.1: 0x80 base rooms only, 0x40 alternate rooms only; both for a source that plays in either. */
    private static int soundFlags(int playMode) {
        return switch (playMode) {
            case 1 -> 0x80;
            case 2 -> 0x40;
            default -> 0xC0;
        };
    }
}
