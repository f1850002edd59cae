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
     * The command words stored for animation {@code index}: from its AnimCommandIndex to where the next
     * animation's commands begin, or to the table's end for the last one; 0 where the next one's begin no later.
     * Every animation of every retail level checked lays its commands out so, each right after the one before.
     */
    public int storedCommandWords(int index) {
        var size = commands.size();
        var end = index + 1 < animations.size() ? animations.get(index + 1).animCommandIndex() : size;
        return Math.max(0, Math.min(end, size) - Math.min(animations.get(index).animCommandIndex(), size));
    }

    /**
     * The end (exclusive) of the animations of model {@code modelIndex}: a model owns the animations from
     * its own first one to the next model's first one that is greater, or to the end of the table ([WAD]: a
     * model's animation count is the next model's index minus its own).
     */
    public int animationEnd(int modelIndex) {
        return animationEnds()[modelIndex];
    }

    /** {@link #animationEnd} of every model, found in one pass over the models. */
    public int[] animationEnds() {
        var count = animations.size();
        var ends = new int[models.size()];
        // the next greater first animation to the right of each model, kept on a stack
        var stack = new int[models.size()];
        var depth = 0;
        for (int m = models.size() - 1; m >= 0; m--) {
            var first = firstAnimation(m);
            if (first == count) {
                ends[m] = count;
                continue;
            }
            while (depth > 0 && stack[depth - 1] <= first) {
                depth--;
            }
            ends[m] = depth > 0 ? Math.min(stack[depth - 1], count) : count;
            stack[depth++] = models.get(m).animation();
        }
        return ends;
    }

    /**
     * For each animation the model that owns it, or -1: the first model (in the table's order) whose
     * {@code firstAnimation .. animationEnd} range holds it.
     */
    public int[] animationOwners() {
        var owners = new int[animations.size()];
        java.util.Arrays.fill(owners, -1);
        var ends = animationEnds();
        for (int m = 0; m < models.size(); m++) {
            for (int a = firstAnimation(m); a < ends[m] && owners[a] < 0; a++) {
                owners[a] = m;
            }
        }
        return owners;
    }
}
