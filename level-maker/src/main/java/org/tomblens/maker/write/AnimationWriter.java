package org.tomblens.maker.write;

import org.tomblens.format.model.AnimDispatch;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.StateChange;

/** Writes animations, state changes, dispatches, commands, mesh trees, frames and models (§6, §5.4). */
final class AnimationWriter {
    private AnimationWriter() {}

    /** Everything from the animations to the frames; the models follow them in the file. */
    static void writeTables(ByteSink sink, AnimationData data) {
        RecordWriter.counted32(sink, "animations", data.animations(), AnimationWriter::animation);
        writeTablesAfterAnimations(sink, data);
    }

    /** The state changes, dispatches, commands, mesh trees and frames. */
    static void writeTablesAfterAnimations(ByteSink sink, AnimationData data) {
        RecordWriter.counted32(sink, "stateChanges", data.stateChanges(), AnimationWriter::stateChange);
        RecordWriter.counted32(sink, "animDispatches", data.dispatches(), AnimationWriter::dispatch);
        sink.u32("numAnimCommands", data.commands().size());
        sink.words("animCommands", data.commands().toArray());
        sink.u32("numMeshTrees", data.meshTrees().size());
        sink.dwords("meshTrees", data.meshTrees().toArray());
        sink.u32("numFrames", data.frames().size());
        sink.words("frames", data.frames().toArray());
    }

    static void writeModels(ByteSink sink, AnimationData data) {
        RecordWriter.counted32(sink, "models", data.models(), AnimationWriter::model);
    }

    /** Models each followed by two bytes of padding, as PlayStation levels store them. */
    static void writePaddedModels(ByteSink sink, AnimationData data) {
        RecordWriter.counted32(sink, "models", data.models(), (modelSink, model) -> {
            model(modelSink, model);
            modelSink.u16("padding", 0);
        });
    }

    /** A TR1–TR3 {@code tr_animation} (§6.2.2, 32 bytes). */
    private static void animation(ByteSink sink, Animation animation) {
        animation(sink, animation, false);
    }

    /** A {@code tr_animation}, or with {@code lateral} TR4's {@code tr4_animation} (40 bytes). */
    static void animation(ByteSink sink, Animation animation, boolean lateral) {
        if (!lateral) {
            RecordWriter.absent(sink, "lateralSpeed", animation.lateralSpeed());
            RecordWriter.absent(sink, "lateralAccel", animation.lateralAccel());
        }
        sink.u32("frameOffset", animation.frameOffset());
        sink.u8("frameRate", animation.frameRate());
        sink.u8("frameSize", animation.frameSize());
        sink.u16("stateId", animation.state());
        sink.s32("speed", animation.speed());
        sink.s32("accel", animation.accel());
        if (lateral) {
            sink.s32("lateralSpeed", animation.lateralSpeed());
            sink.s32("lateralAccel", animation.lateralAccel());
        }
        sink.u16("frameStart", animation.frameStart());
        sink.u16("frameEnd", animation.frameEnd());
        sink.u16("nextAnimation", animation.nextAnimation());
        sink.u16("nextFrame", animation.nextFrame());
        sink.u16("numStateChanges", animation.numStateChanges());
        sink.u16("stateChangeIndex", animation.stateChangeIndex());
        sink.u16("numAnimCommands", animation.numAnimCommands());
        sink.u16("animCommandIndex", animation.animCommandIndex());
    }

    static void stateChange(ByteSink sink, StateChange change) {
        sink.u16("stateId", change.state());
        sink.u16("numDispatches", change.numDispatches());
        sink.u16("dispatchIndex", change.dispatchIndex());
    }

    static void dispatch(ByteSink sink, AnimDispatch dispatch) {
        sink.s16("low", dispatch.low());
        sink.s16("high", dispatch.high());
        sink.s16("nextAnimation", dispatch.nextAnimation());
        sink.s16("nextFrame", dispatch.nextFrame());
    }

    /** A TR1–TR4 {@code tr_model} (§5.4, 18 bytes). */
    private static void model(ByteSink sink, Model model) {
        sink.u32("id", model.id());
        sink.u16("numMeshes", model.numMeshes());
        sink.u16("startingMesh", model.startingMesh());
        sink.u32("meshTree", model.meshTree());
        sink.u32("frameOffset", model.frameOffset());
        sink.u16("animation", model.animation());
    }
}
