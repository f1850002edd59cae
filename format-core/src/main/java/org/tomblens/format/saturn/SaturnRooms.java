package org.tomblens.format.saturn;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.read.Records;

/**
 * The rooms of a Saturn level's {@code ROOMDATA} section, each a run of tags ending with {@code RM_FLAGS} (trview's
 * reader): {@code ROOMNUMB}, {@code MESHPOS} (x, z, bottom and top as 32-bit words), {@code MESHSIZE} twice (first
 * the room's mesh, marked 2, in a count of words; then its static meshes of 20 bytes), {@code DOORDATA} (portals as
 * the PC stores them), {@code FLOORDAT} (the sector grid, Z first, then a {@code FLOORSIZ} head and the sectors),
 * {@code LIGHTAMB}, {@code LIGHTSIZ} (lights of 20 bytes), {@code RM_FLIP} and {@code RM_FLAGS}.
 */
final class SaturnRooms {
    /** {@code MESHSIZE}'s first word when the room's mesh follows, not its static meshes. */
    private static final int ROOM_MESH = 2;
    /** The primitive groups of a room mesh (trview's names). */
    private static final int TRANSPARENT_RECTANGLES = 33;
    private static final int INVISIBLE_TRIANGLES = 34;
    private static final int INVISIBLE_RECTANGLES = 35;
    private static final int TEXTURED_TRIANGLES = 36;
    private static final int TEXTURED_RECTANGLES = 37;
    private static final int SPRITES = 39;
    /** Room faces and sprites store their vertex and texture numbers shifted left by four. */
    private static final int INDEX_SHIFT = 4;
    private static final int PORTAL_SIZE = 32;
    private static final int SECTOR_SIZE = 8;
    private static final int LIGHT_SIZE = 20;
    private static final int STATIC_MESH_SIZE = 20;
    private static final int VERTEX_SIZE = 8;
    private static final int MAX_LIGHT = 0x1FFF;

    /** The room textures that transparent faces use: their colour 0 is drawn see-through. */
    private final BitSet transparentTextures = new BitSet();

    BitSet transparentTextures() {
        return transparentTextures;
    }

    List<Room> read(TaggedFile file) {
        var cursor = file.cursor();
        var count = file.count("ROOMDATA", 1);
        var rooms = new ArrayList<Room>(Math.min(count, 1024));
        for (int i = 0; i < count; i++) {
            cursor.enter("rooms", i);
            rooms.add(room(file, count));
            cursor.leave();
        }
        return rooms;
    }

    private Room room(TaggedFile file, int roomCount) {
        var cursor = file.cursor();
        var room = new Parts();
        String tag;
        do {
            tag = file.next();
            if (tag == null) {
                throw cursor.errorAt(file.tagOffset(), "tag", "the file ends inside a room");
            }
            switch (tag) {
                case "ROOMNUMB" -> cursor.skip("ROOMNUMB", 8);
                case "MESHPOS" -> {
                    room.x = cursor.s32("x");
                    room.z = cursor.s32("z");
                    room.yBottom = cursor.s32("yBottom");
                    room.yTop = cursor.s32("yTop");
                }
                case "MESHSIZE" -> meshSize(cursor, room);
                case "DOORDATA" -> room.portals = Records.list(cursor, "portals",
                        file.count("DOORDATA", PORTAL_SIZE), c -> portal(c, roomCount));
                case "FLOORDAT" -> floor(cursor, room);
                case "LIGHTAMB" -> {
                    room.ambient = (int) cursor.u32("ambient");
                    cursor.skip("LIGHTAMB", 4);
                }
                case "LIGHTSIZ" -> room.lights = Records.list(cursor, "lights", file.count("LIGHTSIZ", LIGHT_SIZE),
                        SaturnRooms::light);
                case "RM_FLIP" -> {
                    cursor.skip("RM_FLIP", 4);
                    room.alternateRoom = (short) cursor.s32("alternateRoom");
                }
                case "RM_FLAGS" -> {
                    cursor.skip("RM_FLAGS", 4);
                    room.flags = cursor.s32("flags") & 0xFFFF;
                }
                default -> throw file.unknown(tag);
            }
        } while (!tag.equals("RM_FLAGS"));
        return room.room();
    }

    private void meshSize(ByteCursor cursor, Parts room) {
        var kind = cursor.u32("MESHSIZE.kind");
        if (kind != ROOM_MESH) {
            room.staticMeshes = Records.list(cursor, "staticMeshes", cursor.count32("numStaticMeshes",
                    STATIC_MESH_SIZE), SaturnRooms::staticMesh);
            return;
        }
        var words = cursor.count32("meshWords", 2);
        var mesh = cursor.slice("mesh", words * 2);
        cursor.skip("mesh", words * 2L);
        mesh.enter("mesh");
        room.vertices = Records.list(mesh, "vertices", mesh.count16("numVertices", VERTEX_SIZE), SaturnRooms::vertex);
        mesh.skip("numFaces", 2);
        var groups = mesh.u16("numGroups");
        for (int g = 0; g < groups; g++) {
            var typeOffset = mesh.position();
            var type = mesh.u16("groupType");
            switch (type) {
                case TRANSPARENT_RECTANGLES, TEXTURED_RECTANGLES -> room.quads.addAll(faces(mesh, room,
                        type == TRANSPARENT_RECTANGLES, true));
                case TEXTURED_TRIANGLES -> room.triangles.addAll(faces(mesh, room, false, false));
                case INVISIBLE_TRIANGLES -> mesh.skip("invisibleTriangles", mesh.count16("numInvisible", 8) * 8L);
                case INVISIBLE_RECTANGLES -> mesh.skip("invisibleRectangles", mesh.count16("numInvisible", 10) * 10L);
                case SPRITES -> room.sprites.addAll(Records.list(mesh, "sprites", mesh.count16("numSprites", 4),
                        c -> sprite(c, room.vertices.size())));
                default -> throw mesh.errorAt(typeOffset, "groupType", "unknown group of room faces " + type);
            }
        }
        mesh.leave();
    }

    private List<Face> faces(ByteCursor mesh, Parts room, boolean transparent, boolean quads) {
        var corners = quads ? 4 : 3;
        var count = mesh.count16("numFaces", 2 * corners + 2);
        return Records.list(mesh, quads ? "quads" : "triangles", count, c -> {
            var v = new int[] {Face.NO_VERTEX, Face.NO_VERTEX, Face.NO_VERTEX, Face.NO_VERTEX};
            for (int corner = 0; corner < corners; corner++) {
                v[corner] = vertexIndex(c, room.vertices.size());
            }
            var texture = c.u16("texture") >> INDEX_SHIFT;
            if (transparent) {
                transparentTextures.set(texture);
            }
            return new Face(v[0], v[1], v[2], v[3], texture, 0);
        });
    }

    private static int vertexIndex(ByteCursor cursor, int vertices) {
        var offset = cursor.position();
        var index = cursor.u16("vertices") >> INDEX_SHIFT;
        if (index >= vertices) {
            throw cursor.errorAt(offset, "vertices", "vertex " + index + " does not exist (there are " + vertices
                    + ")");
        }
        return index;
    }

    private static RoomSprite sprite(ByteCursor cursor, int vertices) {
        var vertex = vertexIndex(cursor, vertices);
        return new RoomSprite(vertex, cursor.u16("texture") >> INDEX_SHIFT);
    }

    /**
     * A room vertex: x, y, z and its light, which the Saturn stores negated and four times the PC's (0 bright ..
     * 0x1FFF dark; trview's reader), made the PC's.
     */
    private static RoomVertex vertex(ByteCursor cursor) {
        var vertex = Records.vertex(cursor);
        var lighting = Math.max(0, Math.min(MAX_LIGHT, -cursor.s16("lighting") / 4));
        return new RoomVertex(vertex.x(), vertex.y(), vertex.z(), lighting, 0, lighting);
    }

    private static Portal portal(ByteCursor cursor, int roomCount) {
        var roomOffset = cursor.position();
        var adjoining = cursor.u16("adjoiningRoom");
        if (adjoining >= roomCount) {
            throw cursor.errorAt(roomOffset, "adjoiningRoom", "room " + adjoining + " does not exist (the level has "
                    + roomCount + ")");
        }
        var normal = Records.vertex(cursor);
        var vertices = new ArrayList<Vertex>(4);
        for (int i = 0; i < 4; i++) {
            vertices.add(Records.vertex(cursor));
        }
        return new Portal(adjoining, normal, vertices);
    }

    private static void floor(ByteCursor cursor, Parts room) {
        var zOffset = cursor.position();
        var z = cursor.u32("numZSectors");
        var x = cursor.u32("numXSectors");
        if (z > 0xFFFF || x > 0xFFFF) {
            throw cursor.errorAt(zOffset, "numZSectors", "a grid of " + z + " by " + x + " sectors");
        }
        var tag = TaggedFile.name(cursor, "FLOORSIZ");
        if (!tag.equals("FLOORSIZ")) {
            throw cursor.errorAt(cursor.position() - TaggedFile.NAME_BYTES, "FLOORSIZ", "expected \"FLOORSIZ\", "
                    + "found \"" + tag + "\"");
        }
        cursor.skip("FLOORSIZ", 8);
        room.numZSectors = (int) z;
        room.numXSectors = (int) x;
        var count = cursor.checkedCount(zOffset, "numZSectors", z * x, SECTOR_SIZE);
        room.sectors = Records.list(cursor, "sectors", count, c -> new Sector(c.u16("floorDataIndex"),
                c.u16("boxIndex"), c.u8("roomBelow"), c.s8("floor"), c.u8("roomAbove"), c.s8("ceiling")));
    }

    private static RoomLight light(ByteCursor cursor) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        var intensity = cursor.u16("intensity");
        cursor.skip("intensity2", 2);
        return new RoomLight.Tr1(x, y, z, intensity, cursor.s32("fade"));
    }

    /** The PC's static mesh and two bytes of padding. */
    private static RoomStaticMesh staticMesh(ByteCursor cursor) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        var rotation = cursor.u16("rotation");
        var light = cursor.u16("intensity");
        var mesh = new RoomStaticMesh(x, y, z, rotation, light, 0, cursor.u16("meshId"));
        cursor.skip("padding", 2);
        return mesh;
    }

    /** What a room's tags have given so far. */
    private static final class Parts {
        int x;
        int z;
        int yBottom;
        int yTop;
        List<RoomVertex> vertices = List.of();
        final List<Face> quads = new ArrayList<>();
        final List<Face> triangles = new ArrayList<>();
        final List<RoomSprite> sprites = new ArrayList<>();
        List<Portal> portals = List.of();
        int numZSectors;
        int numXSectors;
        List<Sector> sectors = List.of();
        int ambient;
        List<RoomLight> lights = List.of();
        List<RoomStaticMesh> staticMeshes = List.of();
        int alternateRoom = -1;
        int flags;

        Room room() {
            return new Room(x, 0, z, yBottom, yTop, vertices, quads, triangles, sprites, portals, numZSectors,
                    numXSectors, sectors, ambient, 0, 0, lights, staticMeshes, alternateRoom, flags, 0, 0, 0,
                    List.of());
        }
    }
}
