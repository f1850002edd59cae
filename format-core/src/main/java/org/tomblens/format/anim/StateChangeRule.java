package org.tomblens.format.anim;

import java.util.List;
import org.tomblens.format.model.AnimDispatch;

/**
 * When the wanted state becomes {@code targetState} (§6.2.4), the dispatch whose frame range holds the
 * current frame says which animation and frame come next (§6.2.5).
 */
public record StateChangeRule(int targetState, List<AnimDispatch> dispatches) {
    public StateChangeRule {
        dispatches = List.copyOf(dispatches);
    }

    /**
     * The dispatch for absolute frame {@code frame}, or null. Ranges are read inclusive, {@code low <= frame
     * <= high}, as TRosettaStone 3 defines High ("highest frame that uses this range"; the WAD notes read it
     * as exclusive).
     */
    public AnimDispatch dispatchAt(int frame) {
        for (var dispatch : dispatches) {
            if (dispatch.low() <= frame && frame <= dispatch.high()) {
                return dispatch;
            }
        }
        return null;
    }
}
