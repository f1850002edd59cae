package org.tomblens.render.scene;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.LevelReader;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;
import org.tomblens.render.view.Camera;
import org.tomblens.render.view.RenderOptions;

/**
 * Static meshes hidden one by one in the corpus's levels that have them (TR1, Unfinished Business, TR2), every room
 * drawn, seen from before the first static mesh that shows: with every instance hidden the frame is the frame with
 * statics switched off, pixel for pixel (the instances' own index runs leave out exactly what the rooms' whole runs
 * hold); with the one seen hidden, only pixels where statics were drawn change (it, or another it covered, drawn
 * instance by instance, and nothing else); shown again, the frame is as it was.
 */
@ExtendWith(GlContextPerClass.class)
class HiddenStaticsCorpusTest {
    private static final int SIZE = 96;

    @ParameterizedTest
    @ValueSource(strings = {"tr1/rando-test1.phd", "tr1/ub-egypt.tub", "tr2/goldmask-cold-war.tr2"})
    void hidingEveryStaticMeshIsDrawingNone(String name) throws IOException {
        var level = LevelReader.read(Corpus.file(name));
        var options = new RenderOptions();
        options.portalCulling = false;
        options.animateEntities = false;
        options.entities = false;
        options.sprites = false;
        var noStatics = new RenderOptions();
        noStatics.portalCulling = false;
        noStatics.animateEntities = false;
        noStatics.entities = false;
        noStatics.sprites = false;
        noStatics.staticMeshes = false;
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE, SIZE)) {
            var hidden = snapshot.renderer().hidden();
            var instances = 0;
            Camera camera = null;
            RgbaImage shown = null;
            RgbaImage without = null;
            var first = -1;
            var firstInstance = -1;
            // The first instance that shows, seen from a sector before it, a quarter of a sector up, looking -Z.
            for (int r = 0; r < level.rooms().size(); r++) {
                var statics = level.rooms().get(r).staticMeshes();
                instances += statics.size();
                for (int i = 0; i < statics.size() && camera == null; i++) {
                    var placed = statics.get(i);
                    var looking = new Camera().place(placed.x(), placed.y() - 256, placed.z() + 1024, (float) Math.PI, 0);
                    var with = snapshot.shoot(looking, options, 0);
                    var none = snapshot.shoot(looking, noStatics, 0);
                    if (!java.util.Arrays.equals(with.rgba(), none.rgba())) {
                        camera = looking;
                        shown = with;
                        without = none;
                        first = r;
                        firstInstance = i;
                    }
                }
            }
            assertTrue(instances > 0, name + " has static meshes");
            assertNotNull(camera, name + ": a static mesh seen from before it");

            hidden.hideStaticMesh(first, firstInstance, true);
            var one = snapshot.shoot(camera, options, 0);
            // What changes lies where statics were drawn: the one hidden, or one behind it that it covered.
            var changed = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    if (one.rgbaAt(x, y) != shown.rgbaAt(x, y)) {
                        changed++;
                        assertNotEquals(shown.rgbaAt(x, y), without.rgbaAt(x, y), "pixel " + x + ", " + y);
                    }
                }
            }
            assertTrue(changed > 0, name + ": the instance seen is gone");

            for (int r = 0; r < level.rooms().size(); r++) {
                for (int s = 0; s < level.rooms().get(r).staticMeshes().size(); s++) {
                    hidden.hideStaticMesh(r, s, true);
                }
            }
            assertArrayEquals(without.rgba(), snapshot.shoot(camera, options, 0).rgba(), "every static hidden");

            for (int r = 0; r < level.rooms().size(); r++) {
                for (int s = 0; s < level.rooms().get(r).staticMeshes().size(); s++) {
                    hidden.hideStaticMesh(r, s, false);
                }
            }
            assertArrayEquals(shown.rgba(), snapshot.shoot(camera, options, 0).rgba(), "every static shown again");
        }
    }
}
