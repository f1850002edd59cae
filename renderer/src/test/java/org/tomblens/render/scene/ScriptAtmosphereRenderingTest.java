package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.geometry.LevelExtent;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.SyntheticLevels;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * What a TR4 script sets for a level's air and sky, drawn: the distance fog fades each pixel to the fog colour by
 * its distance from the eye, linearly from 12 to 20 sectors (tomb4's distances, as TRNG's FogRange documents
 * them), and a cloud layer shows the level's sky page over the camera, tinted by the layer's colour and drifting
 * by its speed in units per game frame. With the switch off, or no script, the picture is as it was.
 */
@ExtendWith(GlContextPerClass.class)
class ScriptAtmosphereRenderingTest {
    private static final int SIZE = 128;
    private static final Atmosphere.Colour RED = new Atmosphere.Colour(255, 0, 0);
    private static final int CLEAR = 0x14171C;

    private static RenderOptions levelOnly() {
        var options = new RenderOptions();
        options.entities = false;
        options.sprites = false;
        options.transparency = false;
        options.lighting = false;
        options.portalCulling = false;
        return options;
    }

    /** A view down across the whole level from ten sectors over its highest room: near and far faces alike. */
    private static Camera overview(Level level) {
        var extent = LevelExtent.of(level);
        return new Camera().place(extent.minX(), extent.top() - 10 * 1024f, extent.minZ(),
                (float) Math.atan2(extent.maxX() - extent.minX(), extent.maxZ() - extent.minZ()),
                (float) Math.toRadians(-35));
    }

    /**
     * Looking straight down at a flat floor from a known height, the middle pixel is that far from the eye: below
     * 12 sectors it keeps its colour, past 20 it is the fog's, and between it is mixed by the share of the way.
     */
    @Test
    void distanceFogFadesTheFloorToTheFogColourByItsDistanceFromTheEye() throws IOException {
        var level = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var prepared = PreparedLevel.of(level);
        var geometry = prepared.geometry();
        var table = geometry.objectTextures();
        var r = 0;
        while (FloorFaces.flatOpaque(level.rooms().get(r), table) == null) {
            r++;
        }
        var room = level.rooms().get(r);
        var face = FloorFaces.flatOpaque(room, table);
        var a = room.vertices().get(face.v0());
        var c = room.vertices().get(face.v2());
        var x = room.x() + (a.x() + c.x()) / 2f;
        var z = room.z() + (a.z() + c.z()) / 2f;
        var floorY = a.y();
        try (var snapshot = new LevelSnapshot(prepared, SIZE, SIZE)) {
            var options = levelOnly();
            var mixes = new ArrayList<Float>();
            for (var height : new float[] {6 * 1024, 12 * 1024, 14 * 1024, 16 * 1024, 19 * 1024, 24 * 1024}) {
                var camera = new Camera().place(x, floorY - height, z, 0, (float) Math.toRadians(-90));
                snapshot.renderer().atmosphere(Atmosphere.NONE);
                var before = snapshot.shoot(camera, options, 0).rgbAt(SIZE / 2, SIZE / 2);
                assertEquals(r, snapshot.renderer().pick(camera, SIZE, SIZE, SIZE / 2, SIZE / 2, options).room(),
                        "the middle pixel shows the floor of room " + r);
                snapshot.renderer().atmosphere(new Atmosphere(Optional.of(RED), List.of()));
                var fogged = snapshot.shoot(camera, options, 0);
                var share = Math.min(1f, Math.max(0f, (height - 12 * 1024f) / (8 * 1024f)));
                var expected = mix(before, 0xFF0000, share);
                var drawn = fogged.rgbAt(SIZE / 2, SIZE / 2);
                assertTrue(difference(expected, drawn) <= 3, height + " units: expected "
                        + Integer.toHexString(expected) + " from " + Integer.toHexString(before) + ", drew " + Integer.toHexString(drawn));
                mixes.add(share);
            }
            assertEquals(List.of(0f, 0f, 0.25f, 0.5f, 0.875f, 1f), mixes, "the heights span the fog");
        }
    }

    @Test
    void withTheSwitchOffTheScriptsFogAndSkyChangeNothing() throws IOException {
        var level = LevelReader.read(Corpus.file("tr4/rando-test1.tr4"));
        var camera = overview(level);
        try (var snapshot = snapshot(level)) {
            var options = levelOnly();
            var before = snapshot.shoot(camera, options, 0);
            snapshot.renderer().atmosphere(new Atmosphere(Optional.of(RED),
                    List.of(new Atmosphere.SkyLayer(1, RED, 4))));
            options.scriptAtmosphere = false;
            var after = snapshot.shoot(camera, options, 0);
            assertArrayEquals(before.rgba(), after.rgba());
        }
    }

    /**
     * No corpus TR4 level has an outside room, so one of a level's rooms is made one (flag 0x8). From above the
     * level, looking straight up, the middle of the view is the middle of the cloud lid: the sky page's middle
     * texel, times the layer's colour over 128. After the layer drifted a quarter of its width, the texel a
     * quarter of the page to the left shows there.
     */
    @Test
    void aCloudLayerShowsTheSkyPageTintedByItsColourAndDriftsAtItsSpeed() throws IOException {
        var file = Corpus.file("tr4/rando-test1.tr4");
        var read = LevelReader.read(file);
        var level = SyntheticLevels.withRoom(read, 0, SyntheticLevels.withFlags(read.rooms().get(0),
                read.rooms().get(0).flags() | Room.FLAG_SKY));
        var top = level.rooms().stream().mapToInt(Room::yTop).min().orElseThrow();
        var camera = new Camera().place(level.rooms().get(0).x(), top - 4096, level.rooms().get(0).z(), 0,
                (float) Math.toRadians(89.9));
        var prepared = PreparedLevel.of(level);
        var geometry = prepared.geometry();
        var pages = geometry.pages();
        var skyPage = pages.layerCount() - 1;
        var colour = new Atmosphere.Colour(255, 128, 64);
        var speed = 8;
        try (var snapshot = new LevelSnapshot(prepared, SIZE, SIZE)) {
            var options = levelOnly();
            var bare = snapshot.shoot(camera, options, 0);
            assertEquals(CLEAR, bare.rgbAt(SIZE / 2, SIZE / 2), file + ": nothing over the level before the layers");
            snapshot.renderer().atmosphere(new Atmosphere(Optional.empty(),
                    List.of(new Atmosphere.SkyLayer(1, colour, speed))));
            var still = snapshot.shoot(camera, options, 0);
            still.writePng(Path.of("target", "screenshots", "sky-layer.png"));
            assertTintedTexel(still.rgbAt(SIZE / 2, SIZE / 2), pages, skyPage, 128, 128, colour);
            // A quarter of the lid's 10240 units at 8 units a frame, 30 frames a second.
            var seconds = 10240 / 4.0 / speed / 30;
            var drifted = snapshot.shoot(camera, options, seconds);
            assertTintedTexel(drifted.rgbAt(SIZE / 2, SIZE / 2), pages, skyPage, 64, 128, colour);
        }
    }

    private static int mix(int from, int to, float share) {
        var rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            var a = from >> shift & 0xFF;
            var b = to >> shift & 0xFF;
            rgb |= Math.round(a + (b - a) * share) << shift;
        }
        return rgb;
    }

    private static LevelSnapshot snapshot(Level level) {
        return new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE);
    }

    /** The pixel is one of the texels around (u, v) of the page, each channel times colour / 128, at most 255. */
    private static void assertTintedTexel(int pixel, org.tomblens.format.geometry.TexturePages pages, int page,
                                          int u, int v, Atmosphere.Colour colour) {
        var nearest = Integer.MAX_VALUE;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                var texel = pages.texel(page, Math.floorMod(u + dx, 256), v + dy) >>> 8;
                var tinted = tint(texel >> 16 & 0xFF, colour.red()) << 16 | tint(texel >> 8 & 0xFF, colour.green()) << 8
                        | tint(texel & 0xFF, colour.blue());
                nearest = Math.min(nearest, difference(tinted, pixel));
            }
        }
        assertTrue(nearest <= 3, "pixel " + Integer.toHexString(pixel) + " is the tinted sky texel near " + u + ","
                + v + " (off by " + nearest + ")");
    }

    private static int tint(int channel, int colour) {
        return Math.min(255, Math.round(channel * colour * 2 / 255f));
    }

    private static int difference(int a, int b) {
        var most = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            most = Math.max(most, Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)));
        }
        return most;
    }

}
