package org.tomblens.render.scene;

import java.util.BitSet;
import org.tomblens.format.geometry.WorldGeometry;
import org.tomblens.format.model.Level;

/**
 * What is hidden one by one (trview's {@code visible = false} on a room, a static mesh or an item, from a script or
 * a panel's check box): neither drawn nor picked. A hidden room is still looked through for the rooms beyond it. A
 * room's statics are drawn as one run while none of them is hidden, and instance by instance while one is; hiding
 * or showing a static forgets the rooms a window keeps between frames, which hold the statics.
 */
public final class HiddenParts {
    private final BitSet rooms;
    private final BitSet entities;
    private final BitSet statics = new BitSet();
    /** Per room, the level-wide number of its first static mesh instance; one more entry for the end. */
    private final int[] firstStatic;
    private final Runnable changed;

    HiddenParts(Level level, BitSet rooms, BitSet entities, Runnable changed) {
        this.rooms = rooms;
        this.entities = entities;
        this.changed = changed;
        var all = level.rooms();
        firstStatic = new int[all.size() + 1];
        for (int r = 0; r < all.size(); r++) {
            firstStatic[r + 1] = firstStatic[r] + all.get(r).staticMeshes().size();
        }
    }

    /** Every static mesh instance of the level: the most runs the statics of one pass and sidedness add. */
    int staticCount() {
        return firstStatic[firstStatic.length - 1];
    }

    public boolean room(int room) {
        return rooms.get(room);
    }

    public void hideRoom(int room, boolean hidden) {
        rooms.set(room, hidden);
    }

    public boolean entity(int entity) {
        return entities.get(entity);
    }

    public void hideEntity(int entity, boolean hidden) {
        entities.set(entity, hidden);
    }

    /** Whether instance {@code instance} of room {@code room}'s static meshes is hidden. */
    public boolean staticMesh(int room, int instance) {
        return statics.get(firstStatic[room] + instance);
    }

    public void hideStaticMesh(int room, int instance, boolean hidden) {
        if (staticMesh(room, instance) != hidden) {
            statics.set(firstStatic[room] + instance, hidden);
            changed.run();
        }
    }

    /** The entities hidden, by index. */
    BitSet entities() {
        return entities;
    }

    /**
     * Gathers room {@code room}'s statics in the {@code count} indices from {@code start} (a part of their range in a
     * pass): all of them while none is hidden, else the runs of the instances shown that lie there.
     */
    void gatherStatics(WorldGeometry world, int room, int start, int count, MultiDraw multiDraw) {
        var from = firstStatic[room];
        var to = firstStatic[room + 1];
        if (statics.nextSetBit(from) < 0 || statics.nextSetBit(from) >= to) {
            multiDraw.add(start, count);
            return;
        }
        for (int s = 0; s < to - from; s++) {
            if (statics.get(from + s)) {
                continue;
            }
            for (int i = 0; i < world.instanceRunValues(room, s); i += 2) {
                var first = world.instanceRunValue(room, s, i);
                if (first >= start && first < start + count) {
                    multiDraw.add(first, world.instanceRunValue(room, s, i + 1));
                }
            }
        }
    }
}
