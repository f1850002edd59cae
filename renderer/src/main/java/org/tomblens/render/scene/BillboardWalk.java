package org.tomblens.render.scene;

import java.util.BitSet;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.format.geometry.SpriteBillboards;

/**
 * The billboards a frame shows, walked the same way for drawing and for picking: room by room in the order
 * the rooms were found, each room's sprites and then its sprite entities, those only while entities are shown and
 * each only while it is not hidden one by one.
 */
final class BillboardWalk {
    /** Hears each billboard shown: its room, its place among the room's billboards, and the billboard. */
    @FunctionalInterface
    interface Visitor {
        void visit(int room, int place, SpriteBillboards.Billboard billboard);
    }

    private BillboardWalk() {}

    static void walk(SpriteBillboards billboards, DrawnRooms rooms, boolean entities, BitSet hidden, Visitor visitor) {
        var all = billboards.billboards();
        for (int i = 0; i < rooms.count(); i++) {
            var room = rooms.room(i);
            var first = billboards.roomStart(room);
            for (int b = first; b < billboards.roomStart(room + 1); b++) {
                var billboard = all.get(b);
                if (!billboard.isEntity() || entities && !hidden.get(billboard.entity())) {
                    visitor.visit(room, b - first, billboard);
                }
            }
        }
    }
}
