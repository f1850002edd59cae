package org.tomblens.format.wad2;

import java.util.List;
import org.tomblens.format.chunk.Vector3;

/**
 * An animation of a movable ({@code W2Ani2}, or the older {@code W2Ani} and {@code W2Anm}, read into the same
 * values as the editor does). Frame numbers are the animation's own, from 0.
 *
 * @param endFrame the last frame, 0 for an animation of one
 * @param frameRate frames per keyframe
 * @param nextAnimation the animation, among its movable's, that follows this one
 * @param startVelocity the forward speed at the first frame, world units per frame, like the three after it
 */
public record Wad2Animation(String name, int state, int endFrame, int frameRate, int nextAnimation, int nextFrame,
                            float startVelocity, float endVelocity, float startLateralVelocity,
                            float endLateralVelocity, List<KeyFrame> keyFrames, List<StateChange> stateChanges,
                            List<Command> commands) {
    public Wad2Animation {
        keyFrames = List.copyOf(keyFrames);
        stateChanges = List.copyOf(stateChanges);
        commands = List.copyOf(commands);
    }

    /**
     * A keyframe ({@code W2Kf}).
     *
     * @param offset the root's offset, Y up
     * @param angles one per bone: rotations about X, Y and Z in degrees, in [0, 360), as the editor keeps them
     */
    public record KeyFrame(Vector3 offset, Vector3 boxMin, Vector3 boxMax, List<Vector3> angles) {
        public KeyFrame {
            angles = List.copyOf(angles);
        }
    }

    /** A state change ({@code W2StCh}) and its dispatches. */
    public record StateChange(int state, List<Dispatch> dispatches) {
        public StateChange {
            dispatches = List.copyOf(dispatches);
        }
    }

    /** A dispatch ({@code W2Disp}): frames {@code inFrame..outFrame} of this animation lead to another's frame. */
    public record Dispatch(int inFrame, int outFrame, int nextAnimation, int nextFrame) {}

    /**
     * An animation command ({@code W2Cmd}, {@code W2Cmd2}): 1 set position, 2 jump distance, 3 empty hands, 4 kill,
     * 5 play sound, 6 flip effect, 7 (TombEngine) no interpolation. For sounds and flip effects the first
     * parameter is the frame.
     *
     * @param packedConditions a {@code W2Cmd}, whose sound or flip effect keeps its condition in the second
     *                         parameter's high bits as the games do; a {@code W2Cmd2} keeps it in the third
     */
    public record Command(int type, int parameter1, int parameter2, int parameter3, boolean packedConditions) {}
}
