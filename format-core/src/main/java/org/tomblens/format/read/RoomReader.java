package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.*;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Portal;
import org.tomblens.format.model.Room;
import org.tomblens.format.model.RoomLight;
import org.tomblens.format.model.RoomSprite;
import org.tomblens.format.model.RoomStaticMesh;
import org.tomblens.format.model.RoomVertex;
import org.tomblens.format.model.Sector;
import org.tomblens.format.model.Vertex;

/** Reads TR1–TR4 rooms (§3.4.1–3.4.4); TR5's are {@link Tr5RoomReader}'s. */
final class RoomReader {
    static final int PORTAL_SIZE = 32;
    static final int SECTOR_SIZE = 8;
    static final int SPRITE_SIZE = 4;

    private RoomReader() {}

    static int vertexSize(GameVersion version) {
        return version == TR1 ? 8 : 12;
    }

    static int lightSize(GameVersion version) {
        return switch (version) {
            case TR1 -> 18;
            case TR2, TR3 -> 24;
            case TR4 -> 46;
            case TR5 -> 88;
        };
    }

    static int staticMeshSize(GameVersion version) {
        return version == TR1 ? 18 : 20;
    }

    static Room read(ByteCursor cursor, ReadContext context, int roomIndex, int roomCount) {
        var version = context.version;
        var header = Header.read(cursor);
        var vertices = Records.counted16(cursor, "vertices", vertexSize(version), c -> vertex(c, version));
        var faces = new FaceReader(context, "rooms", roomIndex, vertices.size(), false);
        var quads = faces.readCounted(cursor, "numQuads", "quads", true, true);
        var triangles = faces.readCounted(cursor, "numTriangles", "triangles", false, true);
        var sprites = sprites(cursor, context, roomIndex, vertices.size());
        header.endOfMesh(cursor, context);
        return rest(cursor, version, header, new RoomMesh(vertices, quads, triangles, sprites), roomCount, 0);
    }

    /** What a room's mesh holds: its vertices, faces and sprites. */
    record RoomMesh(List<RoomVertex> vertices, List<Face> quads, List<Face> triangles, List<RoomSprite> sprites) {}

    /**
     * The part of a room after its mesh (§3.4.1): portals, sectors, light, static meshes, the alternate room and
     * flags. {@code portalBaseY} is added to each portal corner's y, for files that keep it from the room's top.
     */
    static Room rest(ByteCursor cursor, GameVersion version, Header header, RoomMesh mesh, int roomCount,
                     int portalBaseY) {
        var portals = Records.counted16(cursor, "portals", PORTAL_SIZE, c -> portal(c, roomCount, portalBaseY));
        var sectorGrid = sectors(cursor);

        int ambient;
        var ambient2 = 0;
        var lightMode = 0;
        switch (version) {
            case TR1 -> ambient = cursor.s16("ambientIntensity");
            case TR2 -> {
                ambient = cursor.s16("ambientIntensity");
                ambient2 = cursor.s16("ambientIntensity2");
                lightMode = cursor.s16("lightMode");
            }
            case TR3 -> {
                ambient = cursor.s16("ambientIntensity");
                lightMode = cursor.s16("lightMode");
            }
            default -> ambient = cursor.s32("roomColour");
        }
        var lights = Records.counted16(cursor, "lights", lightSize(version), c -> light(c, version));
        var statics = Records.counted16(cursor, "staticMeshes", staticMeshSize(version), c -> staticMesh(c, version));
        var alternateRoom = cursor.s16("alternateRoom");
        var flags = cursor.u16("flags");
        var waterScheme = 0;
        var reverbInfo = 0;
        var alternateGroup = 0;
        if (version.atLeast(TR3)) {
            waterScheme = cursor.u8("waterScheme");
            reverbInfo = cursor.u8("reverbInfo");
            alternateGroup = cursor.u8(version == TR3 ? "filler" : "alternateGroup");
        }
        checkAlternate(cursor, alternateRoom, roomCount);
        return new Room(header.x, 0, header.z, header.yBottom, header.yTop, mesh.vertices(), mesh.quads(),
                mesh.triangles(), mesh.sprites(), portals, sectorGrid.numZ, sectorGrid.numX, sectorGrid.sectors,
                ambient, ambient2, lightMode, lights, statics, alternateRoom, flags, waterScheme, reverbInfo,
                alternateGroup, List.of());
    }

    /**
     * §3.4.1: a room's place and height, then the size of its mesh in 16-bit words, which ends at {@code dataEnd}.
     */
    record Header(int x, int z, int yBottom, int yTop, int dataWords, long dataEnd) {
        static Header read(ByteCursor cursor) {
            var x = cursor.s32("info.x");
            var z = cursor.s32("info.z");
            var yBottom = cursor.s32("info.yBottom");
            var yTop = cursor.s32("info.yTop");
            var dataWords = cursor.count32("numDataWords", 2);
            return new Header(x, z, yBottom, yTop, dataWords, (long) cursor.position() + 2L * dataWords);
        }

        /** The room mesh must end where its word count says; bytes left before that are skipped, with a warning. */
        void endOfMesh(ByteCursor cursor, ReadContext context) {
            if (cursor.position() > dataEnd) {
                throw cursor.error("numDataWords", "the room mesh runs " + (cursor.position() - dataEnd)
                        + " bytes past the declared " + dataWords + " words");
            }
            if (cursor.position() < dataEnd) {
                context.warn(cursor, "numDataWords", (dataEnd - cursor.position())
                        + " bytes after the room mesh skipped");
                cursor.seek("numDataWords", dataEnd);
            }
        }
    }

    static void checkAlternate(ByteCursor cursor, int alternateRoom, int roomCount) {
        if (alternateRoom >= roomCount) {
            throw cursor.error("alternateRoom", "room " + alternateRoom + " does not exist (the level has "
                    + roomCount + ")");
        }
    }

    private static RoomVertex vertex(ByteCursor cursor, GameVersion version) {
        var x = cursor.s16("x");
        var y = cursor.s16("y");
        var z = cursor.s16("z");
        var lighting = cursor.s16("lighting");
        if (version == TR1) {
            return new RoomVertex(x, y, z, lighting, 0, lighting);
        }
        var attributes = cursor.u16("attributes");
        var colour = cursor.u16(version == TR2 ? "lighting2" : "colour");
        return new RoomVertex(x, y, z, lighting, attributes, colour);
    }

    static List<RoomSprite> sprites(ByteCursor cursor, ReadContext context, int roomIndex, int vertexCount) {
        var count = cursor.count16("numSprites", SPRITE_SIZE);
        var sprites = new ArrayList<RoomSprite>(count);
        for (int i = 0; i < count; i++) {
            cursor.enter("sprites", i);
            var vertex = cursor.s16("vertex");
            if (vertex < 0 || vertex >= vertexCount) {
                throw cursor.errorAt(cursor.position() - 2, "vertex", "vertex " + vertex
                        + " does not exist (the room has " + vertexCount + ")");
            }
            var textureOffset = cursor.position();
            var texture = cursor.s16("texture");
            if (texture < 0) {
                throw cursor.errorAt(textureOffset, "texture", "negative sprite texture " + texture);
            }
            context.spriteTextures.use(texture, cursor, textureOffset, "rooms", roomIndex, "sprites", i);
            sprites.add(new RoomSprite(vertex, texture));
            cursor.leave();
        }
        return sprites;
    }

    static Portal portal(ByteCursor cursor, int roomCount) {
        return portal(cursor, roomCount, 0);
    }

    private static Portal portal(ByteCursor cursor, int roomCount, int baseY) {
        var adjoining = cursor.u16("adjoiningRoom");
        if (adjoining >= roomCount) {
            throw cursor.errorAt(cursor.position() - 2, "adjoiningRoom", "room " + adjoining
                    + " does not exist (the level has " + roomCount + ")");
        }
        var normal = Records.vertex(cursor);
        var vertices = Records.list(cursor, "vertices", 4, c -> {
            var corner = Records.vertex(c);
            return new Vertex(corner.x(), corner.y() + baseY, corner.z());
        });
        return new Portal(adjoining, normal, vertices);
    }

    record SectorGrid(int numZ, int numX, List<Sector> sectors) {}

    /** {@code NumZsectors}, then {@code NumXsectors} (§3.4.1), then the sectors. */
    static SectorGrid sectors(ByteCursor cursor) {
        var countOffset = cursor.position();
        var numZ = cursor.u16("numZSectors");
        var numX = cursor.u16("numXSectors");
        var count = cursor.checkedCount(countOffset, "numZSectors", (long) numZ * numX, SECTOR_SIZE);
        return new SectorGrid(numZ, numX, sectorList(cursor, count));
    }

    static List<Sector> sectorList(ByteCursor cursor, int count) {
        return Records.list(cursor, "sectors", count, c -> new Sector(c.u16("floorDataIndex"), c.u16("boxIndex"),
                c.u8("roomBelow"), c.s8("floor"), c.u8("roomAbove"), c.s8("ceiling")));
    }

    private static RoomLight light(ByteCursor cursor, GameVersion version) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        return switch (version) {
            case TR1 -> new RoomLight.Tr1(x, y, z, cursor.u16("intensity"), cursor.s32("fade"));
            case TR2 -> new RoomLight.Tr2(x, y, z, cursor.u16("intensity1"), cursor.u16("intensity2"),
                    cursor.s32("fade1"), cursor.s32("fade2"));
            case TR3 -> new RoomLight.Tr3(x, y, z, cursor.u8("red"), cursor.u8("green"), cursor.u8("blue"),
                    cursor.u8("type"), cursor.s32("data1"), cursor.s32("data2"));
            default -> new RoomLight.Tr4(x, y, z, cursor.u8("red"), cursor.u8("green"), cursor.u8("blue"),
                    cursor.u8("type"), cursor.u8("unknown"), cursor.u8("intensity"), cursor.f32("in"),
                    cursor.f32("out"), cursor.f32("length"), cursor.f32("cutOff"), cursor.f32("dx"),
                    cursor.f32("dy"), cursor.f32("dz"));
        };
    }

    static RoomStaticMesh staticMesh(ByteCursor cursor, GameVersion version) {
        var x = cursor.s32("x");
        var y = cursor.s32("y");
        var z = cursor.s32("z");
        var rotation = cursor.u16("rotation");
        var light = cursor.u16(version.atLeast(TR3) ? "colour" : "intensity1");
        var light2 = version == TR1 ? 0 : cursor.u16(version.atLeast(TR3) ? "unused" : "intensity2");
        return new RoomStaticMesh(x, y, z, rotation, light, light2, cursor.u16("meshId"));
    }
}
