package org.tomblens.format.cutscene;

import java.util.List;
import org.tomblens.format.flyby.FlybyPath;

/**
 * An entity that animates with a cutscene, and where its model's root mesh is at each of the cutscene's frames.
 *
 * @param entity its index in the level
 * @param slot its type id (the model it is drawn with)
 * @param angle the turn it is drawn with (65536 to the turn)
 * @param roots world units, Y down, one per frame
 */
public record CutsceneActor(int entity, int slot, int x, int y, int z, int angle, List<FlybyPath.Point> roots) {
    public CutsceneActor {
        roots = List.copyOf(roots);
    }
}
