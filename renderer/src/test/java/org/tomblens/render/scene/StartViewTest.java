package org.tomblens.render.scene;

import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.DefaultView;
import org.tomblens.render.view.Camera;
import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tomblens.format.model.Level;
import org.tomblens.format.open.OpenedFile;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.Corpus;
import org.tomblens.format.testing.CorpusCache;
import org.tomblens.format.testing.DemoLevelFile;
import org.tomblens.maker.demo.OverlapLevelGenerator;
import org.tomblens.maker.demo.TownLevelGenerator;
import org.tomblens.render.offscreen.LevelSnapshot;
import org.tomblens.render.testing.GlContextPerClass;

/**
 * The start view shows the place, not a blank or a wall: for every level with room faces (the corpus's, its
 * Tomb Editor projects', the demo's, the town's, the overlap levels'), at least half the frame is drawn and no one
 * colour fills more than 70 % of it.
 */
@ExtendWith(GlContextPerClass.class)
class StartViewTest {
    private static final int CLEAR = 0x14171C;

    static Stream<Arguments> levels() throws IOException {
        var levels = new ArrayList<Level>();
        CorpusCache.levels().forEach(levels::add);
        for (var project : Corpus.files("prj2", "prj2")) {
            levels.add(OpenedFile.read(Files.readAllBytes(project), project, project.getFileName().toString(),
                    ProgressListener.NONE).level());
        }
        levels.add(DemoLevelFile.read());
        levels.add(TownLevelGenerator.generate(TownLevelGenerator.DEFAULT_ROOMS));
        levels.add(OverlapLevelGenerator.trainBesideTrack());
        levels.add(OverlapLevelGenerator.doorwayIntoAnOverlap());
        levels.add(OverlapLevelGenerator.flippedPair());
        return levels.stream().filter(level -> level.rooms().stream()
                        .anyMatch(room -> !room.quads().isEmpty() || !room.triangles().isEmpty()))
                .map(level -> Arguments.of(level.fileName(), level));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("levels")
    void theStartViewIsHalfCoveredAtLeastAndNoColourFillsMostOfIt(String name, Level level) throws IOException {
        try (var snapshot = new LevelSnapshot(PreparedLevel.of(level), 160, 90)) {
            var image = snapshot.shoot(DefaultView.start(level, new Camera()), new RenderOptions(), 0);
            image.writePng(Path.of("target", "screenshots", "start-view-" + name + ".png"));
            var counts = new HashMap<Integer, Integer>();
            var covered = 0;
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    var rgb = image.rgbAt(x, y);
                    counts.merge(rgb, 1, Integer::sum);
                    covered += rgb != CLEAR ? 1 : 0;
                }
            }
            var pixels = (double) image.width() * image.height();
            var commonest = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
            assertTrue(covered / pixels >= 0.5, name + ": " + Math.round(100 * covered / pixels) + " % covered");
            assertTrue(commonest / pixels <= 0.7, name + ": one colour fills " + Math.round(100 * commonest / pixels) + " %");
        }
    }
}
