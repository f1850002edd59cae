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
}
