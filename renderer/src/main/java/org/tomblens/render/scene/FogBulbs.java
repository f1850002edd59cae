package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL20C.*;

import java.nio.FloatBuffer;
import java.util.stream.IntStream;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.RoomLight;

/**
 * The fog bulbs of TR4 and TR5 rooms (§3.2.4): spheres of mist that tint what is seen through them, the
 * more the longer the sight line runs inside. Each frame the bulbs nearest the camera (at most {@link #MOST},
 * the size of level.frag's arrays) go to the shader, from every room shown rather than only those drawn: a
 * bulb's mist reaches past its room's walls, and portal culling must not change the picture. A frame
 * allocates nothing.
 *
 * <p>Only the bulbs are the level's: TR4 and TR5 take their distance fog from the game's script, which a level
 * file does not carry ({@link DistanceFog} draws it when the renderer is given the script's).
 */
final class FogBulbs implements AutoCloseable {
    /** The most bulbs a frame fogs with; TR4 itself uses the five nearest. */
    static final int MOST = 8;
    /**
     * TR4 stores no colour for a bulb: flipeffect 28 (SETFOG) picks one from a table at run time. Tomb
     * Editor shows them white, and so does this.
     */
    private static final float TR4_WHITE = 1f;

    /** Per bulb: centre x, y, z and radius; then red, green, blue and fog per unit of sight inside it. */
    private final float[] spheres;
    private final float[] colours;
    /** Room r's bulbs are those from {@code roomFirst[r]} to {@code roomFirst[r + 1]}. */
    private final int[] roomFirst;
    /** The rooms that have bulbs. */
    private final int[] bulbRooms;

    /** The level program variant in use, whose uniforms the bulbs are handed to. */
    private LevelUniforms uniforms;

    // Per-frame scratch, allocated once.
    private final int[] chosen = new int[MOST];
    private final float[] chosenDistance = new float[MOST];
    private int chosenCount;
    private final FloatBuffer sphereUpload = MemoryUtil.memAllocFloat(MOST * 4);
    private final FloatBuffer colourUpload = MemoryUtil.memAllocFloat(MOST * 4);

    FogBulbs(Level level) {
        var rooms = level.rooms();
        roomFirst = new int[rooms.size() + 1];
        var total = 0;
        for (var room : rooms) {
            total += (int) room.lights().stream().filter(FogBulbs::isBulb).count();
        }
        spheres = new float[total * 4];
        colours = new float[total * 4];
        var next = 0;
        for (int r = 0; r < rooms.size(); r++) {
            roomFirst[r] = next;
            for (var light : rooms.get(r).lights()) {
                if (isBulb(light)) {
                    put(light, next++);
                }
            }
        }
        roomFirst[rooms.size()] = next;
        bulbRooms = IntStream.range(0, rooms.size()).filter(r -> roomFirst[r + 1] > roomFirst[r])
                .toArray();
    }

    /** Whether the level has any bulb. */
    boolean any() {
        return bulbRooms.length > 0;
    }

    /** Hands the bulbs to {@code variant} from now on. */
    void uniformsOf(LevelUniforms variant) {
        uniforms = variant;
    }

    /** A bulb with a size and some fog; bulbs of no radius or density fog nothing. */
    private static boolean isBulb(RoomLight light) {
        if (light instanceof RoomLight.Tr4 tr4) {
            return tr4.isFogBulb() && tr4.out() > 0 && tr4.red() > 0;
        }
        return light instanceof RoomLight.Tr5FogBulb tr5 && tr5.radius() > 0 && tr5.density() > 0;
    }

    private void put(RoomLight light, int bulb) {
        var at = bulb * 4;
        spheres[at] = light.worldX();
        spheres[at + 1] = light.worldY();
        spheres[at + 2] = light.worldZ();
        if (light instanceof RoomLight.Tr4 tr4) {
            // TR4 takes a bulb's radius from Out and its density (0..255) from the colour's red; looking
            // through its middle, the whole diameter, gives that density.
            spheres[at + 3] = tr4.out();
            colours[at] = TR4_WHITE;
            colours[at + 1] = TR4_WHITE;
            colours[at + 2] = TR4_WHITE;
            colours[at + 3] = tr4.red() / 255f / (2 * tr4.out());
        } else if (light instanceof RoomLight.Tr5FogBulb tr5) {
            // TR5 fogs by the length of sight inside the bulb over its density, a length in world units.
            spheres[at + 3] = tr5.radius();
            colours[at] = tr5.red();
            colours[at + 1] = tr5.green();
            colours[at + 2] = tr5.blue();
            colours[at + 3] = 1f / tr5.density();
        }
    }

    /**
     * Chooses the bulbs of the rooms {@code flips} shows nearest {@code eye} (none when {@code on} is false)
     * and hands them to the level program, which must be in use.
     */
    void choose(FlipState flips, Vector3f eye, boolean on) {
        chosenCount = 0;
        for (int i = 0; on && i < bulbRooms.length; i++) {
            var room = bulbRooms[i];
            for (int b = roomFirst[room]; flips.isShown(room) && b < roomFirst[room + 1]; b++) {
                offer(b, distanceToSurface(b, eye));
            }
        }
        sphereUpload.clear();
        colourUpload.clear();
        for (int i = 0; i < chosenCount; i++) {
            sphereUpload.put(spheres, chosen[i] * 4, 4);
            colourUpload.put(colours, chosen[i] * 4, 4);
        }
        if (chosenCount > 0) {
            glUniform4fv(uniforms.fogBulbSpheres, sphereUpload.flip());
            glUniform4fv(uniforms.fogBulbColours, colourUpload.flip());
        }
        glUniform3f(uniforms.eye, eye.x, eye.y, eye.z);
        resume();
    }

    private float distanceToSurface(int bulb, Vector3f eye) {
        var dx = spheres[bulb * 4] - eye.x;
        var dy = spheres[bulb * 4 + 1] - eye.y;
        var dz = spheres[bulb * 4 + 2] - eye.z;
        return Math.max(0f, (float) Math.sqrt(dx * dx + dy * dy + dz * dz) - spheres[bulb * 4 + 3]);
    }

    /** Keeps {@code bulb} among the nearest {@link #MOST}, in order of distance. */
    private void offer(int bulb, float distance) {
        if (chosenCount == MOST && distance >= chosenDistance[MOST - 1]) {
            return;
        }
        var i = Math.min(chosenCount, MOST - 1);
        while (i > 0 && chosenDistance[i - 1] > distance) {
            chosen[i] = chosen[i - 1];
            chosenDistance[i] = chosenDistance[i - 1];
            i--;
        }
        chosen[i] = bulb;
        chosenDistance[i] = distance;
        chosenCount = Math.min(chosenCount + 1, MOST);
    }

    /** Draws without fog until {@link #resume()}. */
    void suspend() {
        glUniform1i(uniforms.fogBulbCount, 0);
    }

    /** Fogs again with the bulbs of the last {@link #choose}. */
    void resume() {
        glUniform1i(uniforms.fogBulbCount, chosenCount);
    }

    @Override
    public void close() {
        MemoryUtil.memFree(sphereUpload);
        MemoryUtil.memFree(colourUpload);
    }
}
