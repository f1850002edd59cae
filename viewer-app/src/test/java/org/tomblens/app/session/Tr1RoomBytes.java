package org.tomblens.app.session;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The room records of a TR1 level as its bytes hold them, walked here apart from the reader so that the tests
 * have facts of the file to hold the viewer's states to: the header (version, textiles, unused word, room count)
 * and each room's fields in the order of DIGEST A.9 (§3.4), with TR1's sizes (portal 32, sector 8, light 18,
 * static 18 bytes; a one-word ambient block and no tail).
 */
final class Tr1RoomBytes {
    /** One room: its size in sectors and the room that replaces it when flipped (-1 for none). */
    record Room(int xSectors, int zSectors, int alternate) {}

    private Tr1RoomBytes() {}

    static List<Room> of(byte[] file) {
        var bytes = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        bytes.position(4);                                   // version
        var textiles = bytes.getInt();
        bytes.position(bytes.position() + textiles * 256 * 256 + 4);   // 8-bit textiles, the unused word
        var count = Short.toUnsignedInt(bytes.getShort());
        var rooms = new ArrayList<Room>();
        for (int r = 0; r < count; r++) {
            skip(bytes, 16);                                 // x, z, yBottom, yTop
            var dataWords = bytes.getInt();
            skip(bytes, 2 * dataWords);
            skip(bytes, 32 * Short.toUnsignedInt(bytes.getShort()));    // portals
            var zSectors = Short.toUnsignedInt(bytes.getShort());
            var xSectors = Short.toUnsignedInt(bytes.getShort());
            skip(bytes, 8 * zSectors * xSectors);
            skip(bytes, 2);                                  // ambient intensity
            skip(bytes, 18 * Short.toUnsignedInt(bytes.getShort()));    // lights
            skip(bytes, 18 * Short.toUnsignedInt(bytes.getShort()));    // statics
            var alternate = bytes.getShort();
            skip(bytes, 2);                                  // flags
            rooms.add(new Room(xSectors, zSectors, alternate));
        }
        return rooms;
    }

    private static void skip(ByteBuffer bytes, int count) {
        bytes.position(bytes.position() + count);
    }
}
