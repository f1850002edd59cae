package org.tomblens.render.ui;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.render.gl.Framebuffer;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.testing.GlHarness;

/**
 * The kept picture put into the window's own framebuffer shows there pixel for pixel as drawn: the right way up, with
 * its red and blue where they were, on the frame that made it and on a later one that kept it; a picture made before
 * the first frame (while the window waits for its first level) counts as holding none.
 */
class KeptFrameTest {
    private static final int WIDTH = 64;
    private static final int HEIGHT = 48;
    private static final int BACKGROUND = 0x336699;
    /** Rectangles as OpenGL counts them, from the bottom left: x, y, width, height, colour. */
    private static final int[] BOTTOM_LEFT = {0, 0, 10, 5, 0xff8000};
    private static final int[] TOP_RIGHT = {50, 40, 14, 8, 0x10c020};
    private static final int[] LATER = {20, 10, 7, 30, 0xc00040};

    @Test
    void theWindowShowsThePictureAsDrawn() {
        try (var gl = new GlHarness(WIDTH, HEIGHT);
             var picture = new KeptFrame()) {
            assertFalse(picture.bind(WIDTH, HEIGHT), "the first frame makes the picture");
            WindowFramebuffer.clear(WIDTH, HEIGHT, (BACKGROUND >> 16) / 255f, (BACKGROUND >> 8 & 0xff) / 255f,
                    (BACKGROUND & 0xff) / 255f);
            fill(BOTTOM_LEFT);
            fill(TOP_RIGHT);
            picture.present();
            var first = Framebuffer.read(0, WIDTH, HEIGHT);
            assertEquals(0xff8000, first.rgbAt(2, HEIGHT - 3), "the bottom left corner, orange");
            assertEquals(0x10c020, first.rgbAt(WIDTH - 3, 2), "the top right corner, green");
            assertArrayEquals(expected(BOTTOM_LEFT, TOP_RIGHT), pixels(first));

            assertTrue(picture.bind(WIDTH, HEIGHT), "a later frame keeps the picture");
            fill(LATER);
            picture.present();
            assertArrayEquals(expected(BOTTOM_LEFT, TOP_RIGHT, LATER), pixels(Framebuffer.read(0, WIDTH, HEIGHT)),
                    "the kept picture with what the later frame drew over it");
        }
    }

    @Test
    void aPicturePreparedBeforeTheFirstFrameHoldsNoFrame() {
        try (var gl = new GlHarness(WIDTH, HEIGHT);
             var picture = new KeptFrame()) {
            picture.prepare(WIDTH, HEIGHT);
            assertFalse(picture.bind(WIDTH, HEIGHT), "the first frame after it keeps nothing of a last frame");
            WindowFramebuffer.clear(WIDTH, HEIGHT, (BACKGROUND >> 16) / 255f, (BACKGROUND >> 8 & 0xff) / 255f,
                    (BACKGROUND & 0xff) / 255f);
            fill(BOTTOM_LEFT);
            picture.present();
            assertArrayEquals(expected(BOTTOM_LEFT), pixels(Framebuffer.read(0, WIDTH, HEIGHT)));
            assertTrue(picture.bind(WIDTH, HEIGHT), "the frame after that keeps the picture");
        }
    }

    private static void fill(int[] rectangle) {
        var rgb = rectangle[4];
        WindowFramebuffer.fill(rectangle[0], rectangle[1], rectangle[2], rectangle[3], (rgb >> 16) / 255f,
                (rgb >> 8 & 0xff) / 255f, (rgb & 0xff) / 255f);
    }

    /** Each pixel's colour, top row first, as the background with the rectangles filled over it in turn. */
    private static int[] expected(int[]... rectangles) {
        var colours = new int[WIDTH * HEIGHT];
        for (int top = 0; top < HEIGHT; top++) {
            var y = HEIGHT - 1 - top;
            for (int x = 0; x < WIDTH; x++) {
                var colour = BACKGROUND;
                for (var r : rectangles) {
                    if (x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3]) {
                        colour = r[4];
                    }
                }
                colours[top * WIDTH + x] = colour;
            }
        }
        return colours;
    }

    private static int[] pixels(RgbaImage image) {
        var colours = new int[WIDTH * HEIGHT];
        for (int top = 0; top < HEIGHT; top++) {
            for (int x = 0; x < WIDTH; x++) {
                colours[top * WIDTH + x] = image.rgbAt(x, top);
            }
        }
        return colours;
    }
}
