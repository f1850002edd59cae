package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tomblens.format.model.Level;
import org.tomblens.format.prj2.Prj2Reader;
import org.tomblens.format.prj2.level.ProjectLevelBuilder;
import org.tomblens.format.testing.Corpus;
import org.tomblens.render.image.RgbaImage;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlHarness;

/**
 * The corpus title project seen from a sector in front of Lara, once as it is (its library missing) and once
 * with the corpus library standing in for the one it names ({@code ..\..\Assets\Objects\Title.wad2} from its
 * folder): with the library, Lara is drawn.
 */
class ProjectModelsRenderingTest {
    private static final int SIZE = 96;

    @TempDir
    Path folder;

    private Path project() throws IOException {
        var file = folder.resolve("Levels/Title/aod-title.prj2");
        Files.createDirectories(file.getParent());
        return Files.copy(Corpus.file("prj2/aod-title.prj2"), file);
    }

    private void library() throws IOException {
        var objects = Files.createDirectories(folder.resolve("Assets/Objects"));
        for (var extension : List.of("was", "swd", "sfx", "sam")) {
            Files.copy(Corpus.file("wad/lara." + extension), objects.resolve("Title." + extension));
        }
        Files.copy(Corpus.file("wad/lara.wad"), objects.resolve("Title.wad2"));
    }

    /** A sector in front of Lara (she faces -X, yaw 270 degrees), at her chest's height, looking at her. */
    private static RgbaImage facingLara(Level level, String name) throws IOException {
        var lara = level.entities().get(0);
        try (var gl = new GlHarness(SIZE, SIZE);
             var snapshot = new LevelSnapshot(PreparedLevel.of(level), SIZE,
                     SIZE)) {
            var camera = new Camera().place(lara.x() - 1024, lara.y() - 600, lara.z(), (float) (Math.PI / 2), 0);
            var options = new RenderOptions();
            options.animateEntities = false;
            var image = snapshot.shoot(camera, options, 0);
            image.writePng(Path.of("target", "screenshots", name + ".png"));
            return image;
        }
    }

    @Test
    void laraIsDrawnWhereTheProjectPutsHerOnceHerLibraryIsFound() throws IOException {
        var file = project();
        var boxes = facingLara(ProjectLevelBuilder.build(Prj2Reader.read(file), file).level(), "project-no-library");
        library();
        var models = facingLara(ProjectLevelBuilder.build(Prj2Reader.read(file), file).level(), "project-library");
        var changed = 0;
        var centreChanged = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (boxes.rgbAt(x, y) != models.rgbAt(x, y)) {
                    changed++;
                    centreChanged += Math.abs(x - SIZE / 2) < SIZE / 8 ? 1 : 0;
                }
            }
        }
        // Lara stands about 760 units tall a sector away: a column of the picture's middle, not its edges.
        assertTrue(changed > SIZE * SIZE / 50, "changed " + changed);
        assertTrue(centreChanged > changed * 3 / 4, "changed " + changed + ", in the middle " + centreChanged);
    }
}
