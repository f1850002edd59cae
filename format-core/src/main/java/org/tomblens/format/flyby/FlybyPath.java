package org.tomblens.format.flyby;

import java.util.List;

/**
 * Where a flyby sequence's camera is at each game frame (30 a second), from its first camera to its last (for a
 * sequence that loops, once round and back to the first), as {@link FlybyWalk} moves it the way TR4 and TR5 do.
 * Positions and targets are world units, Y down; FOV and roll are in the units the cameras store (182 per degree).
 *
 * @param samples one per frame, the first at 0 s
 * @param warnings why the path stops short (a camera that stops, a sequence that never ends) or a flag it ignores
 */
public record FlybyPath(int sequence, List<Sample> samples, boolean loops, List<String> warnings) {
    public static final int FRAMES_PER_SECOND = 30;
    /** FOV and roll are stored 182 to the degree (65536 to the turn). */
    public static final double STORED_PER_DEGREE = 182;

    public FlybyPath {
        samples = List.copyOf(samples);
        warnings = List.copyOf(warnings);
    }

    /** A point in the world. */
    public record Point(double x, double y, double z) {
        public double distance(Point other) {
            return Math.sqrt((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
                    + (z - other.z) * (z - other.z));
        }
    }

    /**
     * The camera at one frame.
     *
     * @param t seconds from the start
     * @param heading the camera (its place in the sequence) the camera is moving towards
     * @param widescreen whether the game shows its widescreen bars: from the first camera that locks Lara's
     *                   controls (0x400) reached on
     */
    public record Sample(double t, Point position, Point target, double fov, double roll, int heading,
                         boolean widescreen) {}

    public static FlybyPath of(FlybySequence sequence, FlybyScene scene) {
        return new FlybyWalk(sequence, scene).walk();
    }

    /** How long it takes: the time of its last frame. */
    public double seconds() {
        return samples.get(samples.size() - 1).t();
    }

    /** The frame shown {@code seconds} after the start (the last one after the end): the game shows whole frames. */
    public Sample at(double seconds) {
        var frame = (int) Math.floor(seconds * FRAMES_PER_SECOND + 1e-9);
        return samples.get(Math.max(0, Math.min(samples.size() - 1, frame)));
    }
}
