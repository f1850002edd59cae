package org.tomblens.format.cutscene;

import java.util.List;
import org.tomblens.format.flyby.FlybyPath;

/**
 * An entity that animates with a cutscene: where the game stands it, and its pose at each of the cutscene's frames.
 *
 * @param entity its index in the level
 * @param slot its type id (the model it is drawn with)
 * @param angle the turn it is drawn with (65536 to the turn)
 * @param frames one per cutscene frame
 */
public record CutsceneActor(int entity, int slot, int x, int y, int z, int angle, List<Posed> frames) {
    public CutsceneActor {
        frames = List.copyOf(frames);
    }

    /**
     * The actor at one frame: the animation and absolute frame it shows, and where its model's root mesh then is
     * (world units, Y down).
     */
    public record Posed(int animation, int frame, FlybyPath.Point root) {}
}
