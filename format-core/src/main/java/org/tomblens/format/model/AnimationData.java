package org.tomblens.format.model;

import java.util.List;

/**
 * Everything that makes moveables move (§6): models, their animations and state graph, mesh trees and
 * keyframe words.
 *
 * @param commands the anim-command words
 * @param meshTrees mesh-tree dwords, four per node: flags, dx, dy, dz
 * @param frames the keyframe words
 */
public record AnimationData(
        List<Model> models, List<Animation> animations, List<StateChange> stateChanges,
        List<AnimDispatch> dispatches, Words commands, Ints meshTrees, Words frames) {

    public AnimationData {
        models = List.copyOf(models);
        animations = List.copyOf(animations);
        stateChanges = List.copyOf(stateChanges);
        dispatches = List.copyOf(dispatches);
    }

    /**
     * The first animation of model {@code modelIndex}, or the table's size when it has none (or names one
     * past the table), so that {@code firstAnimation .. animationEnd} is always a valid, maybe empty, range.
     */
    public int firstAnimation(int modelIndex) {
        var model = models.get(modelIndex);
        return model.hasAnimations() ? Math.min(model.animation(), animations.size()) : animations.size();
    }

    /**
     * The end (exclusive) of the animations of model {@code modelIndex}: a model owns the animations from
     * its own first one to the next model's first one, or to the end of the table ([WAD]: a model's
     * animation count is the next model's index minus its own).
     */
    public int animationEnd(int modelIndex) {
        var first = firstAnimation(modelIndex);
        if (first == animations.size()) {
            return first;
        }
        for (int next = modelIndex + 1; next < models.size(); next++) {
            var other = models.get(next);
            if (other.hasAnimations() && other.animation() > first) {
                return Math.min(other.animation(), animations.size());
            }
        }
        return animations.size();
    }
}
