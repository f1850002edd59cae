package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.view.RenderOptions;

/**
 * Cameras drawn over an empty level with real OpenGL: a flyby sequence's path where it projects, in the sequence's
 * colour, and a fixed camera that no trigger points anywhere as a white box; nothing with the overlay off.
 */
class CameraMarksTest {
    private static final int SIZE = FrontView.SIZE;
    private static final int CLEAR = FrontView.CLEAR;
    private static final int HEIGHT = 40;

    /**
     * Three cameras of sequence 2 along X a little below the eye (a line on the boundary between two rows of pixels
     * may light neither), looking along +Z, at speed 655.
     */
    private static final List<FlybyCamera> FLYBY = List.of(flyby(0, -1024), flyby(1, 0), flyby(2, 1024));

    private static FlybyCamera flyby(int index, int x) {
        return new FlybyCamera(x, HEIGHT, 0, x, HEIGHT, 1024, 2, index, 80 * 182, 0, 0, 655, 0, 0);
    }

    /** The cameras seen from 2000 units before them, looking along +Z (see {@link FrontView}). */
    private static RgbaImage draw(boolean cameras) {
        var empty = SyntheticLevels.sounds(GameVersion.TR4, List.of(), new short[0], List.of());
        var level = SyntheticLevels.withCameras(empty, List.of(new FixedCamera(0, -700, 0, 0, 0)), FLYBY);
        var options = new RenderOptions();
        options.showCameras = cameras;
        return FrontView.draw(level, options, cameras ? "camera-marks" : null);
    }

    private static int count(RgbaImage image, int[] at, int reach, int rgb) {
        var count = 0;
        for (int y = Math.max(0, at[1] - reach); y <= Math.min(SIZE - 1, at[1] + reach); y++) {
            for (int x = Math.max(0, at[0] - reach); x <= Math.min(SIZE - 1, at[0] + reach); x++) {
                count += near(rgb, image.rgbAt(x, y)) ? 1 : 0;
            }
        }
        return count;
    }

    /** Within 2 in each channel: OpenGL may round a colour's 8-bit value either way. */
    private static boolean near(int expected, int actual) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((expected >> shift & 0xFF) - (actual >> shift & 0xFF)) > 2) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theFlybyPathAndAFixedCameraShowWhereTheyAre() {
        var image = draw(true);
        var flyby = OverlayColours.flyby(2);
        var colour = Math.round(flyby[0] * 255) << 16 | Math.round(flyby[1] * 255) << 8 | Math.round(flyby[2] * 255);
        // The path runs from x -1024 to 1024 at its cameras' height: a line across the middle rows.
        for (var x : new float[] {-900, -500, 300, 800}) {
            assertTrue(count(image, FrontView.pixel(x, HEIGHT), 1, colour) > 0, "the path at x " + x);
        }
        // Beyond the last camera, and above and below the line, there is no path.
        assertEquals(0, count(image, FrontView.pixel(1500, HEIGHT), 1, colour));
        assertEquals(0, count(image, FrontView.pixel(-700, 600), 2, colour));
        // The fixed camera at height -700: a box 192 units wide, white edges round it and clear inside.
        // White at 95 % over the clear colour: 243, 244, 244.
        assertTrue(count(image, FrontView.pixel(0, -700 - 96), 2, 0xF3F4F4) > 0, "its box's top edge");
        assertEquals(CLEAR, image.rgbAt(FrontView.pixel(0, -700)[0], FrontView.pixel(0, -700)[1]), "inside the box");
    }

    @Test
    void withTheOverlayOffNoCameraIsDrawn() {
        var image = draw(false);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                assertEquals(CLEAR, image.rgbAt(x, y));
            }
        }
    }
}
