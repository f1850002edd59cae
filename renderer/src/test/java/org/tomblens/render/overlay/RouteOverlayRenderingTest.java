package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.joml.Vector4f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * A route over a real frame of the demo's hall: its line in the route's colour and its markers in theirs, the
 * chosen one in the selection's yellow; a route of no waypoints draws nothing.
 */
@ExtendWith(GlContextPerClass.class)
class RouteOverlayRenderingTest {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 180;
    private static final int MAGENTA = 0xFFFF00FF;
    private static final int CYAN = 0xFF00FFFF;

    @Test
    void theLineIsInTheRoutesColourAndTheMarkersInTheirs() throws IOException {
        var level = DemoLevelFile.read();
        var room = level.rooms().get(0);
        var floor = room.sector(1, 1).floorY();
        float[] points = {room.x() + 2560, floor, room.z() + 1536, room.x() + 2560, floor, room.z() + 4608,
                room.x() + 3584, floor, room.z() + 4608};
        var plain = shoot(points, 0, -1);
        var route = shoot(points, 3, -1);
        var chosen = shoot(points, 3, 1);
        route.writePng(Path.of("target", "screenshots", "route.png"));
        var magenta = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                magenta += (route.rgbAt(x, y) & 0xFFFFFF) == (MAGENTA & 0xFFFFFF) ? 1 : 0;
            }
        }
        // A line one pixel wide covers at least as many pixels as its first leg spans across or down the picture.
        var span = span(points, 0, 3);
        assertTrue(magenta >= span, magenta + " pixels of the line, whose first leg spans " + span);
        for (int i = 0; i < 3; i++) {
            var centre = pixel(points[i * 3], points[i * 3 + 1] - RouteOverlay.MARKER_HEIGHT, points[i * 3 + 2]);
            var cyan = 0;
            for (int y = centre[1] - 8; y <= centre[1] + 8; y++) {
                for (int x = centre[0] - 8; x <= centre[0] + 8; x++) {
                    cyan += (route.rgbAt(x, y) & 0xFFFFFF) == (CYAN & 0xFFFFFF) ? 1 : 0;
                }
            }
            assertTrue(cyan >= 4, cyan + " marker pixels around waypoint " + i + " at " + centre[0] + ", " + centre[1]);
        }
        var yellow = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                var rgb = chosen.rgbAt(x, y);
                int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
                yellow += rgb != route.rgbAt(x, y) && r > b + 80 && g > b + 80 ? 1 : 0;
            }
        }
        assertTrue(yellow > 20, yellow + " yellow pixels of the chosen marker");
        var empty = shoot(points, 0, -1);
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                assertEquals(plain.rgbAt(x, y), empty.rgbAt(x, y));
            }
        }
    }

    private static final Camera CAMERA = new Camera().place(3584, -3000, -1500, 0, (float) Math.toRadians(-35));

    /** How many pixels the line between points {@code a} and {@code b} spans across or down the picture. */
    private static int span(float[] points, int a, int b) {
        var from = pixel(points[a], points[a + 1] - RouteOverlay.LINE_LIFT, points[a + 2]);
        var to = pixel(points[b], points[b + 1] - RouteOverlay.LINE_LIFT, points[b + 2]);
        return Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]));
    }

    /** Where a point of the level lands in the picture, by the camera's perspective. */
    private static int[] pixel(float x, float y, float z) {
        var point = new Vector4f(x, y, z, 1);
        CAMERA.update((float) WIDTH / HEIGHT);
        CAMERA.viewProjection().transform(point);
        return new int[] {(int) ((point.x / point.w + 1) / 2 * WIDTH), (int) ((1 - point.y / point.w) / 2 * HEIGHT)};
    }

    private static RgbaImage shoot(float[] points, int count, int chosen) {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), WIDTH, HEIGHT);
             var overlay = new OverlayRenderer(snapshot.prepared())) {
            var options = new RenderOptions();
            options.animateEntities = false;
            options.showMarkers = false;
            var camera = CAMERA;
            snapshot.draw(camera, options, 0);
            overlay.route().show(points, count, MAGENTA, CYAN, chosen);
            overlay.draw(camera, options, snapshot.renderer(), Selection.NONE);
            return snapshot.target().read();
        }
    }
}
