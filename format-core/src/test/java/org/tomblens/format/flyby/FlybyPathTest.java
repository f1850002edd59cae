package org.tomblens.format.flyby;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;

/**
 * Flyby paths of sequences written here, checked against what §9.6 and the games' frame arithmetic say: the camera
 * passes through each camera at its node, a stored speed S moves it a stretch in the whole frames it takes S at a
 * time to cover 65536 (655, the editor's 1, takes 100 frames), and each flag does what the spec describes.
 */
class FlybyPathTest {
    private static final int SPEED = 655;
    private static final int FOV = 80 * 182;
    private static final FlybyScene TR4 = scene(GameVersion.TR4);

    private static FlybyScene scene(GameVersion version) {
        return new FlybyScene(version, Optional.of(new FlybyPath.Point(2100, -256, 700)),
                List.of(new FlybyPath.Point(0, 0, 0), new FlybyPath.Point(1, 2, 3),
                        new FlybyPath.Point(5000, -900, 4000)));
    }

    /** Camera {@code index} at (2048 * index, -1024, 0) looking along +Z, with these speed, flags and timer. */
    private static FlybyCamera camera(int index, int speed, int flags, int timer) {
        return camera(index, 2048 * index, 0, speed, flags, timer);
    }

    private static FlybyCamera camera(int index, int x, int z, int speed, int flags, int timer) {
        return new FlybyCamera(x, -1024, z, x, -1024, z + 1024, 3, index, FOV, 0, timer, speed, flags, 0);
    }

    private static List<FlybyCamera> line(int count, int speed) {
        var cameras = new ArrayList<FlybyCamera>();
        for (int i = 0; i < count; i++) {
            cameras.add(camera(i, speed, 0, 0));
        }
        return cameras;
    }

    private static FlybyPath path(List<FlybyCamera> cameras, FlybyScene scene) {
        var sequences = FlybySequence.of(cameras);
        assertEquals(1, sequences.size());
        return FlybyPath.of(sequences.get(0), scene);
    }

    private static FlybyPath.Point at(FlybyCamera camera) {
        return new FlybyPath.Point(camera.x(), camera.y(), camera.z());
    }

    /** The first frame at which the camera is within a unit of {@code camera}'s position, or -1. */
    private static int frameAt(FlybyPath path, FlybyCamera camera) {
        for (int f = 0; f < path.samples().size(); f++) {
            if (path.samples().get(f).position().distance(at(camera)) <= 1) {
                return f;
            }
        }
        return -1;
    }

    @Test
    void thePathPassesThroughEachCameraAtItsNodeAStretchEvery100FramesAtSpeed655() {
        var cameras = line(4, SPEED);
        var path = path(cameras, TR4);
        // Each stretch: the whole frames of 655 that fit before the last step would pass 65536, 99, and the one
        // that ends it: 100.
        for (int i = 0; i < cameras.size(); i++) {
            assertEquals(100 * i, frameAt(path, cameras.get(i)), "camera " + i);
        }
        assertEquals(301, path.samples().size(), "three stretches and the last camera");
        assertEquals(10.0, path.seconds(), 1e-9);
        assertFalse(path.loops());
        assertEquals(List.of(), path.warnings());
        for (var sample : path.samples()) {
            assertEquals(-1024, sample.position().y(), 1e-6, "a level line stays level");
            assertEquals(0, sample.position().z(), 1e-6);
        }
    }

    @Test
    void twiceTheSpeedTakesHalfTheFramesAndSpeedIsInterpolatedBetweenCameras() {
        var fast = path(line(3, 2 * SPEED), TR4);
        assertEquals(50, frameAt(fast, line(3, 0).get(1)), "(65536 - 1310) / 1310 = 49 whole steps, then one");
        // From speed 655 at camera 1 to 1965 at camera 2: the stretch takes fewer frames than at 655 throughout and
        // more than at 1965 throughout.
        var cameras = List.of(camera(0, SPEED, 0, 0), camera(1, SPEED, 0, 0), camera(2, 3 * SPEED, 0, 0),
                camera(3, 3 * SPEED, 0, 0));
        var mixed = path(cameras, TR4);
        var stretch = frameAt(mixed, cameras.get(2)) - frameAt(mixed, cameras.get(1));
        assertTrue(stretch > 34 && stretch < 100, stretch + " frames");
    }

    @Test
    void holdStopsTheCameraAtTheCameraItReachesForTimerOver16Frames() {
        var plain = path(line(3, SPEED), TR4);
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(1, camera(1, SPEED, 1 << 8, 30 * 16));
        var held = path(cameras, TR4);
        assertEquals(frameAt(plain, cameras.get(2)) + 30, frameAt(held, cameras.get(2)), "30 frames more");
        // The frames held show the same picture.
        var still = held.samples().get(frameAt(held, cameras.get(1)) - 10).position();
        assertEquals(still, held.samples().get(frameAt(held, cameras.get(1)) - 1).position());
    }

    @Test
    void jumpCutsFromTheCameraReachedToTheCameraItsTimerNames() {
        var cameras = List.of(camera(0, SPEED, 0, 0), camera(1, SPEED, 1 << 7, 3),
                camera(2, 2048, 8192, SPEED, 0, 0), camera(3, SPEED, 0, 0), camera(4, SPEED, 0, 0));
        var path = path(cameras, TR4);
        assertEquals(-1, frameAt(path, cameras.get(2)), "camera 2 is jumped over");
        // The stretch to camera 1 takes 100 frames; where the 100th would show camera 1, it shows camera 3.
        assertEquals(100, frameAt(path, cameras.get(3)));
        assertEquals(-1, frameAt(path, cameras.get(1)), "camera 1 itself is cut away from before it shows");
        assertEquals(at(cameras.get(4)), path.samples().get(path.samples().size() - 1).position());
    }

    @Test
    void aLoopingSequenceComesRoundToItsFirstCamera() {
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(0, camera(0, SPEED, 1 << 2, 0));
        var path = path(cameras, TR4);
        assertTrue(path.loops());
        assertEquals(300, path.samples().size() - 1, "three stretches: 0 to 1, 1 to 2, 2 back to 0");
        assertEquals(at(cameras.get(0)), path.samples().get(300).position());
        // Round the corner at camera 2 the spline leaves the line towards camera 0's side: z stays 0 but x turns.
        var beyond = path.samples().stream().mapToDouble(s -> s.position().x()).max().orElseThrow();
        assertTrue(beyond > 4096, "the curve overshoots camera 2 before turning back: " + beyond);
    }

    @Test
    void aLoopOfOneCameraStaysOnItForOneStretch() {
        // Castigavi/TRLE_P's ending.prj2 has such a sequence: every knot is the one camera, so the path is still.
        var only = camera(0, SPEED, 1 << 2, 0);
        var path = path(List.of(only), TR4);
        assertTrue(path.loops());
        assertEquals(100, path.samples().size() - 1, "one stretch from the camera round to itself");
        assertTrue(path.samples().stream().allMatch(s -> s.position().equals(at(only))));
    }

    @Test
    void fovAndRollFollowTheSplineAndTargetsLeadTheWay() {
        var cameras = List.of(camera(0, SPEED, 0, 0),
                new FlybyCamera(2048, -1024, 0, 2048, -1024, 1024, 3, 1, 40 * 182, 10 * 182, 0, SPEED, 0, 0),
                camera(2, SPEED, 0, 0));
        var path = path(cameras, TR4);
        var atOne = path.samples().get(100);
        assertEquals(40 * 182, atOne.fov(), 1e-6);
        assertEquals(10 * 182, atOne.roll(), 1e-6);
        var halfway = path.samples().get(50);
        assertTrue(halfway.fov() < FOV && halfway.fov() > 40 * 182, "between: " + halfway.fov());
        assertEquals(new FlybyPath.Point(2048, -1024, 1024), atOne.target());
    }

    @Test
    void firstCameraFocusingLaraLooksAtHerThroughout() {
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(0, camera(0, SPEED, 1 << 5, 0));
        var lara = TR4.lara().orElseThrow();
        path(cameras, TR4).samples().forEach(sample -> assertEquals(lara, sample.target()));
    }

    @Test
    void inTr4ACameraTrackingAnEntityLooksAtItWhileHeadingThereAndInTr5ItIsAVignette() {
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(1, camera(1, SPEED, 1 << 1, 2));
        var entity = TR4.entities().get(2);
        var tr4 = path(cameras, TR4);
        for (int f = 0; f < 100; f++) {
            assertEquals(entity, tr4.samples().get(f).target(), "frame " + f);
        }
        path(cameras, scene(GameVersion.TR5)).samples()
                .forEach(sample -> assertEquals(sample.position().z() + 1024, sample.target().z(), 1e-6));
    }

    @Test
    void railsRideTheSequenceToThePointNearestLaraAndLookAtHer() {
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(0, camera(0, SPEED, 1 << 3, 0));
        var path = path(cameras, TR4);
        var lara = TR4.lara().orElseThrow();
        var end = path.samples().get(path.samples().size() - 1);
        // The rails run along x at z 0 and height -1024; the point nearest Lara (2100, -256, 700) is x 2100 on them.
        assertEquals(2100, end.position().x(), 40);
        assertEquals(0, end.position().z(), 1e-6);
        path.samples().forEach(sample -> assertEquals(lara, sample.target()));
        for (int f = 1; f < path.samples().size(); f++) {
            assertTrue(path.samples().get(f).position().x() >= path.samples().get(f - 1).position().x(),
                    "closing in a 32nd of the way each frame, never back");
        }
        assertTrue(path.samples().size() > 32, "not at once");
    }

    @Test
    void aCameraLockingLarasControlsRaisesTheWidescreenBarsFromWhenItIsReached() {
        var cameras = new ArrayList<>(line(3, SPEED));
        cameras.set(1, camera(1, SPEED, 1 << 10, 0));
        var path = path(cameras, TR4);
        for (int f = 0; f < path.samples().size(); f++) {
            assertEquals(f >= 100, path.samples().get(f).widescreen(), "frame " + f);
        }
        cameras.set(0, camera(0, SPEED, 1 << 10, 0));
        assertTrue(path(cameras, TR4).samples().get(0).widescreen(), "the first camera's lock holds from the start");
    }

    @Test
    void aCameraWithoutSpeedStopsThePathWithAWarning() {
        var path = path(line(3, 0), TR4);
        assertEquals(1, path.samples().size());
        assertTrue(path.warnings().get(0).contains("stops"), path.warnings().toString());
    }

    @Test
    void aJumpBackWithoutEndStopsAfterTenMinutesWithAWarning() {
        var cameras = new ArrayList<>(line(3, 6550));
        cameras.set(2, camera(2, 6550, 1 << 7, 0));
        var path = path(cameras, TR4);
        assertEquals(FlybyWalk.MOST_FRAMES + 1, path.samples().size());
        assertTrue(path.warnings().get(0).contains("ten minutes"), path.warnings().toString());
    }

    @Test
    void sequencesAreGroupedByNumberAndOrderedByIndex() {
        var a = camera(1, SPEED, 0, 0);
        var b = camera(0, SPEED, 0, 0);
        var other = new FlybyCamera(0, 0, 0, 0, 0, 0, 1, 0, FOV, 0, 0, SPEED, 0, 0);
        var sequences = FlybySequence.of(List.of(a, other, b));
        assertEquals(List.of(1, 3), sequences.stream().map(FlybySequence::number).toList());
        assertEquals(List.of(b, a), sequences.get(1).cameras());
        assertEquals(List.of("loop", "hold for timer / 16 frames"), FlybyFlag.meanings(0x104, GameVersion.TR4));
        assertEquals(List.of("vignette"), FlybyFlag.meanings(0x2, GameVersion.TR5));
    }
}
