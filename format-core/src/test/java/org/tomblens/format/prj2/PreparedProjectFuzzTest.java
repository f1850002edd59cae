package org.tomblens.format.prj2;

import static org.junit.jupiter.api.Assertions.*;
import static org.tomblens.format.testing.ProjectBytes.data;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.read.ProgressListener;
import org.tomblens.format.testing.FuzzSeeds;
import org.tomblens.format.testing.FuzzTarget;
import org.tomblens.format.testing.FuzzedFile;
import org.tomblens.format.testing.ProjectBytes;

/**
 * Tomb Editor projects along the path {@code check} takes: read, prepared whole as the window prepares them
 * ({@link PreparedLevel#prepareAll}: geometry, animations, FloorData, sounds, script, flyby paths …) and their box
 * map made, as the Boxes panel and {@code check} make it. Seeded with the small corpus projects (the 2019 one, of
 * a megabyte, takes longer than a fuzzed read may) and a project written here whose one flyby camera loops, as Castigavi/TRLE_P's {@code ending.prj2} has one. The project comes from no
 * folder, so the libraries and textures it names are not found.
 */
class PreparedProjectFuzzTest {
    static final FuzzTarget CHECKED = new FuzzTarget("prj2-check", PreparedProjectFuzzTest::seeds,
            "fuzz.prj2", PreparedProjectFuzzTest::check);

    @FuzzTest
    void projectsAsCheckReadsThem(byte[] input) {
        CHECKED.fuzz(input);
    }

    @Test
    @Tag("robustness")
    void inputsThatOnceFailedHoldNow() {
        CHECKED.replayRegressions();
    }

    /** The written seed: a TR4 project of one room whose one flyby camera, sequence 0, loops (flag 0x4). */
    @Test
    void theLoopingFlybySeedPreparesToAPathThatStaysOnItsCamera() throws IOException {
        var prepared = prepare(new FuzzedFile.File("loop.prj2", loopingFlyby()));
        assertEquals(1, prepared.level().flybyCameras().size());
        var paths = prepared.flybyPaths();
        assertEquals(1, paths.size());
        assertTrue(paths.get(0).loops());
        // One stretch from the camera round to itself at speed 1 (655): 100 frames, all at the camera.
        assertEquals(101, paths.get(0).samples().size());
        var camera = prepared.level().flybyCameras().get(0);
        assertTrue(paths.get(0).samples().stream().allMatch(s -> s.position().x() == camera.x()
                && s.position().z() == camera.z()));
    }

    private static List<FuzzedFile.File> seeds() {
        var seeds = new ArrayList<>(FuzzSeeds.corpus("prj2", ".prj2"));
        seeds.add(new FuzzedFile.File("loop.prj2", loopingFlyby()));
        return seeds;
    }

    private static byte[] loopingFlyby() {
        var sectors = data();
        for (int x = 0; x < 3; x++) {
            for (int z = 0; z < 3; z++) {
                sectors.chunk("TeS", ProjectBytes.sector(x, z, 3, 0, 0, new int[4], new int[] {1024, 1024, 1024,
                        1024}));
            }
        }
        // TeFly: id 1 at (1536, 512, 1536), yaw 0, pitch 0, roll 0, no script, speed 1, FOV 80, flags 0x4
        // (loop), number 0, sequence 0, timer 0.
        var flyby = data().chunk("TeFly", data().leb(1).f32(1536).f32(512).f32(1536).f32(0).f32(0).f32(0)
                .leb(-1).f32(1).f32(80).leb(4).leb(0).leb(0).leb(0));
        var room = data().leb(3).leb(3).chunk("TeI", data().leb(0)).chunk("TeSecs", sectors.end())
                .chunk("TeObjects", flyby.end()).end();
        return ProjectBytes.file(data().chunk("TeSettings", data().chunk("TeGameVersion", data().leb(4)).end())
                .chunk("TeRooms", data().chunk("TeRoom", room).end()).end());
    }

    private static void check(FuzzedFile.File file) {
        try {
            prepare(file).boxes().warnings();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static PreparedLevel prepare(FuzzedFile.File file) throws IOException {
        return PreparedLevel.read(file.bytes(), null, file.name(), ProgressListener.NONE)
                .prepareAll(ProgressListener.NONE);
    }
}
