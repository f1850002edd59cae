package org.tomblens.format.wad2;

import static org.tomblens.format.chunk.ChunkWalker.text;
import static org.tomblens.format.chunk.ChunkWalker.vector2;
import static org.tomblens.format.chunk.ChunkWalker.vector3;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.chunk.ChunkWalker;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.io.ByteCursor;

/**
 * Reads an animation chunk. {@code W2Ani2}: state, end frame, frame rate, next animation and next frame (LEB128
 * each), then a stream of its name, velocities ({@code W2AniV}, four f32s), keyframes, state changes and commands.
 * TombEngine's {@code W2Ani3} adds the number of frames to blend over after the next frame, and may hold a blend
 * curve, root-motion flags and blended dispatches ({@code W2Disp2}); TombLens reads these and has no use for them:
 * it plays animations as the classic engines do.
 * The older {@code W2Ani} stores, after the frame rate, the speed, acceleration, lateral speed and lateral
 * acceleration as TR4 does (16.16 fixed point), and its end frame one past the last; {@code W2Anm} has two more
 * numbers before those. Their velocities are worked out as the editor does: the end velocity is the start plus
 * the acceleration over {@code (keyframes − 1) × frameRate} frames.
 */
final class Wad2AnimationReader {
    private static final Vector3 ZERO = new Vector3(0, 0, 0);
    private static final float FIXED_ONE = 65536f;
    /** The end frame of a bug in Tomb Editor 1.2.9, read as 0 as the editor does. */
    private static final int CORRUPT_END_FRAME = 0xFFFF;

    private final ChunkWalker walker;
    private String name = "";
    private float[] velocities;
    private final List<Wad2Animation.KeyFrame> keyFrames = new ArrayList<>();
    private final List<Wad2Animation.StateChange> stateChanges = new ArrayList<>();
    private final List<Wad2Animation.Command> commands = new ArrayList<>();

    private Wad2AnimationReader(ChunkWalker walker) {
        this.walker = walker;
    }

    static Wad2Animation read(String id, ByteCursor data, ChunkWalker walker) {
        var state = u16(data, "state");
        var endFrame = u16(data, "endFrame");
        var frameRate = (int) data.leb128("frameRate", 0, 0xFF);
        if (id.equals("W2Anm")) {
            u16(data, "obsolete1");
            u16(data, "obsolete2");
        }
        int[] old = null;
        var velocityForm = id.equals("W2Ani2") || id.equals("W2Ani3");
        if (!velocityForm) {
            old = new int[] {int32(data, "speed"), int32(data, "accel"), int32(data, "lateralSpeed"),
                    int32(data, "lateralAccel")};
            endFrame = Math.max(0, endFrame - 1);
        }
        if (endFrame == CORRUPT_END_FRAME) {
            endFrame = 0;
        }
        var nextAnimation = u16(data, "nextAnimation");
        var nextFrame = u16(data, "nextFrame");
        if (id.equals("W2Ani3")) {
            u16(data, "blendFrameCount");
        }
        var reader = new Wad2AnimationReader(walker);
        walker.stream(data, true, reader::chunk);
        var v = reader.velocities != null || old == null ? reader.velocities
                : reader.fromAccelerations(old, frameRate);
        if (v == null) {
            v = new float[4];
        }
        return new Wad2Animation(reader.name, state, endFrame, frameRate, nextAnimation, nextFrame, v[0], v[1], v[2],
                v[3], reader.keyFrames, reader.stateChanges, reader.commands);
    }

    private float[] fromAccelerations(int[] old, int frameRate) {
        var frames = (keyFrames.size() - 1) * frameRate;
        var speed = old[0] / FIXED_ONE;
        var lateral = old[2] / FIXED_ONE;
        return new float[] {speed, speed + old[1] / FIXED_ONE * frames, lateral, lateral + old[3] / FIXED_ONE * frames};
    }

    private boolean chunk(String id, ByteCursor data) {
        switch (id) {
            case "W2AnmName" -> name = text(data);
            case "W2AniV" -> velocities = new float[] {data.f32("startVelocity"), data.f32("endVelocity"),
                    data.f32("startLateralVelocity"), data.f32("endLateralVelocity")};
            case "W2Kf" -> keyFrames.add(keyFrame(data));
            case "W2StCh" -> stateChanges.add(stateChange(data));
            case "W2Cmd", "W2Cmd2" -> commands.add(command(id, data));
            case "W2AniRM" -> data.leb128("rootMotion");
            default -> {
                return blendCurve(id, data);
            }
        }
        return true;
    }

    /** A point of TombEngine's blend curve ({@code W2CurveStart}, {@code W2CurveEnd} and their handles). */
    private static boolean blendCurve(String id, ByteCursor data) {
        if (!List.of("W2CurveStart", "W2CurveEnd", "W2CurveHStart", "W2CurveHEnd").contains(id)) {
            return false;
        }
        vector2(data, "point");
        return true;
    }

    private Wad2Animation.KeyFrame keyFrame(ByteCursor data) {
        var offset = new Vector3[] {ZERO};
        var box = new Wad2MeshReader.Box[] {new Wad2MeshReader.Box(ZERO, ZERO)};
        var angles = new ArrayList<Vector3>();
        walker.stream(data, true, (id, at) -> {
            switch (id) {
                case "W2KfOffs" -> offset[0] = vector3(at, "offset");
                case "W2KfBB" -> box[0] = Wad2MeshReader.Box.read(at, walker);
                case "W2KfA" -> angles.add(vector3(at, "angle"));
                default -> {
                    return false;
                }
            }
            return true;
        });
        return new Wad2Animation.KeyFrame(offset[0], box[0].min(), box[0].max(), angles);
    }

    private Wad2Animation.StateChange stateChange(ByteCursor data) {
        var state = u16(data, "state");
        var dispatches = new ArrayList<Wad2Animation.Dispatch>();
        walker.stream(data, true, (id, at) -> {
            if (!id.equals("W2Disp") && !id.equals("W2Disp2")) {
                return false;
            }
            dispatches.add(new Wad2Animation.Dispatch(u16(at, "inFrame"), u16(at, "outFrame"),
                    u16(at, "nextAnimation"), u16(at, "nextFrame")));
            if (id.equals("W2Disp2")) {   // TombEngine: the last next frame of a range, the blend and its curve
                u16(at, "nextFrameHigh");
                u16(at, "blendFrameCount");
                walker.stream(at, false, Wad2AnimationReader::blendCurve);
            }
            return true;
        });
        return new Wad2Animation.StateChange(state, dispatches);
    }

    private Wad2Animation.Command command(String id, ByteCursor data) {
        var type = u16(data, "type");
        var command = new Wad2Animation.Command(type, int16(data, "parameter1"), int16(data, "parameter2"),
                int16(data, "parameter3"), id.equals("W2Cmd"));
        // A stream follows; old libraries put the command's sound there (W2CmdSnd), which no engine reads.
        walker.stream(data, false, (inner, at) -> {
            if (!inner.equals("W2CmdSnd")) {
                return false;
            }
            at.leb128("sound");
            return true;
        });
        return command;
    }

    /** A LEB128 number clamped to an unsigned 16-bit one, as the editor reads these fields. */
    private static int u16(ByteCursor data, String field) {
        return (int) data.leb128(field, 0, 0xFFFF);
    }

    private static int int16(ByteCursor data, String field) {
        return (int) data.leb128(field, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    private static int int32(ByteCursor data, String field) {
        return (int) data.leb128(field, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }
}
