package org.tomblens.render.scene;

/** What the last frame cost: filled by the renderer, read by the viewer's statistics and the bench command. */
public final class FrameStats {
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

    void reset() {
        drawCalls = 0;
        triangles = 0;
        visibleRooms = 0;
        visibleEntities = 0;
        cpuMillis = 0;
        cameraRoom = -1;
        changesWithTime = false;
    }
}
