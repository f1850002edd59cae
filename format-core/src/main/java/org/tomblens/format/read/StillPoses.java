package org.tomblens.format.read;

import java.util.List;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;

/**
 * The animations whose NextAnimation can never matter: still poses that no stored link enters.
 *
 * <p>A still pose is its model's only animation, one frame long, with no state changes and no commands. An item of
 * that model shows this one frame, and nothing in the animation leads anywhere else; so unless another animation's
 * NextAnimation or a dispatch enters it at its frame, playing on from it can only show the same frame again, and
 * where its own NextAnimation points changes nothing. Such a link is kept as stored and not followed (the player
 * follows none outside the model). Retail levels of The Lost Artifact (TR3) store some one-mesh models' poses so,
 * with NextAnimation at the animation's own index plus 12592, past the table; no link in them enters those poses.
 */
final class StillPoses {
    private StillPoses() {}

    /** For each animation of {@code data}, whether it is a still pose no stored link enters. */
    static boolean[] of(AnimationData data) {
        var animations = data.animations();
        var still = new boolean[animations.size()];
        var ends = data.animationEnds();
        for (int m = 0; m < ends.length; m++) {
            var first = data.firstAnimation(m);
            if (ends[m] == first + 1 && isStill(animations.get(first))) {
                still[first] = true;
            }
        }
        for (int a = 0; a < animations.size(); a++) {
            var animation = animations.get(a);
            if (animation.nextAnimation() != a) {
                enter(still, animations, animation.nextAnimation(), animation.nextFrame());
            }
        }
        // Every stored dispatch counts, whether or not a state change uses it: what might enter is enough.
        for (var dispatch : data.dispatches()) {
            enter(still, animations, dispatch.nextAnimation(), dispatch.nextFrame());
        }
        return still;
    }

    private static boolean isStill(Animation animation) {
        return animation.frameEnd() <= animation.frameStart() && animation.numStateChanges() == 0
                && (animation.numAnimCommands() == 0 || animation.commandCountNegative());
    }

    /** A link into animation {@code index} at {@code frame}: a still pose is entered at its one frame. */
    private static void enter(boolean[] still, List<Animation> animations, int index, int frame) {
        if (index >= 0 && index < still.length && still[index] && frame == animations.get(index).frameStart()) {
            still[index] = false;
        }
    }
}
