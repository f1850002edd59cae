package org.tomblens.format.model;

/**
 * One animation (§6.2.2): its keyframes and how it chains. Speeds are 16.16 fixed point.
 *
 * @param frameOffset byte offset of its first keyframe in the frame words
 * @param frameRate ticks (frames at 30 per second) between stored keyframes
 * @param frameSize words per keyframe (TR1 stores 0 and uses a computed stride)
 * @param frameStart first frame number (frame numbers are global per model)
 * @param frameEnd last frame number
 * @param nextAnimation the animation that follows this one
 * @param nextFrame the frame it continues at
 * @param lateralSpeed TR4/TR5 only
 * @param lateralAccel TR4/TR5 only
 */
public record Animation(
        long frameOffset, int frameRate, int frameSize, int state, int speed, int accel,
        int lateralSpeed, int lateralAccel, int frameStart, int frameEnd, int nextAnimation, int nextFrame,
        int numStateChanges, int stateChangeIndex, int numAnimCommands, int animCommandIndex) {

    /**
     * Whether the games read NumAnimCommands as no commands though it is not 0. Their animation record holds it
     * in a signed 16-bit field and they run commands only while it is positive (TR1 to TR4 engines alike), so a
     * count of 0x8000 or more is none to them: retail TR4/TR5 levels store 0xAAAA, 0xAAA7 and 0xFFFF so.
     */
    public boolean commandCountNegative() {
        return numAnimCommands >= 0x8000;
    }
}
