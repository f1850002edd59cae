package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.stream.Stream;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/** TR4/TR5 fog bulbs tint what is seen through them when fog is on, and nothing else changes. */
@ExtendWith(GlContextPerClass.class)
class FogBulbsRenderingTest {
    private static final int SIZE = 96;
    private static RgbaImage shoot(Level level, Camera camera, boolean fog, String name) throws IOException {
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE,
                SIZE)) {
            var options = new RenderOptions();
            options.animateEntities = false;
            options.fog = fog;
            var image = snapshot.shoot(camera, options, 0);
            image.writePng(Path.of("target", "screenshots", "fog-" + name + (fog ? "-on" : "-off") + ".png"));
            return image;
        }
    }

    /** The corpus's TR5 levels hold fog bulbs of their own; from inside a bulb's room, the view greys towards it. */
    @Test
    void aTr5RoomSeenThroughItsFogBulbTurnsTowardsTheBulbsColour() throws IOException {
        var level = LevelReader.read(Corpus.file("tr5/rando-test1.trc"));
        var room = 3;
        var bulb = level.rooms().get(room).lights().stream().filter(RoomLight.Tr5FogBulb.class::isInstance)
                .map(RoomLight.Tr5FogBulb.class::cast).findFirst().orElseThrow();
        var camera = DefaultView.room(level, room, new Camera());
        var off = shoot(level, camera, false, "tr5");
        var on = shoot(level, camera, true, "tr5");
        var colour = rgb(bulb.red(), bulb.green(), bulb.blue());
        assertMostlyTowards(off, on, colour, 0, 0, SIZE, SIZE);
    }

    /**
     * No corpus TR4 level has a fog bulb, so one is added to a room of one: a light of type 4 whose red is
     * its density, just ahead of the camera. Pixels around it whiten (TR4 stores no bulb colour).
     */
    @Test
    void aFogBulbAddedToATr4RoomWhitensThePixelsAroundIt() throws IOException {
        var plain = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var room = 0;
        var camera = DefaultView.room(plain, room, new Camera());
        var ahead = camera.forward(new Vector3f()).mul(1536).add(camera.position());
        var bulb = new RoomLight.Tr4((int) ahead.x, (int) ahead.y, (int) ahead.z, 255, 0, 0, RoomLight.Tr4.FOG_BULB,
                0xFF, 0, 0f, 1024f, 0f, 0f, 0f, 0f, 0f);
        var level = withLight(plain, room, bulb);
        var off = shoot(level, camera, false, "tr4");
        var on = shoot(level, camera, true, "tr4");
        // The bulb lies straight ahead: the middle of the frame looks through it.
        assertMostlyTowards(off, on, 0xFFFFFF, SIZE / 4, SIZE / 4, SIZE * 3 / 4, SIZE * 3 / 4);
        assertEquals(0xFF, on.rgbAt(SIZE / 2, SIZE / 2) >> 16 & 0xFF, "straight through the middle: full density");
    }

    static Stream<Path> levelsWithoutBulbs() {
        return Stream.of(Corpus.file("tr4/rando-test1.tr4"), Path.of("..", "assets", "demo", "tomblens-demo.tr2"));
    }

    @ParameterizedTest
    @MethodSource("levelsWithoutBulbs")
    void aLevelWithoutFogBulbsLooksTheSameWithFogOnAndOff(Path file) throws IOException {
        var level = LevelReader.read(file);
        var camera = DefaultView.start(level, new Camera());
        var off = shoot(level, camera, false, "none");
        var on = shoot(level, camera, true, "none");
        assertArrayEquals(off.rgba(), on.rgba(), file.toString());
    }

    /**
     * In the rectangle, every pixel fog changed is no farther from {@code towards} than it was, and most
     * pixels came nearer.
     */
    private static void assertMostlyTowards(RgbaImage off, RgbaImage on, int towards, int x0, int y0, int x1, int y1) {
        var nearer = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                var before = distance(off.rgbAt(x, y), towards);
                var after = distance(on.rgbAt(x, y), towards);
                assertTrue(after <= before + 3, "pixel " + x + "," + y + " moved away: " + before + " -> " + after);
                nearer += after < before - 3 ? 1 : 0;
            }
        }
        var pixels = (x1 - x0) * (y1 - y0);
        assertTrue(nearer > pixels / 2, nearer + " of " + pixels + " pixels came nearer the bulb's colour");
    }

    private static int distance(int a, int b) {
        var sum = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            sum += Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF));
        }
        return sum;
    }

    private static int rgb(float red, float green, float blue) {
        return Math.round(red * 255) << 16 | Math.round(green * 255) << 8 | Math.round(blue * 255);
    }

    /** {@code level} with {@code light} added to room {@code index}'s lights. */
    private static Level withLight(Level level, int index, RoomLight light) {
        var lights = new ArrayList<>(level.rooms().get(index).lights());
        lights.add(light);
        return SyntheticLevels.withRoom(level, index, SyntheticLevels.withLights(level.rooms().get(index), lights));
    }
}
