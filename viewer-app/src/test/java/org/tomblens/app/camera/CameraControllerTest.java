package org.tomblens.app.camera;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.tomblens.render.view.Camera;

class CameraControllerTest {

    private static CameraController atAThousandUnitsASecond(Camera camera) {
        var controller = new CameraController(camera);
        controller.setSpeed(1000f);
        return controller;
    }

    private static Camera flyFor(float seconds, int frames, CameraInput input) {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = atAThousandUnitsASecond(camera);
        for (int i = 0; i < frames; i++) {
            controller.update(input, seconds / frames);
        }
        return camera;
    }

    @Test
    void flyingForwardForASecondCoversTheSpeedWhateverTheFrameRate() {
        var input = new CameraInput();
        input.key(CameraInput.Move.FORWARD, true, 0);
        var at30 = flyFor(1f, 30, input).position();
        var at144 = flyFor(1f, 144, input).position();
        assertEquals(1000f, at30.z, 0.01f, "yaw 0 looks along +Z");
        assertEquals(at30.z, at144.z, 0.01f);
        assertEquals(0f, at30.x, 0.01f);
    }

    @Test
    void aKeyPressedAndReleasedBetweenTwoFramesMovesAsLongAsItWasHeld() {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = atAThousandUnitsASecond(camera);
        var input = new CameraInput();
        input.endFrame(0.9);
        // A busy machine's slow frame: both the press and the release reach the next frame, which advances by 0 s.
        input.key(CameraInput.Move.FORWARD, true, 1.0);
        input.key(CameraInput.Move.FORWARD, false, 1.3);
        assertTrue(input.active(), "a tap since the last frame still asks for a frame");
        controller.update(input, 0f);
        assertEquals(300f, camera.position().z, 0.01f, "0.3 s at 1000 units a second");
        input.endFrame(1.4);
        controller.update(input, 1 / 30f);
        assertEquals(300f, camera.position().z, 0.01f, "a tap moves once");
    }

    @Test
    void aKeyReleasedAfterAFrameAddsOnlyTheTimeSinceThatFrame() {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = atAThousandUnitsASecond(camera);
        var input = new CameraInput();
        input.key(CameraInput.Move.RIGHT, true, 0.5);
        controller.update(input, 0.5f);
        input.endFrame(1.0);
        input.key(CameraInput.Move.RIGHT, false, 1.1);
        controller.update(input, 0.2f);
        assertEquals(600f, camera.position().x, 0.01f, "0.5 s held in the first frame, 0.1 s of the second");
    }

    @Test
    void aKeyHeldThroughAPauseOfTheLoopCountsHalfASecondAtMost() {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = atAThousandUnitsASecond(camera);
        var input = new CameraInput();
        input.endFrame(1.0);
        input.key(CameraInput.Move.FORWARD, true, 1.0);
        input.key(CameraInput.Move.FORWARD, false, 4.0);
        controller.update(input, 0f);
        assertEquals(500f, camera.position().z, 0.01f);
    }

    @Test
    void upMovesTowardsNegativeYAndShiftIsFourTimesFaster() {
        var input = new CameraInput();
        input.key(CameraInput.Move.UP, true, 0);
        assertEquals(-1000f, flyFor(1f, 60, input).position().y, 0.01f);
        input.fast = true;
        assertEquals(-4000f, flyFor(1f, 60, input).position().y, 0.01f);
    }

    @Test
    void strafingRightAfterTurningNinetyDegreesMovesAlongMinusZ() {
        var camera = new Camera().place(0, 0, 0, (float) Math.toRadians(90), 0);
        var controller = atAThousandUnitsASecond(camera);
        var input = new CameraInput();
        input.key(CameraInput.Move.RIGHT, true, 0);
        controller.update(input, 1f);
        assertEquals(-1000f, camera.position().z, 0.01f);
        assertEquals(0f, camera.position().x, 0.01f);
    }

    @Test
    void standingAtAPointLooksTowardsTheOther() {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = new CameraController(camera);
        controller.orbit(0, 0, 0, 1000);
        // From (100, 0, 0) to a point 1024 along +X and 1024 up (-Y): a quarter turn right, 45 degrees up.
        controller.standAt(100, 0, 0, 1124, -1024, 0);
        assertEquals(CameraController.Mode.FLY, controller.mode());
        assertEquals(100f, camera.position().x, 0.01f);
        assertEquals(90.0, Math.toDegrees(camera.yaw()), 0.01);
        assertEquals(45.0, Math.toDegrees(camera.pitch()), 0.01);
        var forward = camera.forward(new org.joml.Vector3f());
        assertEquals(0.7071f, forward.x, 0.001f);
        assertEquals(-0.7071f, forward.y, 0.001f);
        assertEquals(0f, forward.z, 0.001f);
    }

    @Test
    void theWheelScalesTheSpeedWithinLimits() {
        var controller = new CameraController(new Camera());
        controller.setSpeed(1000f);
        var input = new CameraInput();
        input.wheel = 2;
        controller.update(input, 0.01f);
        assertEquals(1000f * 1.25f * 1.25f, controller.speed(), 0.01f);
        input.wheel = -100;
        controller.update(input, 0.01f);
        assertEquals(128f, controller.speed(), 0.01f);
    }

    @Test
    void orbitingKeepsTheTargetAtTheSameDistance() {
        var camera = new Camera().place(0, 0, 0, 0, 0);
        var controller = new CameraController(camera);
        controller.orbit(5000, -1000, 3000, 2000);
        var input = new CameraInput();
        input.orbiting = true;
        input.mouseDeltaX = 300;
        input.mouseDeltaY = -120;
        controller.update(input, 0.016f);
        assertEquals(2000f, camera.position().distance(5000, -1000, 3000), 0.5f);
        assertNotEquals(0f, camera.yaw());
    }
}
