package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.joml.Vector4f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.floordata.SectorPosition;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * What scripts change of the overlays, over real frames of the demo level: a cube where a Scriptable stands, as
 * wide as {@link PlacedCubes#SIZE} seen from where the camera stands; a trigger drawn in the colour a script gave it,
 * and not at all once hidden; a camera and a light hidden one by one, gone as if cameras or lights were not shown.
 */
@ExtendWith(GlContextPerClass.class)
class ScriptLooksRenderingTest {
    private static final int SIZE = 128;
    /** The demo's first trigger (a key hole): room 0's sector (2, 6), whose middle is (2560, 6656) at floor 0. */
    private static final SectorPosition TRIGGER = new SectorPosition(0, 2, 6);
    private static final float[] TRIGGER_MIDDLE = {2560, 0, 6656};
    private static final float EYE_ABOVE = 1536;

    /** Looking straight down on the trigger's middle from {@link #EYE_ABOVE} units over it, a 70° view. */
    private static Camera overTheTrigger() {
        var camera = new Camera().place(TRIGGER_MIDDLE[0], TRIGGER_MIDDLE[1] - EYE_ABOVE, TRIGGER_MIDDLE[2], 0,
                (float) Math.toRadians(-89.9));
        camera.setVerticalFovDegrees(70);
        return camera;
    }

    private static RenderOptions plain() {
        var options = new RenderOptions();
        options.animateEntities = false;
        options.entities = false;
        options.sprites = false;
        options.showMarkers = false;
        return options;
    }

    /** The frame and its overlays as {@code options} ask, after {@code change} to the overlays. */
    private static RgbaImage shoot(Camera camera, RenderOptions options, Consumer<OverlayRenderer> change) {
        var level = DemoLevelFile.read();
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE);
             var overlay = new OverlayRenderer(snapshot.prepared())) {
            change.accept(overlay);
            snapshot.draw(camera, options, 0);
            overlay.draw(camera, options, snapshot.renderer(), Selection.NONE);
            return snapshot.target().read();
        }
    }

    @Test
    void theDemosFirstTriggerIsWhereThisTestLooks() {
        Level level = DemoLevelFile.read();
        var prepared = PreparedLevel.of(level);
        assertEquals(TRIGGER, prepared.floorData().triggers().get(0).sector());
        assertEquals(TRIGGER_MIDDLE[1], level.rooms().get(0).sector(TRIGGER.x(), TRIGGER.z()).floorY());
    }

    /**
     * A cube over the trigger, its top face square to the eye: the pixels its top face projects to are white (the
     * top is lit full), those just outside are not; taken away, the frame is the frame without it.
     */
    @Test
    void aPlacedCubeIsDrawnWhereItsPointProjects() throws IOException {
        var camera = overTheTrigger();
        float[] centre = {TRIGGER_MIDDLE[0], TRIGGER_MIDDLE[1] - 512, TRIGGER_MIDDLE[2]};
        var without = shoot(camera, plain(), overlay -> { });
        var with = shoot(camera, plain(), overlay -> overlay.placed().show(centre));
        with.writePng(Path.of("target", "screenshots", "placed-cube.png"));
        var middle = pixel(camera, centre);
        assertEquals(SIZE / 2, middle[0], 1, "straight below the eye: mid-frame");
        assertEquals(SIZE / 2, middle[1], 1, "straight below the eye: mid-frame");
        // The top face, half a cube above the point, seen from the eye: half its width over its distance.
        var top = EYE_ABOVE - 512 - PlacedCubes.SIZE / 2;
        var half = (PlacedCubes.SIZE / 2) / (top * Math.tan(Math.toRadians(35))) * SIZE / 2;
        var inside = (int) Math.floor(half) - 2;
        var outside = (int) Math.ceil(half) + 2;
        assertTrue(inside >= 8, "the face is " + 2 * half + " pixels wide");
        for (var d : new int[][] {{0, 0}, {inside, 0}, {-inside, 0}, {0, inside}, {0, -inside}, {inside, inside}}) {
            assertEquals(0xFFFFFF, with.rgbAt(middle[0] + d[0], middle[1] + d[1]), "white at " + d[0] + ", " + d[1]);
        }
        for (var d : new int[][] {{outside, 0}, {-outside, 0}, {0, outside}, {0, -outside}}) {
            var x = middle[0] + d[0];
            var y = middle[1] + d[1];
            assertEquals(without.rgbAt(x, y), with.rgbAt(x, y), "the level as it was at " + d[0] + ", " + d[1]);
        }
        var removed = shoot(camera, plain(), overlay -> {
            overlay.placed().show(centre);
            overlay.placed().show(new float[0]);
        });
        assertArrayEquals(without.rgba(), removed.rgba(), "no cube once none is placed");
    }

    /** The trigger in pure green once a script colours it; hidden, its sector is drawn as with triggers off. */
    @Test
    void aTriggerIsDrawnInItsOwnColourAndNotAtAllOnceHidden() throws IOException {
        var camera = overTheTrigger();
        var triggers = plain();
        triggers.showTriggers = true;
        var middle = pixel(camera, TRIGGER_MIDDLE);
        var off = shoot(camera, plain(), overlay -> { });
        var tinted = shoot(camera, triggers, overlay -> { });
        assertNotEquals(off.rgbAt(middle[0], middle[1]), tinted.rgbAt(middle[0], middle[1]), "the trigger's tint");
        var green = shoot(camera, triggers, overlay -> overlay.looks().colourTrigger(TRIGGER, new float[] {0, 1, 0, 1}));
        green.writePng(Path.of("target", "screenshots", "trigger-green.png"));
        assertEquals(0x00FF00, green.rgbAt(middle[0], middle[1]));
        var hidden = shoot(camera, triggers, overlay -> overlay.looks().hideTrigger(TRIGGER, true));
        assertEquals(off.rgbAt(middle[0], middle[1]), hidden.rgbAt(middle[0], middle[1]));
        var back = shoot(camera, triggers, overlay -> {
            overlay.looks().colourTrigger(TRIGGER, new float[] {0, 1, 0, 1});
            overlay.looks().hideTrigger(TRIGGER, true);
            overlay.looks().hideTrigger(TRIGGER, false);
            overlay.looks().colourTrigger(TRIGGER, null);
        });
        assertArrayEquals(tinted.rgba(), back.rgba(), "shown again in the overlay's own colour");
    }

    /** The demo's one camera, seen from three sectors before it: hidden, the frame is that with cameras off. */
    @Test
    void aHiddenCameraIsNotDrawn() {
        var level = DemoLevelFile.read();
        assertEquals(1, level.cameras().size());
        var fixed = level.cameras().get(0);
        var camera = new Camera().place(fixed.x(), fixed.y(), fixed.z() - 3072, 0, 0);
        var cameras = plain();
        cameras.showCameras = true;
        var off = shoot(camera, plain(), overlay -> { });
        var shown = shoot(camera, cameras, overlay -> { });
        var differ = 0;
        for (int i = 0; i < off.rgba().length; i += 4) {
            differ += off.rgba()[i] != shown.rgba()[i] || off.rgba()[i + 1] != shown.rgba()[i + 1] ? 1 : 0;
        }
        assertTrue(differ > 20, differ + " pixels of the camera's glyph");
        assertArrayEquals(off.rgba(), shoot(camera, cameras, overlay -> overlay.looks().hideCamera(0, true)).rgba());
        assertArrayEquals(shown.rgba(), shoot(camera, cameras, overlay -> {
            overlay.looks().hideCamera(0, true);
            overlay.looks().hideCamera(0, false);
        }).rgba());
    }

    /**
     * The demo's first light (room 0's), seen from 768 units before it: shown as a diamond of its colour (its edges,
     * dark, cross at its middle, so its faces are looked at a few pixels off it), and hidden one by one, its pixels are
     * as with lights off.
     */
    @Test
    void aLightIsDrawnInItsColourAndNotAtAllOnceHidden() throws IOException {
        var level = DemoLevelFile.read();
        var light = level.rooms().get(0).lights().get(0);
        var camera = new Camera().place(light.worldX(), light.worldY(), light.worldZ() - 768, 0, 0);
        camera.setVerticalFovDegrees(70);
        var lights = plain();
        lights.showLights = true;
        var off = shoot(camera, plain(), overlay -> { });
        var shown = shoot(camera, lights, overlay -> { });
        shown.writePng(Path.of("target", "screenshots", "light.png"));
        var middle = pixel(camera, new float[] {light.worldX(), light.worldY(), light.worldZ()});
        // Its diamond reaches REACH units sideways and up: 96 / (768 tan 35°) of half the picture, 11 pixels.
        for (var d : new int[][] {{3, 3}, {-3, -3}, {3, -3}, {-3, 3}}) {
            var x = middle[0] + d[0];
            var y = middle[1] + d[1];
            assertEquals(light.rgb(), shown.rgbAt(x, y), "its colour at " + d[0] + ", " + d[1]);
            assertNotEquals(off.rgbAt(x, y), shown.rgbAt(x, y));
        }
        // The room's other lights may show too: hidden, this one's pixels are as with lights off, and no other changes.
        var hidden = shoot(camera, lights, overlay -> overlay.looks().hideLight(0, true));
        for (var d : new int[][] {{3, 3}, {-3, -3}, {3, -3}, {-3, 3}}) {
            assertEquals(off.rgbAt(middle[0] + d[0], middle[1] + d[1]), hidden.rgbAt(middle[0] + d[0], middle[1] + d[1]));
        }
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                var now = hidden.rgbAt(x, y);
                assertTrue(now == shown.rgbAt(x, y) || now == off.rgbAt(x, y), "pixel " + x + ", " + y);
            }
        }
        assertArrayEquals(shown.rgba(), shoot(camera, lights, overlay -> {
            overlay.looks().hideLight(0, true);
            overlay.looks().hideLight(0, false);
        }).rgba());
    }

    /** Where a point of the level lands in the picture. */
    private static int[] pixel(Camera camera, float[] at) {
        camera.update(1f);
        var point = new Vector4f(at[0], at[1], at[2], 1);
        camera.viewProjection().transform(point);
        return new int[] {(int) ((point.x / point.w + 1) / 2 * SIZE), (int) ((1 - point.y / point.w) / 2 * SIZE)};
    }
}
