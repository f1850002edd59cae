package org.tomblens.maker.demo;

import static org.tomblens.maker.demo.MeshBuilder.p;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.StaticMesh;
import org.tomblens.maker.demo.AnimationTables.AnimationSpec;
import org.tomblens.maker.demo.AnimationTables.DispatchSpec;
import org.tomblens.maker.demo.AnimationTables.Flipeffect;
import org.tomblens.maker.demo.AnimationTables.PlaySound;
import org.tomblens.maker.demo.AnimationTables.StateChangeSpec;
import org.tomblens.maker.demo.DemoPalette.Ramp;
import org.tomblens.maker.demo.DemoTextures.Tile;
import org.tomblens.maker.demo.SkeletonPlan.Axes;
import org.tomblens.maker.demo.SkeletonPlan.Pose;

/**
 * The demo's moveables and statics: Lara, a masked goon that stands, walks, strikes and falls, a double
 * door and a wall switch that swing between two positions, a keyhole, and three statics. Entity type ids
 * are TR2's (§15.1.2), so viewers name them.
 */
final class DemoModels {
    /** §15.1.2 TR2 entity types. */
    static final int LARA = 0;
    static final int MASKED_GOON = 16;
    static final int SMALL_MEDIPACK = 149;
    static final int KEY_1 = 193;
    static final int KEYHOLE_1 = 201;
    static final int WALL_SWITCH = 104;
    static final int DOOR_1 = 106;

    /** The demo's static mesh ids (§5.3; the catalogue names none). */
    static final int CRATE = 0;
    static final int PILLAR = 1;
    static final int URN = 2;

    /** Internal sound ids (§8.3.2) the animations play. */
    static final int SOUND_FOOTSTEP = 0;
    static final int SOUND_SWING = 1;
    static final int SOUND_DOOR = 2;

    /** TR2 flipeffect 1, FLOOR_SHAKE (§9.9.2). */
    static final int FLOOR_SHAKE = 1;

    /** The goon's states: the numbers its animations carry and its state changes ask for. */
    static final int GOON_STOP = 1;
    static final int GOON_WALK = 2;
    static final int GOON_ATTACK = 3;
    static final int GOON_DEATH = 4;

    /** Door and switch states: 0 closed / off, 1 open / on. */
    static final int CLOSED = 0;
    static final int OPEN = 1;

    /** One fixed-point unit of speed (16.16, §6.2.2). */
    private static final int SPEED_UNIT = 1 << 16;

    /** Joint indices of the humanoid, in the order TR Lara's meshes use. */
    private static final int HIPS = 0;
    private static final int LEFT_THIGH = 1;
    private static final int LEFT_SHIN = 2;
    private static final int RIGHT_THIGH = 4;
    private static final int RIGHT_SHIN = 5;
    private static final int TORSO = 7;
    private static final int RIGHT_UPPER_ARM = 8;
    private static final int RIGHT_FOREARM = 9;
    private static final int LEFT_UPPER_ARM = 11;
    private static final int HEAD = 14;
    private static final int HUMANOID_JOINTS = 15;
    /** The hips' height above the feet. */
    private static final int HIP_HEIGHT = 480;

    private final TextureTable textures;

    DemoModels(TextureTable textures) {
        this.textures = textures;
    }

    /** Adds every model, in type-id order, and returns the statics, whose meshes it adds too. */
    List<StaticMesh> addTo(AnimationTables tables) {
        tables.addModel(LARA, humanoid(new Outfit(Tile.CLOTH, Tile.LEATHER, Tile.SKIN, Tile.SKIN, Tile.FACE, Tile.HAIR,
                Ramp.SKIN.index(11), Ramp.WOOD.index(3))), List.of(laraStanding()));
        tables.addModel(MASKED_GOON, humanoid(new Outfit(Tile.GOON_CLOTH, Tile.GOON_CLOTH, Tile.GOON_CLOTH,
                Tile.GOON_CLOTH, Tile.GOON_MASK, Tile.GOON_CLOTH, Ramp.SKIN.index(8), Ramp.DARK.index(2))),
                goonAnimations());
        tables.addModel(WALL_SWITCH, wallSwitch(), twoPositions(new int[][] {{0, 0, 0}, {48, 0, 0}},
                new int[][] {{0, 0, 0}, {-48, 0, 0}}, 4, 3, SOUND_DOOR));
        tables.addModel(DOOR_1, door(), twoPositions(new int[][] {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}},
                new int[][] {{0, 0, 0}, {0, -256, 0}, {0, 256, 0}}, 4, 6, SOUND_DOOR));
        tables.addModel(KEYHOLE_1, new SkeletonPlan(keyhole(), Axes.XYZ), List.of(still(0, new int[][] {{0, 0, 0}})));
        var statics = new ArrayList<StaticMesh>();
        statics.add(staticMesh(tables, CRATE, new MeshBuilder(textures).box(-384, 384, -768, 0, -384, 384, Tile.CRATE)
                .withShades()));
        statics.add(staticMesh(tables, PILLAR, new MeshBuilder(textures).lathe(8,
                new int[] {320, 320, 230, 230, 320, 320}, new int[] {-3072, -2880, -2760, -260, -140, 0}, Tile.PILLAR)
                .withShades()));
        statics.add(staticMesh(tables, URN, new MeshBuilder(textures).lathe(8,
                new int[] {150, 110, 230, 260, 200, 140}, new int[] {-700, -620, -480, -300, -90, 0}, Tile.TERRACOTTA)
                .withShades()));
        return statics;
    }

    /** §5.3: visible (flag bit 1) and solid; both boxes are the mesh's extent. */
    private static StaticMesh staticMesh(AnimationTables tables, int id, Mesh mesh) {
        var pointer = tables.addMesh(mesh);
        var box = new SkeletonPlan(mesh, Axes.XYZ).bounds(new Pose(0, 0, 0, new int[][] {{0, 0, 0}}));
        return new StaticMesh(id, pointer, box, box, 0x2);
    }

    // --- the humanoid: Lara and the goon share a body and differ in what they wear ---

    /** What a humanoid wears: tiles for its parts, and palette colours for its hands and feet. */
    private record Outfit(Tile top, Tile bottom, Tile legs, Tile arms, Tile face, Tile head, int hands, int feet) {}

    /**
     * Fifteen meshes in TR Lara's order: hips; left thigh, shin, foot; right thigh, shin, foot; torso;
     * right upper arm, forearm, hand; left upper arm, forearm, hand; head. Limbs hang down (+Y) from their
     * joints; the figure faces +Z and its left is -X.
     */
    private SkeletonPlan humanoid(Outfit outfit) {
        var skeleton = new SkeletonPlan(part().box(-85, 85, -40, 45, -55, 55, outfit.bottom()).withNormals(), Axes.XYZ);
        for (var side : new int[] {-1, 1}) {
            var thigh = skeleton.joint(part().box(-42, 42, 0, 205, -45, 45, outfit.legs()).withNormals(),
                    HIPS, side * 48, 40, 0, Axes.XYZ);
            var shin = skeleton.joint(part().box(-36, 36, 0, 190, -40, 40, outfit.legs()).withNormals(),
                    thigh, 0, 205, 0, Axes.XYZ);
            skeleton.joint(part().colouredBox(-38, 38, 0, 45, -45, 100, outfit.feet()).withNormals(),
                    shin, 0, 190, 0, Axes.XYZ);
        }
        var torso = skeleton.joint(part().box(-95, 95, -265, 0, -58, 58, outfit.top()).withNormals(),
                HIPS, 0, -40, 0, Axes.XYZ);
        for (var side : new int[] {1, -1}) {
            var upper = skeleton.joint(part().box(-32, 32, 0, 150, -32, 32, outfit.arms()).withNormals(),
                    torso, side * 128, -240, 0, Axes.XYZ);
            var lower = skeleton.joint(part().box(-28, 28, 0, 135, -28, 28, outfit.arms()).withNormals(),
                    upper, 0, 150, 0, Axes.XYZ);
            skeleton.joint(part().colouredBox(-26, 26, 0, 70, -22, 30, outfit.hands()).withNormals(),
                    lower, 0, 135, 0, Axes.XYZ);
        }
        skeleton.joint(part().box(-62, 62, -150, 0, -62, 70, outfit.face(), outfit.head(), outfit.head(), outfit.head(),
                outfit.head(), outfit.head()).withNormals(), torso, 0, -265, 0, Axes.XYZ);
        return skeleton;
    }

    private MeshBuilder part() {
        return new MeshBuilder(textures);
    }

    /** A humanoid pose: the hips' height and offset, and (x, y, z) angles for the joints given. */
    private static Pose body(int hipsY, int hipsZ, int... jointAngles) {
        var angles = new int[HUMANOID_JOINTS][3];
        // Arms hang a little away from the body: the right (+X) arm turns by -Z, the left by +Z.
        angles[RIGHT_UPPER_ARM][2] = -22;
        angles[LEFT_UPPER_ARM][2] = 22;
        for (int i = 0; i + 3 < jointAngles.length; i += 4) {
            var joint = jointAngles[i];
            angles[joint][0] += jointAngles[i + 1];
            angles[joint][1] += jointAngles[i + 2];
            angles[joint][2] += jointAngles[i + 3];
        }
        return new Pose(0, -HIP_HEIGHT + hipsY, hipsZ, angles);
    }

    /** Lara breathing on the spot: state 2 (TR Lara's "stop"), looping. */
    private static AnimationSpec laraStanding() {
        var rest = body(0, 0);
        var breath = body(-4, 0, TORSO, -6, 0, 0, HEAD, 5, 0, 0, RIGHT_UPPER_ARM, 0, 0, -4, LEFT_UPPER_ARM, 0, 0, 4);
        return new AnimationSpec(2, 10, List.of(rest, breath, rest), 0, 0, 0, List.of(), List.of());
    }

    /**
     * The goon: 0 stand, 1 walk, 2 attack, 3 death. Stand and walk lead into each other and into attack
     * and death through state changes; walk plays footsteps, the attack a swing and a floor shake.
     */
    private static List<AnimationSpec> goonAnimations() {
        var rest = body(0, 0);
        var breath = body(-6, 0, TORSO, -8, 0, 0, HEAD, 6, 0, 0);
        // A stride: the leg forward turns +X, the knee behind bends -X, the arms swing against the legs.
        var leftStep = body(-10, 0, LEFT_THIGH, 48, 0, 0, RIGHT_THIGH, -40, 0, 0, RIGHT_SHIN, -30, 0, 0,
                RIGHT_UPPER_ARM, 36, 0, 0, LEFT_UPPER_ARM, -36, 0, 0);
        var leftPass = body(0, 0, LEFT_SHIN, -50, 0, 0, RIGHT_THIGH, 16, 0, 0, TORSO, 0, 6, 0);
        var rightStep = body(-10, 0, RIGHT_THIGH, 48, 0, 0, LEFT_THIGH, -40, 0, 0, LEFT_SHIN, -30, 0, 0,
                LEFT_UPPER_ARM, 36, 0, 0, RIGHT_UPPER_ARM, -36, 0, 0);
        var rightPass = body(0, 0, RIGHT_SHIN, -50, 0, 0, LEFT_THIGH, 16, 0, 0, TORSO, 0, -6, 0);
        var windUp = body(0, 0, TORSO, 0, -40, 0, RIGHT_UPPER_ARM, 150, 0, 20, RIGHT_FOREARM, 60, 0, 0);
        var overhead = body(-8, 0, TORSO, -10, -30, 0, RIGHT_UPPER_ARM, 210, 0, 20, RIGHT_FOREARM, 40, 0, 0);
        var strike = body(6, 20, TORSO, 24, 30, 0, RIGHT_UPPER_ARM, 70, 0, 10, RIGHT_FOREARM, 10, 0, 0,
                LEFT_THIGH, 30, 0, 0);
        var toppling = body(-40, 0, HIPS, 60, 0, 0, RIGHT_UPPER_ARM, 120, 0, -60, LEFT_UPPER_ARM, 120, 0, 60);
        var falling = body(180, -150, HIPS, 170, 0, 0, LEFT_THIGH, -40, 0, 0, RIGHT_THIGH, -20, 0, 0,
                RIGHT_UPPER_ARM, 200, 0, -90, LEFT_UPPER_ARM, 200, 0, 90);
        var lying = body(HIP_HEIGHT - 60, -260, HIPS, 256, 0, 0, LEFT_THIGH, -20, 0, 0, RIGHT_THIGH, -10, 0, 0,
                RIGHT_UPPER_ARM, 230, 0, -120, LEFT_UPPER_ARM, 230, 0, 120, HEAD, -30, 20, 0);

        var stand = new AnimationSpec(GOON_STOP, 8, List.of(rest, breath, rest), 0, 0, 0, List.of(
                new StateChangeSpec(GOON_WALK, List.of(new DispatchSpec(0, 16, 1, 0))),
                new StateChangeSpec(GOON_ATTACK, List.of(new DispatchSpec(0, 16, 2, 0))),
                new StateChangeSpec(GOON_DEATH, List.of(new DispatchSpec(0, 16, 3, 0)))), List.of());
        var walk = new AnimationSpec(GOON_WALK, 4, List.of(leftStep, leftPass, rightStep, rightPass, leftStep),
                12 * SPEED_UNIT, 1, 0, List.of(
                new StateChangeSpec(GOON_STOP, List.of(new DispatchSpec(0, 7, 0, 0), new DispatchSpec(8, 16, 0, 8))),
                new StateChangeSpec(GOON_DEATH, List.of(new DispatchSpec(0, 16, 3, 0)))),
                List.of(new PlaySound(0, SOUND_FOOTSTEP), new PlaySound(8, SOUND_FOOTSTEP)));
        var attack = new AnimationSpec(GOON_ATTACK, 3, List.of(rest, windUp, overhead, strike, rest), 0, 0, 0,
                List.of(), List.of(new PlaySound(6, SOUND_SWING), new Flipeffect(9, FLOOR_SHAKE)));
        var death = new AnimationSpec(GOON_DEATH, 4, List.of(rest, toppling, falling, lying), 0, 3, 12, List.of(),
                List.of());
        return List.of(stand, walk, attack, death);
    }

    // --- things that swing between two positions ---

    /**
     * Four animations between a closed pose and an open one (angles per joint): 0 closed and 2 open hold
     * still and loop; 1 opens and 3 closes, each in {@code steps} keyframes {@code frameRate} ticks apart,
     * playing {@code sound} as it starts. A state change to 1 leaves "closed", one to 0 leaves "open".
     */
    private static List<AnimationSpec> twoPositions(int[][] closed, int[][] open, int steps, int frameRate, int sound) {
        var opening = new ArrayList<Pose>();
        var closing = new ArrayList<Pose>();
        for (int k = 0; k <= steps; k++) {
            opening.add(between(closed, open, k, steps));
            closing.add(between(open, closed, k, steps));
        }
        var whole = steps * frameRate;
        return List.of(
                new AnimationSpec(CLOSED, 1, List.of(pose(closed)), 0, 0, 0,
                        List.of(new StateChangeSpec(OPEN, List.of(new DispatchSpec(0, 0, 1, 0)))), List.of()),
                new AnimationSpec(OPEN, frameRate, opening, 0, 2, 0, List.of(), List.of(new PlaySound(0, sound))),
                new AnimationSpec(OPEN, 1, List.of(pose(open)), 0, 2, 0,
                        List.of(new StateChangeSpec(CLOSED, List.of(new DispatchSpec(0, 0, 3, 0)))), List.of()),
                new AnimationSpec(CLOSED, frameRate, closing, 0, 0, 0, List.of(),
                        List.of(new PlaySound(whole / 2, sound))));
    }

    private static Pose pose(int[][] angles) {
        return new Pose(0, 0, 0, angles);
    }

    private static Pose between(int[][] from, int[][] to, int step, int steps) {
        var angles = new int[from.length][3];
        for (int i = 0; i < from.length; i++) {
            for (int c = 0; c < 3; c++) {
                angles[i][c] = from[i][c] + (to[i][c] - from[i][c]) * step / steps;
            }
        }
        return new Pose(0, 0, 0, angles);
    }

    /** A single still keyframe that loops: for things that only stand there. */
    private static AnimationSpec still(int state, int[][] angles) {
        return new AnimationSpec(state, 1, List.of(pose(angles)), 0, 0, 0, List.of(), List.of());
    }

    /**
     * A double door for a two-sector doorway whose opening lies 512 units behind the entity (-Z): an iron
     * lintel (the root) and two leaves hinged at its ends, each turning about Y (one-axis angle sets).
     * Opening, the left leaf turns by -90 degrees and the right by +90, both swinging towards +Z.
     */
    private SkeletonPlan door() {
        var lintel = part().box(-1024, 1024, -2176, -2048, -512, -384, Tile.METAL).withNormals();
        var skeleton = new SkeletonPlan(lintel, Axes.XYZ);
        skeleton.joint(leaf(0, 1024), 0, -1024, 0, -480, Axes.Y);
        skeleton.joint(leaf(-1024, 0), 0, 1024, 0, -480, Axes.Y);
        return skeleton;
    }

    /** A door leaf from {@code minX} to {@code maxX} of its hinge, with a gold pyramid handle each side. */
    private Mesh leaf(int minX, int maxX) {
        var builder = part().box(minX, maxX, -2048, 0, -32, 32, Tile.DOOR, Tile.DOOR, Tile.METAL, Tile.METAL,
                Tile.METAL, Tile.METAL);
        var handleX = minX == 0 ? maxX - 140 : minX + 140;
        var gold = Ramp.GOLD.index(13);
        for (var side : new int[] {1, -1}) {
            var tip = p(handleX, -1000, side * 110);
            var z = side * 32;
            var top = -1040;
            var bottom = -960;
            // Four triangles round the tip, each wound as seen from outside the pyramid.
            builder.colouredTriangle(gold, tip, p(handleX + 40 * side, top, z), p(handleX - 40 * side, top, z));
            builder.colouredTriangle(gold, tip, p(handleX - 40 * side, bottom, z), p(handleX + 40 * side, bottom, z));
            builder.colouredTriangle(gold, tip, p(handleX + 40 * side, bottom, z), p(handleX + 40 * side, top, z));
            builder.colouredTriangle(gold, tip, p(handleX - 40 * side, top, z), p(handleX - 40 * side, bottom, z));
        }
        return builder.withNormals();
    }

    /** A wall switch 512 units in front of the entity (+Z): a plate, and a lever that tips about X. */
    private SkeletonPlan wallSwitch() {
        var plate = part().box(-160, 160, -1100, -500, 480, 512, Tile.METAL, Tile.SWITCH_PLATE, Tile.METAL, Tile.METAL,
                Tile.METAL, Tile.METAL).withNormals();
        var skeleton = new SkeletonPlan(plate, Axes.XYZ);
        skeleton.joint(part().box(-22, 22, -230, 0, -22, 22, Tile.METAL).withNormals(), 0, 0, -800, 470, Axes.X);
        return skeleton;
    }

    /** A keyhole plate on the wall 512 units in front of the entity (+Z). */
    private Mesh keyhole() {
        return part().box(-128, 128, -900, -640, 480, 512, Tile.METAL, Tile.KEYHOLE_PLATE, Tile.METAL, Tile.METAL,
                Tile.METAL, Tile.METAL).withShades();
    }
}
