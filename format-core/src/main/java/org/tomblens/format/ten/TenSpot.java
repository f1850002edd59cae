package org.tomblens.format.ten;

import org.tomblens.format.io.ByteCursor;

/**
 * Where a placed thing stands, as items, AI objects and room statics store it: world position (three ints) and
 * yaw, pitch and roll (three words, 65536 a turn); pitch and roll are not drawn.
 */
record TenSpot(int x, int y, int z, int yaw) {
    static TenSpot read(ByteCursor cursor) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        var yaw = cursor.u16("yaw");
        cursor.s16("pitch");
        cursor.s16("roll");
        return new TenSpot(x, y, z, yaw);
    }
}
