package org.tomblens.format.model;

/**
 * A room light as one version stores it (§3.2.4). Room faces carry baked light; these lights only light
 * moveables and statics.
 */
public sealed interface RoomLight {
    /** Position in world units. */
    float worldX();

    float worldY();

    float worldZ();

    /** Light colour as 0xRRGGBB, for showing the light. */
    int rgb();

    /** TR1: {@code intensity} 0 (dark) .. 0x1FFF (bright). */
    record Tr1(int x, int y, int z, int intensity, int fade) implements RoomLight {
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return grey(intensity); }
    }

    /** TR2: only the first intensity and fade are used by the game. */
    record Tr2(int x, int y, int z, int intensity1, int intensity2, int fade1, int fade2) implements RoomLight {
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return grey(intensity1); }
    }

    /** TR3: sun (type 0, the last eight bytes a normal) or point light (type 1: intensity, fade). */
    record Tr3(int x, int y, int z, int red, int green, int blue, int type, int data1, int data2)
            implements RoomLight {
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return red << 16 | green << 8 | blue; }
    }

    /** TR4: type 0 sun, 1 light, 2 spot, 3 shadow, 4 fog bulb (red = density). */
    record Tr4(int x, int y, int z, int red, int green, int blue, int type, int unknown, int intensity,
               float in, float out, float length, float cutOff, float dx, float dy, float dz) implements RoomLight {
        public static final int FOG_BULB = 4;

        public boolean isFogBulb() { return type == FOG_BULB; }
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return red << 16 | green << 8 | blue; }
    }

    /** TR5: a floating-point light of 88 bytes. */
    record Tr5(float x, float y, float z, float red, float green, float blue, float in, float out,
               float radIn, float radOut, float range, float dx, float dy, float dz, int type) implements RoomLight {
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return unit(red) << 16 | unit(green) << 8 | unit(blue); }
    }

    /**
     * TR5: a fog bulb, kept apart from the lights in the file: a sphere of {@code radius} world units whose
     * fog is thick in proportion to the length of sight through it, reaching its full colour (0..1 floats)
     * over {@code density} world units.
     */
    record Tr5FogBulb(float x, float y, float z, float radius, float density, float red, float green, float blue)
            implements RoomLight {
        public float worldX() { return x; }
        public float worldY() { return y; }
        public float worldZ() { return z; }
        public int rgb() { return unit(red) << 16 | unit(green) << 8 | unit(blue); }
    }

    private static int grey(int intensity) {
        var level = Math.max(0, Math.min(255, intensity * 255 / 0x1FFF));
        return level << 16 | level << 8 | level;
    }

    private static int unit(float value) {
        return Math.max(0, Math.min(255, Math.round(value * 255f)));
    }
}
