package org.tomblens.app.ui.sector;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.app.services.NavigationService;
import org.tomblens.format.floordata.FloorDataDescriptions;
import org.tomblens.format.floordata.FloorFunction;
import org.tomblens.format.floordata.TargetKind;

/**
 * One line under a trigger in the Sector panel: its switch, key or pickup, or one of its actions, in words;
 * a link when it names something to go to (an entity, a camera, a sink or a flyby).
 *
 * @param note what the line is, shown after it; empty for actions
 */
record TriggerLine(String text, String note, TargetKind target, int index) {

    /** The trigger's lines: its switch, key or pickup first, if it has one, then its actions in order. */
    static List<TriggerLine> of(FloorDataDescriptions words, FloorFunction.Trigger trigger) {
        var lines = new ArrayList<TriggerLine>();
        if (trigger.hasReference()) {
            lines.add(new TriggerLine(words.entity(trigger.reference()), "(the trigger's switch, key or pickup)",
                    TargetKind.ENTITY, trigger.reference()));
        }
        for (var action : trigger.actions()) {
            lines.add(new TriggerLine(words.describe(action, trigger), "", action.target(), action.parameter()));
        }
        return lines;
    }

    boolean isLink() {
        return target == TargetKind.ENTITY || target == TargetKind.CAMERA || target == TargetKind.SINK
                || target == TargetKind.FLYBY;
    }

    /** Goes to what the link names. */
    void follow(NavigationService actions) {
        switch (target) {
            case ENTITY -> actions.flyToEntity(index);
            case CAMERA, SINK -> actions.flyToCamera(index);
            case FLYBY -> actions.flyToFlyby(index);
            default -> throw new IllegalStateException(text + " is not a link");
        }
    }
}
