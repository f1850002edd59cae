package org.tomblens.render.visibility;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.joml.Matrix4f;
import org.joml.Vector4f;
import org.junit.jupiter.api.Test;

/**
 * The part of a box that OpenGL draws, the part before the near plane, projected: every point of it lands inside the
 * rectangle, which is as tight as those points allow; a box wholly before the plane projects as its corners do.
 */
class ScreenRectsTest {
    /** A camera at the origin looking down -z, 90 degrees high, near plane at 10. */
    private static final Matrix4f VIEW_PROJECTION = new Matrix4f().perspective((float) Math.toRadians(90), 1.5f, 10f,
            100_000f);
    private static final int STEPS = 40;

    @Test
    void aBoxBeforeTheNearPlaneProjectsAsItsCorners() {
        var corners = new float[4];
        var drawn = new float[4];
        assertTrue(ScreenRects.project(-300, -100, -2000, 500, 400, -900, VIEW_PROJECTION, corners));
        assertTrue(ScreenRects.projectDrawn(-300, -100, -2000, 500, 400, -900, VIEW_PROJECTION, new float[32], drawn));
        assertArrayEquals(corners, drawn, 1e-5f);
    }

    @Test
    void aBoxReachingBehindTheEyeIsBoundedWhereItIsDrawn() {
        // From beside the eye and behind it to well ahead, off to the right and below: the whole screen by its corners.
        float minX = 200, minY = -600, minZ = -3000, maxX = 900, maxY = -50, maxZ = 400;
        var corners = new float[4];
        assertTrue(ScreenRects.project(minX, minY, minZ, maxX, maxY, maxZ, VIEW_PROJECTION, corners));
        assertArrayEquals(new float[] {-1, -1, 1, 1}, corners);

        var drawn = new float[4];
        assertTrue(ScreenRects.projectDrawn(minX, minY, minZ, maxX, maxY, maxZ, VIEW_PROJECTION, new float[32], drawn));
        var sampled = new float[] {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        var point = new Vector4f();
        for (int i = 0; i <= STEPS; i++) {
            for (int j = 0; j <= STEPS; j++) {
                for (int k = 0; k <= STEPS; k++) {
                    point.set(minX + (maxX - minX) * i / STEPS, minY + (maxY - minY) * j / STEPS,
                            minZ + (maxZ - minZ) * k / STEPS, 1f).mul(VIEW_PROJECTION);
                    if (point.z < -point.w) {
                        continue;   // behind the near plane: clipped away, never drawn
                    }
                    var x = point.x / point.w;
                    var y = point.y / point.w;
                    assertTrue(x >= drawn[0] - 1e-4f && x <= drawn[2] + 1e-4f && y >= drawn[1] - 1e-4f
                            && y <= drawn[3] + 1e-4f, "(" + x + ", " + y + ") outside the rectangle");
                    sampled[0] = Math.min(sampled[0], x);
                    sampled[1] = Math.min(sampled[1], y);
                    sampled[2] = Math.max(sampled[2], x);
                    sampled[3] = Math.max(sampled[3], y);
                }
            }
        }
        // On the screen, as tight as the samples allow (the points where its edges cross the plane fall between them).
        assertArrayEquals(onScreen(sampled), onScreen(drawn), 0.02f);
        assertTrue(drawn[0] > 0 && drawn[3] < 0, "right of the centre and below it: " + Arrays.toString(drawn));
    }

    private static float[] onScreen(float[] rect) {
        var clipped = new float[4];
        for (int i = 0; i < 4; i++) {
            clipped[i] = Math.max(-1, Math.min(1, rect[i]));
        }
        return clipped;
    }

    @Test
    void aBoxWhollyBehindTheNearPlaneIsNotDrawn() {
        assertFalse(ScreenRects.projectDrawn(-500, -500, -5, 500, 500, 300, VIEW_PROJECTION, new float[32], new float[4]));
    }
}
