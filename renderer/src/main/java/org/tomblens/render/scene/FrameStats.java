package org.tomblens.render.scene;

/** What the last frame cost: filled by the renderer, read by the viewer's statistics and the bench command. */
public final class FrameStats {
    /** The most rectangles {@link #changedParts} holds. */
    public static final int MOST_CHANGED_PARTS = ScreenArea.MOST_PARTS;
    public int drawCalls;
    public long triangles;
    public int visibleRooms;
    public int visibleEntities;
    /** Time the CPU spent preparing and issuing the frame, in milliseconds. */
    public double cpuMillis;
    /** The room the camera is in, -1 when outside every room. */
    public int cameraRoom = -1;
    /**
     * Whether the frame shows what changes with time alone (animating entities, animated textures, water's
     * shimmer): drawn again later with nothing else changed, it would look different.
     */
    public boolean changesWithTime;
    /**
     * When, in the seconds the frame was drawn at, it would next look different with nothing else changed: its own
     * time while an entity in view animates (its pose changes all the time), the next step of the rooms' ambient
     * animation when only animated textures or water move (six a second), infinity when {@link #changesWithTime} is false.
     */
    public double nextChange = Double.POSITIVE_INFINITY;
    /** Whether the rooms were not drawn again: those kept from an earlier frame were copied in (StillRooms). */
    public boolean roomsKept;
    /**
     * Whether, at a new step of the rooms' ambient animation, only the rooms it moves were drawn, over the sky and
     * the still rooms kept from an earlier frame (StillRooms).
     */
    public boolean onlySteppingRoomsDrawn;
    /**
     * How many of the view's pixels the frame drew anew: all of them, or, while its rooms are kept, those where the
     * animating entities can be, this frame or the last, and at a new step of the rooms' animation where the rooms
     * that step and the entities can be (KeptView); the rest is the last frame's.
     */
    public long pixelsDrawn;
    /**
     * The part of the view whose pixels may differ from the last frame's (left, bottom, width, height, from the view's
     * corner): what {@link #pixelsDrawn} counts; the whole view when it was all drawn anew.
     */
    public final int[] changed = new int[4];
    /**
     * The rectangles of {@link #changed} (left, bottom, width and height of each, one after another, from the view's
     * corner) outside which its pixels are the last frame's, {@link #changedPartCount} of them, none overlapping
     * another: one round each group of what changed (animating entities, the rooms a new step draws) rather than one
     * round all.
     */
    public final int[] changedParts = new int[4 * MOST_CHANGED_PARTS];
    public int changedPartCount;

    void reset() {
        drawCalls = 0;
        triangles = 0;
        visibleRooms = 0;
        visibleEntities = 0;
        cpuMillis = 0;
        cameraRoom = -1;
        changesWithTime = false;
        nextChange = Double.POSITIVE_INFINITY;
        roomsKept = false;
        onlySteppingRoomsDrawn = false;
        pixelsDrawn = 0;
    }
}
