package org.tomblens.render.overlay;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.tomblens.format.model.Level;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * The pathfinding boxes over a real frame: a selected sector's box turns yellow and the boxes it overlaps cyan
 * where they are seen, and another zone type colours the boxes anew.
 */
@ExtendWith(GlContextPerClass.class)
class BoxOverlayRenderingTest {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 180;

    /** Above the demo's hall, looking down at its floor: box 0 (hall sectors 1..2, 1..4) and its neighbours. */
    @Test
    void theSelectedSectorsBoxAndTheBoxesItOverlapsStandOut() throws IOException {
        var level = DemoLevelFile.read();
        var sector = level.rooms().get(0).sector(1, 1);
        var box = BoxMap.boxOf(sector, level.version());
        var overlaps = BoxMap.of(level).boxes().get(box).overlaps();
        assertTrue(overlaps.length > 0, "the box joins others");
        var camera = new Camera().place(3584, -3000, -1500, 0, (float) Math.toRadians(-35));
        var plain = shoot(level, camera, 0, Selection.NONE);
        var selected = shoot(level, camera, 0, Selection.sector(0, 1, 1));
        selected.writePng(Path.of("target", "screenshots", "boxes-selected.png"));
        var yellow = 0;
        var cyan = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                if (plain.rgbAt(x, y) == selected.rgbAt(x, y)) {
                    continue;
                }
                var rgb = selected.rgbAt(x, y);
                int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
                yellow += r > b + 40 && g > b + 40 ? 1 : 0;
                cyan += g > r + 40 && b > r + 40 ? 1 : 0;
            }
        }
        assertTrue(yellow > 200, yellow + " yellow pixels where the box is");
        assertTrue(cyan > 200, cyan + " cyan pixels where the boxes it overlaps are");
    }

    /**
     * Where a creature in the demo's hall can go: every box of its zone (all of the demo's boxes share ground zone
     * 1) turns green, but the box it stands in and the boxes that box overlaps, which keep their colours.
     */
    @Test
    void aCreaturesReachIsEveryBoxOfItsZone() {
        var level = DemoLevelFile.read();
        var map = BoxMap.of(level);
        var zone = map.boxes().get(0).zone(0, false);
        var inZone = map.boxes().stream().filter(box -> box.zone(0, false) == zone).count();
        assertTrue(inZone > 1 + map.boxes().get(0).overlaps().length, "boxes beyond the neighbours share the zone");
        var camera = new Camera().place(3584, -6000, -3500, 0, (float) Math.toRadians(-50));
        var plain = shoot(level, camera, 0, Selection.NONE, -1);
        var reach = shoot(level, camera, 0, Selection.NONE, 0);
        var green = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                var rgb = reach.rgbAt(x, y);
                int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
                green += rgb != plain.rgbAt(x, y) && g > r + 40 && g > b + 40 ? 1 : 0;
            }
        }
        assertTrue(green > 200, green + " green pixels");
    }

    /** The corpus's retail level, from its start: its boxes of the first ground zone and of the fly zone differ. */
    @Test
    void anotherZoneTypeColoursTheBoxesAnew() throws IOException {
        var level = LevelReader.read(Corpus.file("tr2/goldmask-cold-war.tr2"));
        var camera = org.tomblens.render.view.DefaultView.start(level, new Camera());
        var ground = shoot(level, camera, 0, Selection.NONE);
        var fly = shoot(level, camera, BoxMap.of(level).zoneTypes().size() - 1, Selection.NONE);
        var changed = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                changed += ground.rgbAt(x, y) != fly.rgbAt(x, y) ? 1 : 0;
            }
        }
        assertTrue(changed > 100, changed + " pixels changed colour");
    }

    private static RgbaImage shoot(Level level, Camera camera, int zone, Selection selection) {
        return shoot(level, camera, zone, selection, -1);
    }

    /** A frame with the boxes shown; {@code reachFrom} (or -1) is the box whose zone shows a creature's reach. */
    private static RgbaImage shoot(Level level, Camera camera, int zone, Selection selection, int reachFrom) {
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), WIDTH,
                HEIGHT); var overlay = new OverlayRenderer(snapshot.prepared())) {
            var options = new RenderOptions();
            options.animateEntities = false;
            options.showMarkers = false;
            options.showBoxes = true;
            options.boxZone = zone;
            snapshot.draw(camera, options, 0);
            overlay.chooseBox(reachFrom);
            overlay.showReach(reachFrom);
            overlay.draw(camera, options, snapshot.renderer(), selection);
            return snapshot.target().read();
        }
    }
}
