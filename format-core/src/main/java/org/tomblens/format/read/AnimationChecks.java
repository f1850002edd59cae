package org.tomblens.format.read;


import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.GameVersion;

/**
 * Soft checks of the animation tables that custom levels often bend: links outside their tables or
 * outside their model. The level still loads; each problem becomes a warning with its place in the file.
 */
final class AnimationChecks {
    private AnimationChecks() {}

    /** @param tableOffset where the animation count starts, to place each warning at its record */
    static void check(AnimationData data, GameVersion version, long tableOffset, String region, ReadContext context) {
        var animations = data.animations();
        var recordSize = version.isChunked() ? 40 : 32;
        var models = data.models();
        for (int m = 0; m < models.size(); m++) {
            var model = models.get(m);
            if (model.hasAnimations() && model.animation() >= animations.size()) {
                context.warnAt("models[" + m + "].animation", 0, "animation " + model.animation()
                        + " does not exist (the level has " + animations.size() + ")");
            }
        }
        var owner = ownerRanges(data);
        for (int i = 0; i < animations.size(); i++) {
            var animation = animations.get(i);
            var at = tableOffset + 4 + (long) i * recordSize;
            var path = "animations[" + i + "]";
            var first = owner[2 * i];
            var end = owner[2 * i + 1];
            if (animation.nextAnimation() >= animations.size()) {
                context.warnAt(path + ".nextAnimation", at, "animation " + animation.nextAnimation()
                        + " does not exist (the level has " + animations.size() + ")");
            } else if (first >= 0 && (animation.nextAnimation() < first || animation.nextAnimation() >= end)) {
                context.warnAt(path + ".nextAnimation", at, "animation " + animation.nextAnimation()
                        + " belongs to another model (this model's are " + first + " .. " + (end - 1) + ")");
            }
            if ((long) animation.stateChangeIndex() + animation.numStateChanges() > data.stateChanges().size()) {
                context.warnAt(path + ".stateChangeIndex", at, "state changes " + animation.stateChangeIndex() + " + "
                        + animation.numStateChanges() + " run past the " + data.stateChanges().size() + " stored");
            }
            if (animation.animCommandIndex() > data.commands().size()) {
                context.warnAt(path + ".animCommandIndex", at, "commands start at word " + animation.animCommandIndex()
                        + ", past the " + data.commands().size() + " stored");
            }
            if (animation.frameOffset() / 2 > data.frames().size()) {
                context.warnAt(path + ".frameOffset", at, "keyframes start at byte " + animation.frameOffset()
                        + ", past the " + 2L * data.frames().size() + " stored");
            }
            if (animation.frameEnd() < animation.frameStart()) {
                context.warnAt(path + ".frameEnd", at, "ends at frame " + animation.frameEnd() + " before it starts ("
                        + animation.frameStart() + ")");
            }
        }
    }

    /** For each animation the range [first, end) of the model that owns it; -1 if none owns it. */
    private static int[] ownerRanges(AnimationData data) {
        var ranges = new int[2 * data.animations().size()];
        var owners = data.animationOwners();
        var ends = data.animationEnds();
        for (int a = 0; a < owners.length; a++) {
            ranges[2 * a] = owners[a] < 0 ? -1 : data.firstAnimation(owners[a]);
            ranges[2 * a + 1] = owners[a] < 0 ? -1 : ends[owners[a]];
        }
        return ranges;
    }
}
