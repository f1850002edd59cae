package org.tomblens.app.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A TR2 level's rooms and entities read straight from the file's bytes by the layout of the TRosettaStone (§ "TR2
 * level format"), apart from format-core's reader, so the script tests compare the Lua API with the file itself.
 * Room geometry, animation and the other tables are skipped by their counts.
 */
record Tr2FileFacts(List<Room> rooms, List<Entity> entities, List<Placed> lights, List<Placed> statics,
                    List<Placed> cameras) {
    record Room(int x, int z, int yBottom, int numZSectors, int numXSectors) {}

    record Entity(int type, int room, int x, int y, int z) {}

    /** A light, a static mesh (with its mesh id) or a camera (with its room field), in room order. */
    record Placed(int room, int x, int y, int z, int id) {}

    static Tr2FileFacts read(Path file) throws IOException {
        var bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        bytes.position(4 + 768 + 1024);
        int textiles = bytes.getInt();
        skip(bytes, textiles * (256 * 256 + 256 * 256 * 2) + 4);
        int roomCount = Short.toUnsignedInt(bytes.getShort());
        var rooms = new ArrayList<Room>();
        var lights = new ArrayList<Placed>();
        var statics = new ArrayList<Placed>();
        for (int r = 0; r < roomCount; r++) {
            int x = bytes.getInt();
            int z = bytes.getInt();
            int yBottom = bytes.getInt();
            bytes.getInt();
            skip(bytes, bytes.getInt() * 2);
            skip(bytes, Short.toUnsignedInt(bytes.getShort()) * 32);
            int numZ = Short.toUnsignedInt(bytes.getShort());
            int numX = Short.toUnsignedInt(bytes.getShort());
            skip(bytes, numZ * numX * 8 + 6);
            // A TR2 light: x, y, z, two intensities, two fades (24 bytes).
            for (int l = Short.toUnsignedInt(bytes.getShort()); l > 0; l--) {
                lights.add(new Placed(r, bytes.getInt(), bytes.getInt(), bytes.getInt(), 0));
                skip(bytes, 12);
            }
            // A static mesh: x, y, z, rotation, two intensities, mesh id (20 bytes).
            for (int m = Short.toUnsignedInt(bytes.getShort()); m > 0; m--) {
                int mx = bytes.getInt();
                int my = bytes.getInt();
                int mz = bytes.getInt();
                skip(bytes, 6);
                statics.add(new Placed(r, mx, my, mz, Short.toUnsignedInt(bytes.getShort())));
            }
            skip(bytes, 4);
            rooms.add(new Room(x, z, yBottom, numZ, numX));
        }
        // FloorData, mesh data, mesh pointers, animations, state changes, dispatches, commands, mesh trees, frames,
        // models, static meshes, object textures, sprite textures, sprite sequences.
        for (int size : new int[] {2, 2, 4, 32, 6, 8, 2, 4, 2, 18, 32, 20, 16, 8}) {
            skip(bytes, bytes.getInt() * size);
        }
        // A camera: x, y, z, room, flag (16 bytes).
        var cameras = new ArrayList<Placed>();
        for (int c = bytes.getInt(); c > 0; c--) {
            cameras.add(new Placed(0, bytes.getInt(), bytes.getInt(), bytes.getInt(), bytes.getShort()));
            skip(bytes, 2);
        }
        skip(bytes, bytes.getInt() * 16);
        int boxes = bytes.getInt();
        skip(bytes, boxes * 8);
        skip(bytes, bytes.getInt() * 2);
        skip(bytes, boxes * 20);
        skip(bytes, bytes.getInt() * 2);
        int entityCount = bytes.getInt();
        var entities = new ArrayList<Entity>();
        for (int e = 0; e < entityCount; e++) {
            int type = bytes.getShort();
            int room = bytes.getShort();
            entities.add(new Entity(type, room, bytes.getInt(), bytes.getInt(), bytes.getInt()));
            skip(bytes, 8);
        }
        return new Tr2FileFacts(rooms, entities, lights, statics, cameras);
    }

    private static void skip(ByteBuffer bytes, int count) {
        bytes.position(bytes.position() + count);
    }
}
