package org.tomblens.maker.ten;

import java.util.List;

/**
 * A small level in Tomb Editor 1.11's layout for tests: two rooms, three items (two with Lua names), two flyby
 * cameras numbered past a byte, and a two-bone movable with two animations, the first with a state change, a sound
 * and a flip effect, the second a set-position command and a turned keyframe (a quarter turn of yaw on bone 0).
 */
public final class TenSampleLevel {
    private static final float HALF_TURN_SINE = (float) Math.sqrt(0.5);

    private TenSampleLevel() {}

    /** Two rooms, three items, two flyby cameras numbered past a byte, a two-bone movable with two animations. */
    public static TenLevelPlan plan() {
        var identity = new float[] {0, 0, 0, 1};
        var quarterYaw = new float[] {0, HALF_TURN_SINE, 0, HALF_TURN_SINE};
        var box = new short[] {-100, 100, -700, 0, -50, 60};
        var still = new TenLevelPlan.KeyFrame(box, new short[] {0, -350, 0}, List.of(identity, identity));
        var turned = new TenLevelPlan.KeyFrame(new short[] {-90, 90, -720, 2, -40, 40}, new short[] {5, -340, -7},
                List.of(quarterYaw, identity));
        var stand = new TenLevelPlan.Animation(2, 1, 2, 1, 0, 0, 0, List.of(still, turned, still),
                List.of(new TenLevelPlan.StateChange(3, 0, 2, 1, 1)),
                List.of(new TenLevelPlan.Command(5, 70, 1, 0), new TenLevelPlan.Command(6, 12, 2)));
        var walk = new TenLevelPlan.Animation(3, 2, 2, 0, 0, 4, 8, List.of(turned, still), List.of(),
                List.of(new TenLevelPlan.Command(1, 0, -10, 20)));
        return new TenLevelPlan(
                List.of(new TenLevelPlan.Room("Hall", 0, 0, 6, 5, 0, -2048),
                        new TenLevelPlan.Room("Annexe", 6 * 1024, 0, 4, 4, 512, -1024)),
                new TenLevelPlan.Moveable(0, 2, List.of(stand, walk)),
                List.of(new TenLevelPlan.Item(0, 0, 2560, 0, 2560, 0x4000, 0, "lara"),
                        new TenLevelPlan.Item(0, 0, 1536, 0, 1536, 0, 3, "twin"),
                        new TenLevelPlan.Item(0, 1, 7680, 512, 1536, 0x8000, -1, "")),
                List.of(new TenLevelPlan.Flyby(2048, -512, 2048, 300, 0, 0),
                        new TenLevelPlan.Flyby(3072, -512, 2048, 300, 1, 0)));
    }

    /** The level's file, its blocks in chunks of at most {@code chunkSize} bytes. */
    public static byte[] bytes(int chunkSize) {
        return TenLevelWriter.write(plan(), chunkSize);
    }
}
