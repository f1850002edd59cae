package org.tomblens.render.overlay;

import org.joml.Vector3f;
import org.tomblens.format.floordata.CameraTriggers;
import org.tomblens.format.floordata.TriggerIndex;
import org.tomblens.format.flyby.FlybyPath;
import org.tomblens.format.model.FixedCamera;
import org.tomblens.format.model.Level;
import org.tomblens.format.navigation.BoxMap;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * A level's cameras as overlay shapes (§9.5, §9.6): each fixed camera a glyph looking at the entity a trigger that
 * uses it names (Look at item), with a line to it, or a small box when none does; each sink (the cameras underwater
 * currents pull towards) a diamond with the outline of its box at the box's floor; each flyby sequence the path its
 * camera follows and a glyph per camera showing where it looks and how wide, in the sequence's colour.
 */
final class CameraShapes {
    /** How far a camera glyph reaches towards where it looks. */
    static final float GLYPH_DEPTH = 384;
    /** The games' field of view where a camera stores none, in degrees. */
    static final float DEFAULT_FOV = 80;
    /** A flyby path's frames further apart than this are a cut (a jump), not drawn as a line. */
    private static final float CUT = 2048;
    /** The shortest line of a flyby path. */
    private static final float STEP = 64;
    private static final float SINK_WIDTH = 160;
    private static final float SINK_HEIGHT = 240;
    private static final float BODY = 96;
    /** How far above an entity's origin, at its feet, a camera looks: about its middle. */
    private static final int ENTITY_MIDDLE = 512;

    private CameraShapes() {}

    /** Writes the cameras and sinks not hidden in {@code looks}, and every flyby path. */
    static void write(PreparedLevel prepared, OverlayLooks looks, OverlayMesh mesh) {
        var level = prepared.level();
        var triggers = prepared.triggers();
        var boxes = prepared.boxes();
        var cameras = level.cameras();
        for (int i = 0; i < cameras.size(); i++) {
            if (looks.cameraHidden(i)) {
                continue;
            }
            if (CameraTriggers.isSink(triggers, i)) {
                sink(cameras.get(i), boxes, mesh);
            }
            if (CameraTriggers.isCamera(triggers, i)) {
                fixed(level, triggers, i, mesh);
            }
        }
        for (var sequence : prepared.flybySequences()) {
            var colour = OverlayColours.flyby(sequence.number());
            var samples = prepared.flybyPath(sequence).samples();
            // A frame moves the camera a few units: lines that short light no pixel from afar, so the path is drawn
            // through the frames at least a step apart.
            var from = point(samples.get(0).position());
            for (int s = 1; s < samples.size(); s++) {
                var to = point(samples.get(s).position());
                var length = distance(from, to);
                if (length > CUT) {
                    from = to;
                } else if (length >= STEP || s == samples.size() - 1) {
                    mesh.line(from, to, colour);
                    from = to;
                }
            }
            for (var camera : sequence.cameras()) {
                var fov = camera.fov() > 0 ? camera.fov() / FlybyPath.STORED_PER_DEGREE : DEFAULT_FOV;
                glyph(new float[] {camera.x(), camera.y(), camera.z()}, new float[] {camera.dx(), camera.dy(),
                        camera.dz()}, (float) fov, colour, mesh);
            }
        }
    }

    /** A fixed camera: a glyph towards the entity its triggers make it look at, with a line there; else a box. */
    private static void fixed(Level level, TriggerIndex triggers, int index, OverlayMesh mesh) {
        var camera = level.cameras().get(index);
        var at = new float[] {camera.x(), camera.y(), camera.z()};
        float[] target = null;
        for (var entity : CameraTriggers.lookedAt(triggers, index)) {
            if (entity < level.entities().size()) {
                var e = level.entities().get(entity);
                var point = new float[] {e.x(), e.y() - ENTITY_MIDDLE, e.z()};
                mesh.line(at, point, OverlayColours.CAMERA_LOOK);
                target = target == null ? point : target;
            }
        }
        if (target != null) {
            glyph(at, target, DEFAULT_FOV, OverlayColours.CAMERA, mesh);
        } else {
            mesh.box(at[0] - BODY, at[1] - BODY, at[2] - BODY, at[0] + BODY, at[1] + BODY, at[2] + BODY,
                    OverlayColours.CAMERA);
        }
    }

    /** A sink: a diamond, and the outline of its box (the camera's flag) at the box's floor. */
    private static void sink(FixedCamera sink, BoxMap boxes, OverlayMesh mesh) {
        mesh.diamond(sink.x(), sink.y(), sink.z(), SINK_WIDTH, SINK_HEIGHT, OverlayColours.SINK,
                OverlayColours.SINK_EDGE);
        if (sink.flag() >= 0 && sink.flag() < boxes.boxes().size()) {
            var box = boxes.boxes().get(sink.flag());
            var y = box.floor() - 8f;
            mesh.loop(new float[][] {{box.xMin(), y, box.zMin()}, {box.xMax(), y, box.zMin()},
                    {box.xMax(), y, box.zMax()}, {box.xMin(), y, box.zMax()}}, OverlayColours.SINK_EDGE);
        }
    }

    /**
     * A camera glyph: a pyramid from {@code from} towards {@code towards}, {@link #GLYPH_DEPTH} deep and as wide as
     * the field of view, its picture 4:3, with a tick on the side that is up.
     */
    private static void glyph(float[] from, float[] towards, float fovDegrees, float[] colour, OverlayMesh mesh) {
        var apex = new Vector3f(from[0], from[1], from[2]);
        var forward = new Vector3f(towards[0], towards[1], towards[2]).sub(apex);
        if (forward.lengthSquared() < 1e-6f) {
            forward.set(0, 0, 1);
        }
        forward.normalize();
        // Up is -Y; looking straight up or down, the picture's right is +X.
        var right = new Vector3f(forward).cross(0, -1, 0);
        if (right.lengthSquared() < 1e-6f) {
            right.set(1, 0, 0);
        }
        right.normalize();
        var up = new Vector3f(right).cross(forward).normalize();
        var half = GLYPH_DEPTH * (float) Math.tan(Math.toRadians(Math.min(fovDegrees, 170)) / 2);
        var centre = new Vector3f(forward).mul(GLYPH_DEPTH).add(apex);
        var corners = new float[4][];
        int[][] signs = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
        for (int c = 0; c < 4; c++) {
            var corner = new Vector3f(right).mul(signs[c][0] * half)
                    .add(new Vector3f(up).mul(signs[c][1] * half * 0.75f)).add(centre);
            corners[c] = new float[] {corner.x, corner.y, corner.z};
            mesh.line(from, corners[c], colour);
        }
        mesh.loop(corners, colour);
        var tick = new Vector3f(up).mul(half * 1.1f).add(centre);
        mesh.line(corners[0], new float[] {tick.x, tick.y, tick.z}, colour);
        mesh.line(corners[1], new float[] {tick.x, tick.y, tick.z}, colour);
    }

    private static float[] point(FlybyPath.Point point) {
        return new float[] {(float) point.x(), (float) point.y(), (float) point.z()};
    }

    private static float distance(float[] a, float[] b) {
        return (float) Math.sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1])
                + (a[2] - b[2]) * (a[2] - b[2]));
    }
}
