package org.tomblens.format.flyby;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.model.FlybyCamera;
import org.tomblens.format.model.GameVersion;

/**
 * Moves a flyby's camera frame by frame as TR4 and TR5 do. The camera runs from camera to camera along a
 * {@link CatmullRom} spline through four knots (the camera before, the one it leaves, the one it heads for and the
 * one after; past the ends the last is repeated, or for a looping sequence the first comes round again). Each frame
 * it moves by the speed the spline gives at that point, in 65536ths of the stretch: a stored speed of 655 (1 in the
 * level editor) takes 100 frames from one camera to the next. Position, target, speed, roll and FOV all follow the
 * spline.
 *
 * <p>Flags on the camera being reached: hold there for its timer / 16 frames (0x100), jump to the camera its timer
 * names (0x80), and in TR4 look at the entity its timer names (0x2). Flags on a camera's own knot: in TR4, look at
 * where Lara stood (0x10). Flags on the first camera: loop (0x4), look at Lara (0x20), and rails (0x8), where the
 * camera rides the whole sequence to the point nearest Lara, a 32nd of the way each frame, and looks at her. A camera
 * that locks Lara's controls (0x400) raises the game's widescreen bars from when it is reached (the first camera:
 * from the start) to the end. The others (fades, unlocking, look breakout, heavy triggers, the way back to Lara's
 * camera) change nothing a viewer shows of the path.
 *
 * <p>A viewer has no Lara's camera to pan in from, so every sequence starts on its first camera as one that cuts in
 * (0x1) does; where the game would then go on forever (a jump back, a camera that stops) the path ends with a
 * warning.
 */
final class FlybyWalk {
    static final int STRETCH = 65536;
    /** Ten minutes: no flyby of a game runs longer; a path that does never ends. */
    static final int MOST_FRAMES = 10 * 60 * FlybyPath.FRAMES_PER_SECOND;
    private static final int X = 0, Y = 1, Z = 2, TX = 3, TY = 4, TZ = 5, SPEED = 6, ROLL = 7, FOV = 8, VALUES = 9;

    private final FlybySequence sequence;
    private final FlybyScene scene;
    private final List<FlybyCamera> cameras;
    private final int last;
    private final double[][] knots = new double[4][];
    private final double[] values = new double[VALUES];
    private final List<FlybyPath.Sample> samples = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    /** The camera being reached, by its place in the sequence. */
    private int heading;
    /** The widescreen bars are up: a camera reached, or the first, locks Lara's controls. */
    private boolean widescreen;

    FlybyWalk(FlybySequence sequence, FlybyScene scene) {
        this.sequence = sequence;
        this.scene = scene;
        this.cameras = sequence.cameras();
        this.last = cameras.size() - 1;
    }

    FlybyPath walk() {
        widescreen = FlybyFlag.LOCK_CONTROLS.in(sequence.first().flags());
        if (sequence.isRails()) {
            rails();
        } else {
            fly();
        }
        return new FlybyPath(sequence.number(), samples, sequence.loops() && !sequence.isRails(), warnings);
    }

    private void fly() {
        // As a cut in: the first camera twice, then the two after it (the game wraps these to the first camera
        // whether or not the sequence loops).
        knots[0] = knot(0);
        knots[1] = knot(0);
        knots[2] = knot(1 % (last + 1));
        knots[3] = knot(2 % (last + 1));
        heading = last == 0 ? 0 : 1;
        var position = 0.0;
        var hold = 0;
        for (int frame = 0; ; frame++) {
            evaluate(position);
            emit(frame);
            var speed = values[SPEED];
            if (speed <= 0 && hold == 0) {
                warnings.add("the camera stops on the way to camera " + cameras.get(heading).index() + ": its speed "
                        + "there is " + Math.round(speed));
                return;
            }
            if (hold == 0) {
                position += speed;
            }
            if (position > STRETCH - speed) {
                if (FlybyFlag.HOLD.in(cameras.get(heading).flags())) {
                    hold = hold > 0 ? hold - 1 : cameras.get(heading).timer() >> 4;
                }
                if (hold == 0) {
                    position = 0;
                    if (arrive()) {
                        evaluate(0);
                        emit(frame + 1);
                        return;
                    }
                }
            }
            if (frame >= MOST_FRAMES) {
                warnings.add("the sequence runs on past ten minutes (a jump back to an earlier camera repeats it)");
                return;
            }
        }
    }

    /**
     * Reaches camera {@link #heading} and sets the knots to leave it (or, with 0x80, the camera its timer names) for
     * the next one; true when the path is over: the last camera reached, or for a loop the first one again.
     */
    private boolean arrive() {
        var reached = heading;
        var camera = cameras.get(reached);
        widescreen |= FlybyFlag.LOCK_CONTROLS.in(camera.flags());
        var from = reached;
        if (FlybyFlag.JUMP.in(camera.flags())) {
            from = Math.min(camera.timer() & 0xF, last);
        }
        knots[0] = knot(FlybyFlag.JUMP.in(camera.flags()) ? from : reached == 0 ? last : reached - 1);
        knots[1] = knot(from);
        knots[2] = knot(onward(from + 1));
        knots[3] = knot(onward(from + 2));
        heading = from + 1;
        if (heading > last) {
            if (!sequence.loops()) {
                heading = last;
                return true;
            }
            heading = 0;
        }
        return sequence.loops() && from == 0;
    }

    /**
     * A camera past the last: for a loop the sequence comes round again (a loop of one camera round twice within
     * the four knots), else the last.
     */
    private int onward(int camera) {
        if (camera <= last) {
            return camera;
        }
        return sequence.loops() ? camera % (last + 1) : last;
    }

    /** Camera {@code i}'s knot: its position, target, speed, roll and FOV, its target moved as its flags say. */
    private double[] knot(int i) {
        var camera = cameras.get(i);
        var knot = new double[] {camera.x(), camera.y(), camera.z(), camera.dx(), camera.dy(), camera.dz(),
                camera.speed(), camera.roll(), camera.fov()};
        if (scene.version() == GameVersion.TR4 && FlybyFlag.LARA_LAST_POSITION.in(camera.flags())) {
            scene.lara().ifPresent(lara -> target(knot, lara));
        }
        if (scene.version() == GameVersion.TR4 && FlybyFlag.TRACK_ENTITY.in(camera.flags())) {
            entity(camera).ifPresent(entity -> target(knot, entity));
        }
        return knot;
    }

    private Optional<FlybyPath.Point> entity(FlybyCamera camera) {
        if (camera.timer() < scene.entities().size()) {
            return Optional.of(scene.entities().get(camera.timer()));
        }
        var warning = "camera " + camera.index() + " looks at entity " + camera.timer() + ", which the level lacks";
        if (!warnings.contains(warning)) {
            warnings.add(warning);
        }
        return Optional.empty();
    }

    private static void target(double[] knot, FlybyPath.Point point) {
        knot[TX] = point.x();
        knot[TY] = point.y();
        knot[TZ] = point.z();
    }

    /** The spline's values {@code position} 65536ths of the way from knot 1 to knot 2. */
    private void evaluate(double position) {
        var s = position / STRETCH;
        for (int v = 0; v < VALUES; v++) {
            values[v] = CatmullRom.at(s, knots[0][v], knots[1][v], knots[2][v], knots[3][v]);
        }
    }

    /** The frame's sample from {@link #values}, its target moved to Lara or an entity where the flags say. */
    private void emit(int frame) {
        var target = new FlybyPath.Point(values[TX], values[TY], values[TZ]);
        var first = sequence.first().flags();
        if (FlybyFlag.FOCUS_LARA.in(first) || FlybyFlag.RAILS.in(first)) {
            target = scene.lara().orElse(target);
        }
        var reaching = cameras.get(heading);
        if (scene.version() == GameVersion.TR4 && FlybyFlag.TRACK_ENTITY.in(reaching.flags())) {
            target = entity(reaching).orElse(target);
        }
        samples.add(new FlybyPath.Sample((double) frame / FlybyPath.FRAMES_PER_SECOND,
                new FlybyPath.Point(values[X], values[Y], values[Z]), target, values[FOV], values[ROLL],
                reaching.index(), widescreen));
    }

    /**
     * Rails: the whole sequence is one spline, its ends repeated; the camera starts at its beginning and closes a
     * 32nd of the way each frame on the point nearest Lara (at once when it cuts in and the point is over half the
     * rails away), looking at her, until it is there.
     */
    private void rails() {
        var lara = scene.lara();
        if (lara.isEmpty()) {
            warnings.add("the sequence is rails for a camera that follows Lara, and the level has no Lara");
        }
        var nearest = lara.map(this::nearestOnRails).orElse(0);
        var position = 0;
        for (int frame = 0; frame < MOST_FRAMES; frame++) {
            alongRails(position);
            emit(frame);
            var step = (nearest - position) >> 5;
            if (FlybyFlag.CUT_IN.in(sequence.first().flags()) && Math.abs(nearest - position) > STRETCH / 2) {
                step = nearest - position;
            }
            if (step == 0) {
                return;
            }
            position += step;
        }
    }

    /** The rails' values {@code position} 65536ths of the way along them. */
    private void alongRails(int position) {
        var stretches = Math.max(1, last);
        var x = (double) position * stretches / STRETCH;
        var stretch = Math.min((int) Math.floor(x), stretches - 1);
        var s = x - stretch;
        for (int k = 0; k < 4; k++) {
            // Knot k of the stretch is camera stretch + k - 1, the ends repeated.
            knots[k] = knot(Math.max(0, Math.min(last, stretch + k - 1)));
        }
        evaluate(s * STRETCH);
        heading = Math.min(last, stretch + 1);
    }

    /** Where along the rails (in 65536ths) the camera comes nearest {@code point}: a fine search, then a finer one. */
    private int nearestOnRails(FlybyPath.Point point) {
        var best = 0;
        var bestDistance = Double.MAX_VALUE;
        var step = 64;
        for (int position = 0; position <= STRETCH; position += step) {
            var distance = distanceAlongRails(position, point);
            if (distance < bestDistance) {
                best = position;
                bestDistance = distance;
            }
        }
        for (int position = Math.max(0, best - step); position <= Math.min(STRETCH, best + step); position++) {
            var distance = distanceAlongRails(position, point);
            if (distance < bestDistance) {
                best = position;
                bestDistance = distance;
            }
        }
        return best;
    }

    private double distanceAlongRails(int position, FlybyPath.Point point) {
        alongRails(position);
        return new FlybyPath.Point(values[X], values[Y], values[Z]).distance(point);
    }
}
