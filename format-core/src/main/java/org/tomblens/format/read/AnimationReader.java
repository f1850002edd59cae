package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.TR5;

import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Ints;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;
import org.tomblens.format.model.Words;

/**
 * Reads animations, state changes, dispatches, commands, mesh trees, frames and models (§6, §5.4). TRLE object
 * libraries store TR4's records, so their reader uses these too.
 */
public final class AnimationReader {
    private AnimationReader() {}

    /** Everything from the animations to the frames; the models follow them in the file. */
    public record Tables(List<Animation> animations, List<StateChange> stateChanges, List<AnimDispatch> dispatches,
                  Words commands, Ints meshTrees, Words frames) {}

    public static Tables readTables(ByteCursor cursor, GameVersion version) {
        var chunked = version.isChunked();
        var animations = Records.counted32(cursor, "animations", chunked ? 40 : 32, c -> animation(c, chunked));
        return readTables(cursor, animations);
    }

    /** The tables after the animations, which the caller read (or skipped) already. */
    static Tables readTables(ByteCursor cursor, List<Animation> animations) {
        var stateChanges = Records.counted32(cursor, "stateChanges", 6, AnimationReader::stateChange);
        var dispatches = Records.counted32(cursor, "animDispatches", 8, AnimationReader::dispatch);
        var commands = Words.own(cursor.words("animCommands", cursor.count32("numAnimCommands", 2)));
        var meshTrees = Ints.own(cursor.dwords("meshTrees", cursor.count32("numMeshTrees", 4)));
        var frames = Words.own(cursor.words("frames", cursor.count32("numFrames", 2)));
        return new Tables(animations, stateChanges, dispatches, commands, meshTrees, frames);
    }

    /** Models, whose meshes must lie within the {@code meshPointers} pointers. */
    public static List<Model> readModels(ByteCursor cursor, GameVersion version, int meshPointers) {
        return readModels(cursor, meshPointers, version == TR5);
    }

    /** Models of 18 bytes, or of 20 where two bytes of padding follow each (TR5, PlayStation levels). */
    public static List<Model> readModels(ByteCursor cursor, int meshPointers, boolean padded) {
        return Records.counted32(cursor, "models", padded ? 20 : 18, c -> {
            var id = c.u32("id");
            var numMeshes = c.u16("numMeshes");
            var startingMesh = c.u16("startingMesh");
            if (startingMesh + numMeshes > meshPointers) {
                throw c.errorAt(c.position() - 4, "numMeshes", "meshes " + startingMesh + " .. "
                        + (startingMesh + numMeshes - 1) + " lie outside the " + meshPointers + " mesh pointers");
            }
            var model = new Model(id, numMeshes, startingMesh, c.u32("meshTree"), c.u32("frameOffset"),
                    c.u16("animation"));
            if (padded) {
                c.skip("filler", 2);
            }
            return model;
        });
    }

    public static AnimationData combine(Tables tables, List<Model> models) {
        return new AnimationData(models, tables.animations(), tables.stateChanges(), tables.dispatches(),
                tables.commands(), tables.meshTrees(), tables.frames());
    }

    static StateChange stateChange(ByteCursor c) {
        return new StateChange(c.u16("stateId"), c.u16("numDispatches"), c.u16("dispatchIndex"));
    }

    static AnimDispatch dispatch(ByteCursor c) {
        return new AnimDispatch(c.s16("low"), c.s16("high"), c.s16("nextAnimation"), c.s16("nextFrame"));
    }

    /** One animation: 32 bytes, or 40 with the lateral speed and acceleration of TR4 and TR5. */
    static Animation animation(ByteCursor cursor, boolean lateral) {
        var frameOffset = cursor.u32("frameOffset");
        var frameRate = cursor.u8("frameRate");
        var frameSize = cursor.u8("frameSize");
        var state = cursor.u16("stateId");
        var speed = cursor.s32("speed");
        var accel = cursor.s32("accel");
        var lateralSpeed = lateral ? cursor.s32("lateralSpeed") : 0;
        var lateralAccel = lateral ? cursor.s32("lateralAccel") : 0;
        return new Animation(frameOffset, frameRate, frameSize, state, speed, accel, lateralSpeed, lateralAccel,
                cursor.u16("frameStart"), cursor.u16("frameEnd"), cursor.u16("nextAnimation"),
                cursor.u16("nextFrame"), cursor.u16("numStateChanges"), cursor.u16("stateChangeIndex"),
                cursor.u16("numAnimCommands"), cursor.u16("animCommandIndex"));
    }
}
