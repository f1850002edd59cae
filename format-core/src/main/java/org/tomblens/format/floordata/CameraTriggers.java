package org.tomblens.format.floordata;

import java.util.ArrayList;
import java.util.List;

/**
 * What the triggers say of the level's camera list (§4.6): an entry a Camera action names is a fixed camera, one an
 * underwater current (Sink action) names is a sink, and one neither names is shown as a camera; a fixed camera looks
 * at the entities the Look-at-item actions of the triggers using it name.
 */
public final class CameraTriggers {
    private CameraTriggers() {}

    /** Whether entry {@code index} is a sink: some underwater current pulls towards it. */
    public static boolean isSink(TriggerIndex triggers, int index) {
        return !triggers.actingOn(TargetKind.SINK, index).isEmpty();
    }

    /** Whether entry {@code index} is a fixed camera: a Camera action names it, or nothing names it as a sink. */
    public static boolean isCamera(TriggerIndex triggers, int index) {
        return !isSink(triggers, index) || !triggers.actingOn(TargetKind.CAMERA, index).isEmpty();
    }

    /** The entities the triggers that use fixed camera {@code index} make it look at, each once, in trigger order. */
    public static List<Integer> lookedAt(TriggerIndex triggers, int index) {
        var entities = new ArrayList<Integer>();
        for (var reference : triggers.actingOn(TargetKind.CAMERA, index)) {
            for (var action : reference.trigger().actions()) {
                if (action instanceof TriggerAction.Simple simple && simple.type() == ActionType.LOOK_AT
                        && !entities.contains(simple.parameter())) {
                    entities.add(simple.parameter());
                }
            }
        }
        return entities;
    }
}
