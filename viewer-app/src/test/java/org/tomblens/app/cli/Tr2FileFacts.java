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
                    List<Placed> cameras, int[] floorData, List<StaticMesh> staticMeshes) {
    record Room(int x, int z, int yBottom, int yTop, int numZSectors, int numXSectors, List<Sector> sectors) {}

    /** A sector as the file stores it (8 bytes, x-major): heights in clicks, 255 for no room above or below. */
    record Sector(int floorDataIndex, int roomBelow, int floor, int roomAbove, int ceiling) {}

    /** An entry of the static mesh table: its id, its two boxes (min x, max x, min y … as stored) and flags. */
    record StaticMesh(int id, int[] visibility, int[] collision, int flags) {}

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
            int yTop = bytes.getInt();
            skip(bytes, bytes.getInt() * 2);
            skip(bytes, Short.toUnsignedInt(bytes.getShort()) * 32);
            int numZ = Short.toUnsignedInt(bytes.getShort());
            int numX = Short.toUnsignedInt(bytes.getShort());
            var sectors = new ArrayList<Sector>();
            for (int i = numZ * numX; i > 0; i--) {
                int index = Short.toUnsignedInt(bytes.getShort());
                bytes.getShort();
                sectors.add(new Sector(index, Byte.toUnsignedInt(bytes.get()), bytes.get(),
                        Byte.toUnsignedInt(bytes.get()), bytes.get()));
            }
            skip(bytes, 6);
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
            rooms.add(new Room(x, z, yBottom, yTop, numZ, numX, sectors));
        }
        var floorData = new int[bytes.getInt()];
        for (int i = 0; i < floorData.length; i++) {
            floorData[i] = Short.toUnsignedInt(bytes.getShort());
        }
        // Mesh data, mesh pointers, animations, state changes, dispatches, commands, mesh trees, frames, models.
        for (int size : new int[] {2, 4, 32, 6, 8, 2, 4, 2, 18}) {
            skip(bytes, bytes.getInt() * size);
        }
        // A static mesh: id (4 bytes), first mesh (2), two boxes of six shorts, flags (2).
        var staticMeshes = new ArrayList<StaticMesh>();
        for (int m = bytes.getInt(); m > 0; m--) {
            int id = bytes.getInt();
            bytes.getShort();
            staticMeshes.add(new StaticMesh(id, shorts(bytes, 6), shorts(bytes, 6),
                    Short.toUnsignedInt(bytes.getShort())));
        }
        // Object textures, sprite textures, sprite sequences.
        for (int size : new int[] {20, 16, 8}) {
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
        return new Tr2FileFacts(rooms, entities, lights, statics, cameras, floorData, staticMeshes);
    }

    private static int[] shorts(ByteBuffer bytes, int count) {
        var values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = bytes.getShort();
        }
        return values;
    }

    private static void skip(ByteBuffer bytes, int count) {
        bytes.position(bytes.position() + count);
    }
}
