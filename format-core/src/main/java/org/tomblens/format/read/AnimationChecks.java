package org.tomblens.format.read;

import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;

/**
 * Soft checks of the animation tables that custom levels often bend: links outside their tables, or into a model
 * whose skeleton has another number of meshes. The level still loads; each problem becomes a warning with its place
 * in the file.
 *
 * <p>A next animation of another model is no problem in itself: NextAnimation indexes the level's whole table, and
 * retail TR3 and TR4 levels link Lara's weapon-animation models into each other's animations (TR4's models 2 and 4,
 * both of 15 meshes). Only a link into a model of another mesh count cannot be played on the same skeleton.
 *
 * <p>A next animation past the table is no problem either on a still pose that no link enters ({@link StillPoses}):
 * nothing ever plays on from it to anything but its own frame.
 */
final class AnimationChecks {
    /** §5.4: a model's first animation follows its ID, mesh count, first mesh, mesh tree and frame offset. */
    private static final int MODEL_ANIMATION = 16;
    /** §6.2.2: where the checked fields lie in a TR1–TR3 animation record. */
    private static final int FRAME_OFFSET = 0;
    private static final int FRAME_END = 18;
    private static final int NEXT_ANIMATION = 20;
    private static final int STATE_CHANGE_INDEX = 26;
    private static final int ANIM_COMMAND_INDEX = 30;
    /** §6.2.3: TR4/TR5 insert the lateral speed and acceleration (two fixed) before FrameStart. */
    private static final int LATERAL_FROM = 16;
    private static final int LATERAL_SIZE = 8;

    private AnimationChecks() {}

    /**
     * @param animationsOffset where the animation count starts, and {@code modelsOffset} the model count, to
     *     place each warning at its field
     */
    static void check(AnimationData data, GameVersion version, long animationsOffset, long modelsOffset,
                      ReadContext context) {
        var animations = data.animations();
        var recordSize = version.isChunked() ? 40 : 32;
        var models = data.models();
        var modelSize = version == GameVersion.TR5 ? 20 : 18;
        for (int m = 0; m < models.size(); m++) {
            var model = models.get(m);
            if (model.hasAnimations() && model.animation() >= animations.size()) {
                context.warnAt("models[" + m + "].animation", modelsOffset + 4 + (long) m * modelSize
                        + MODEL_ANIMATION, "animation " + model.animation() + " does not exist (the level has "
                        + animations.size() + ")");
            }
        }
        var stillPoses = StillPoses.of(data);
        var owners = data.animationOwners();
        var ends = data.animationEnds();
        for (int i = 0; i < animations.size(); i++) {
            var animation = animations.get(i);
            var record = new Record(context, "animations[" + i + "]", animationsOffset + 4 + (long) i * recordSize,
                    version.isChunked());
            // the range [first, end) of the model that owns it; -1 if none owns it
            var first = owners[i] < 0 ? -1 : data.firstAnimation(owners[i]);
            var end = owners[i] < 0 ? -1 : ends[owners[i]];
            if (animation.nextAnimation() >= animations.size()) {
                // A still pose nothing enters shows its one frame whatever follows it: its link never matters.
                if (!stillPoses[i]) {
                    record.warn("nextAnimation", NEXT_ANIMATION, "animation " + animation.nextAnimation()
                            + " does not exist (the level has " + animations.size() + ")");
                }
            } else if (first >= 0 && (animation.nextAnimation() < first || animation.nextAnimation() >= end)
                    && meshCount(data, owners[animation.nextAnimation()]) != meshCount(data, owners[i])) {
                record.warn("nextAnimation", NEXT_ANIMATION, "animation " + animation.nextAnimation()
                        + " belongs to another model of another mesh count (this model's are " + first + " .. "
                        + (end - 1) + ")");
            }
            if ((long) animation.stateChangeIndex() + animation.numStateChanges() > data.stateChanges().size()) {
                record.warn("stateChangeIndex", STATE_CHANGE_INDEX, "state changes " + animation.stateChangeIndex()
                        + " + " + animation.numStateChanges() + " run past the " + data.stateChanges().size()
                        + " stored");
            }
            if (animation.animCommandIndex() > data.commands().size()) {
                record.warn("animCommandIndex", ANIM_COMMAND_INDEX, "commands start at word "
                        + animation.animCommandIndex() + ", past the " + data.commands().size() + " stored");
            }
            if (animation.frameOffset() / 2 > data.frames().size()) {
                record.warn("frameOffset", FRAME_OFFSET, "keyframes start at byte " + animation.frameOffset()
                        + ", past the " + 2L * data.frames().size() + " stored");
            }
            if (animation.frameEnd() < animation.frameStart()) {
                record.warn("frameEnd", FRAME_END, "ends at frame " + animation.frameEnd() + " before it starts ("
                        + animation.frameStart() + ")");
            }
        }
    }

    /** The meshes of model {@code model}, or -1 for an animation no model owns. */
    private static int meshCount(AnimationData data, int model) {
        return model < 0 ? -1 : data.models().get(model).numMeshes();
    }

    /** One animation record, to place each warning at its field. */
    private record Record(ReadContext context, String path, long offset, boolean lateral) {
        /** Warns at the field that lies at {@code tr1Offset} in a TR1–TR3 record (past the lateral fields later). */
        void warn(String field, int tr1Offset, String message) {
            var at = lateral && tr1Offset >= LATERAL_FROM ? tr1Offset + LATERAL_SIZE : tr1Offset;
            context.warnAt(path + "." + field, offset + at, message);
        }
    }
}
