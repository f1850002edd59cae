package org.tomblens.render.pick;

import org.joml.Vector3f;

/**
 * What lies under a pixel: the thing hit, the world point hit (TR units), and the room and sector under
 * that point (-1 when nothing was hit or the point is outside the room's grid).
 */
public record PickResult(Pickable hit, Vector3f point, int room, int sectorX, int sectorZ) {
    public static PickResult nothing() {
        return new PickResult(new Pickable(Pickable.Kind.NOTHING, -1, -1), new Vector3f(), -1, -1, -1);
    }

    public boolean isNothing() {
        return hit.kind() == Pickable.Kind.NOTHING;
    }
}
