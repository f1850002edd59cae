package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The rectangles of a screen area: kept apart where the screen rectangles covered lie apart, merged where they meet,
 * never more than the most nor overlapping, and together covering every pixel covered (with the margin a triangle's
 * edge needs).
 */
class ScreenAreaTest {
    private static final int WIDTH = 1024;
    private static final int HEIGHT = 512;
    private static final int MARGIN = 2;

    @Test
    void rectanglesApartStayApart() {
        var area = new ScreenArea();
        cover(area, 16, 32, 112, 224);
        cover(area, 608, 304, 704, 400);
        var parts = new int[4 * ScreenArea.MOST_PARTS];
        assertEquals(2, area.parts(WIDTH, HEIGHT, parts));
        assertArrayEquals(new int[] {14, 30, 100, 196, 606, 302, 100, 100}, Arrays.copyOf(parts, 8));
        var whole = new int[4];
        assertEquals(692L * 372, area.within(WIDTH, HEIGHT, whole), "the one rectangle round both");
        assertArrayEquals(new int[] {14, 30, 692, 372}, whole);
    }

    @Test
    void rectanglesThatMeetAreOne() {
        var area = new ScreenArea();
        cover(area, 96, 96, 208, 208);
        cover(area, 608, 96, 704, 208);
        cover(area, 160, 160, 656, 176);
        var parts = new int[4 * ScreenArea.MOST_PARTS];
        assertEquals(1, area.parts(WIDTH, HEIGHT, parts), "the third meets both");
        assertArrayEquals(new int[] {94, 94, 612, 116}, Arrays.copyOf(parts, 4));
    }

    @Test
    void manyRectanglesAreMergedToTheMostWithoutOverlapAndCoverAll() {
        var area = new ScreenArea();
        var other = new ScreenArea();
        var covered = new boolean[WIDTH * HEIGHT];
        for (int i = 0; i < 9; i++) {
            var left = 16 + 96 * i;
            var bottom = 32 + (i * 144) % 448;
            var target = i % 2 == 0 ? area : other;
            cover(target, left, bottom, left + 48, bottom + 48);
            mark(covered, left - MARGIN, bottom - MARGIN, left + 48 + MARGIN, bottom + 48 + MARGIN);
        }
        area.cover(other);
        var parts = new int[4 * ScreenArea.MOST_PARTS];
        var count = area.parts(WIDTH, HEIGHT, parts);
        assertTrue(count > 1 && count <= ScreenArea.MOST_PARTS, count + " parts");
        var inParts = new int[WIDTH * HEIGHT];
        for (int p = 0; p < count; p++) {
            for (int y = parts[4 * p + 1]; y < parts[4 * p + 1] + parts[4 * p + 3]; y++) {
                for (int x = parts[4 * p]; x < parts[4 * p] + parts[4 * p + 2]; x++) {
                    inParts[y * WIDTH + x]++;
                }
            }
        }
        for (int pixel = 0; pixel < covered.length; pixel++) {
            assertTrue(inParts[pixel] <= 1, "pixel " + pixel + " lies in " + inParts[pixel] + " parts");
            assertTrue(!covered[pixel] || inParts[pixel] == 1, "pixel " + pixel + " covered but in no part");
        }
    }

    @Test
    void partsAreCutToTheViewAndTheWholeViewIsOnePart() {
        var area = new ScreenArea();
        cover(area, -320, -320, -96, -96);
        cover(area, 960, 448, 1120, 640);
        var parts = new int[4 * ScreenArea.MOST_PARTS];
        assertEquals(1, area.parts(WIDTH, HEIGHT, parts), "the first lies outside the view");
        assertArrayEquals(new int[] {958, 446, 66, 66}, Arrays.copyOf(parts, 4));
        area.coverWholeView();
        assertEquals(1, area.parts(WIDTH, HEIGHT, parts));
        assertArrayEquals(new int[] {0, 0, WIDTH, HEIGHT}, Arrays.copyOf(parts, 4));
    }

    /** Covers the pixels from (left, bottom) to (right, top), given in normalised device coordinates. */
    private static void cover(ScreenArea area, int left, int bottom, int right, int top) {
        area.cover(new float[] {2f * left / WIDTH - 1, 2f * bottom / HEIGHT - 1, 2f * right / WIDTH - 1,
            2f * top / HEIGHT - 1}, WIDTH, HEIGHT);
    }

    private static void mark(boolean[] pixels, int left, int bottom, int right, int top) {
        for (int y = Math.max(0, bottom); y < Math.min(HEIGHT, top); y++) {
            for (int x = Math.max(0, left); x < Math.min(WIDTH, right); x++) {
                pixels[y * WIDTH + x] = true;
            }
        }
    }
}
