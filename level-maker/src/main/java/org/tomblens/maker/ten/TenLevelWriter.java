package org.tomblens.maker.ten;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.imageio.ImageIO;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a {@link TenLevelPlan} as Tomb Editor 1.11 compiles a level: the media block (four atlas lists, each atlas
 * a PNG and three flags for the maps it lacks, no sprites, the sky; no sounds), the geometry block (rooms, FloorData,
 * meshes, mesh trees, the movable with its animations, empty statics, sprites and AI map, then no mirrors,
 * animated textures or materials) and the dynamic block (each room's name, colour and properties, the items, the
 * flyby cameras with int numbers, nothing else), packed by {@link TenChunkedContainer}.
 */
public final class TenLevelWriter {
    private static final int SECTOR = 1024;
    private static final int ZONE_TYPES = 5;
    private static final int ATLAS_SIDE = 4;
    private static final int NONE = -1;
    /**
     * A room's quads over its floor corners 0 to 3 (near X near Z, far X near Z, far X far Z, near X far Z) and its
     * ceiling corners 4 to 7 above them: floor, ceiling, then the walls at near X, far X, near Z and far Z.
     */
    private static final int[][] ROOM_BOX = {{3, 2, 1, 0}, {4, 5, 6, 7}, {3, 0, 4, 7}, {1, 2, 6, 5}, {0, 1, 5, 4},
        {2, 3, 7, 6}};

    private TenLevelWriter() {}

    /** The level file, its blocks cut into chunks of at most {@code chunkSize} bytes. */
    public static byte[] write(TenLevelPlan plan, int chunkSize) {
        return TenChunkedContainer.write(List.of(media(), geometry(plan), dynamic(plan)), chunkSize);
    }

    static byte[] media() {
        var sink = new ByteSink(256);
        var png = png();
        for (var atlases : List.of(1, 1, 0, 0)) {
            sink.s32("atlases", atlases);
            for (int a = 0; a < atlases; a++) {
                image(sink, png);
                for (var map : List.of("normalMap", "orshMap", "emissiveMap")) {
                    sink.u8(map, 0);
                }
            }
        }
        sink.s32("spritePages", 0);
        image(sink, png);
        return sink.toByteArray();
    }

    private static void image(ByteSink sink, byte[] png) {
        sink.s32("width", ATLAS_SIDE);
        sink.s32("height", ATLAS_SIDE);
        sink.s32("size", png.length);
        sink.bytes("data", png);
    }

    static byte[] geometry(TenLevelPlan plan) {
        var sink = new ByteSink(4096);
        sink.s32("rooms", plan.rooms().size());
        for (var room : plan.rooms()) {
            room(sink, room);
        }
        sink.u32("floorData", 1);
        sink.u16("floorData", 0);
        var moveable = plan.moveable();
        sink.s32("meshes", moveable.bones());
        for (int b = 0; b < moveable.bones(); b++) {
            mesh(sink);
        }
        sink.s32("meshTrees", 4 * (moveable.bones() - 1));
        for (int b = 1; b < moveable.bones(); b++) {
            sink.dwords("meshTree", new int[] {0, 0, -SECTOR / 4, 0});
        }
        sink.s32("moveables", 1);
        TenAnimationWriter.moveable(sink, moveable);
        for (var empty : List.of("staticMeshes", "spriteTextures", "spriteSequences", "boxes", "overlaps")) {
            sink.s32(empty, 0);
        }
        sink.s32("zoneCount", ZONE_TYPES);
        for (var empty : List.of("mirrors", "animatedTextures", "materials")) {
            sink.s32(empty, 0);
        }
        return sink.toByteArray();
    }

    /**
     * A room: a box over its open sectors, its floor, ceiling and four walls facing in (each quad's corners turn so
     * that the cross product of its first two edges points out of the room, as a classic room's floor does), no
     * portals or lights, walls round its edge.
     */
    private static void room(ByteSink sink, TenLevelPlan.Room room) {
        sink.s32("x", room.x());
        sink.s32("z", room.z());
        sink.s32("yBottom", room.floor());
        sink.s32("yTop", room.ceiling());
        var near = SECTOR;
        var farX = (room.numX() - 1) * SECTOR;
        var farZ = (room.numZ() - 1) * SECTOR;
        float[][] corners = {{near, near}, {farX, near}, {farX, farZ}, {near, farZ}};
        sink.s32("vertices", 2 * corners.length);
        for (var height : new int[] {room.floor(), room.ceiling()}) {
            for (var corner : corners) {
                floats(sink, "position", corner[0], height, corner[1]);
            }
        }
        vertexLight(sink, 2 * corners.length);
        surface(sink, false, ROOM_BOX);
        sink.s32("portals", 0);
        sink.s32("numZSectors", room.numZ());
        sink.s32("numXSectors", room.numX());
        for (int x = 0; x < room.numX(); x++) {
            for (int z = 0; z < room.numZ(); z++) {
                var wall = x == 0 || z == 0 || x == room.numX() - 1 || z == room.numZ() - 1;
                sector(sink, room.floor(), wall ? room.floor() : room.ceiling());
            }
        }
        sink.s32("lights", 0);
    }

    /** A sector with no trigger, box or portal, its floor and ceiling level; the same height makes it a wall. */
    private static void sector(ByteSink sink, int floor, int ceiling) {
        sink.dwords("sector", new int[] {NONE, NONE, 0, 0});
        for (var height : new int[] {floor, ceiling}) {
            sink.f32("splitAngle", 0);
            sink.dwords("portals", new int[] {NONE, NONE});
            floats(sink, "planes", 0, 0, height, 0, 0, height);
        }
        sink.s32("wallPortal", NONE);
        sink.bytes("flags", new byte[8]);
    }

    /** A bone's mesh: a quad 256 units square, facing down. */
    private static void mesh(ByteSink sink) {
        sink.u8("hidden", 0);
        sink.u8("lightingType", 0);
        floats(sink, "sphere", 0, 0, 0, 182);
        sink.s32("vertices", 4);
        float[][] corners = {{-128, -128}, {128, -128}, {128, 128}, {-128, 128}};
        for (var corner : corners) {
            floats(sink, "position", corner[0], 0, corner[1]);
        }
        vertexLight(sink, corners.length);
        sink.bytes("bones", new byte[8 * corners.length]);
        surface(sink, true, new int[][] {{0, 1, 2, 3}});
    }

    /** Each vertex white and still: its colour, then its glow, movement and lock. */
    private static void vertexLight(ByteSink sink, int vertices) {
        for (int v = 0; v < vertices; v++) {
            floats(sink, "colour", 1, 1, 1);
        }
        for (int v = 0; v < vertices; v++) {
            floats(sink, "effects", 0, 0, 1);
        }
    }

    /**
     * One bucket of quads, each over the whole first atlas; a mesh's polygon has a shine strength too. The normals
     * are not what the reader draws by and stay one for all.
     */
    private static void surface(ByteSink sink, boolean mesh, int[][] quads) {
        sink.s32("buckets", 1);
        sink.s32("texture", 0);
        sink.u8("blendMode", 0);
        sink.s32("materialIndex", 0);
        sink.u8("animated", 0);
        sink.s32("polygons", quads.length);
        for (var quad : quads) {
            sink.dwords("polygon", new int[] {0, 0, 0});
            if (mesh) {
                sink.f32("shineStrength", 0);
            }
            floats(sink, "normal", 0, -1, 0);
            sink.dwords("indices", quad);
            floats(sink, "textureCoordinates", 0, 0, 1, 0, 1, 1, 0, 1);
            for (var field : List.of("normals", "tangents", "binormals")) {
                for (int corner = 0; corner < quad.length; corner++) {
                    floats(sink, field, 0, -1, 0);
                }
            }
        }
    }

    static byte[] dynamic(TenLevelPlan plan) {
        var sink = new ByteSink(1024);
        sink.s32("rooms", plan.rooms().size());
        for (var room : plan.rooms()) {
            string(sink, room.name());
            sink.s32("tags", 0);
            floats(sink, "ambient", 0.5f, 0.5f, 0.5f);
            sink.dwords("properties", new int[] {NONE, 0, 0, 0, 0});
            sink.s32("staticMeshes", 0);
            sink.s32("volumes", 0);
        }
        sink.s32("items", plan.items().size());
        for (var item : plan.items()) {
            sink.u16("objectId", item.objectId());
            sink.s16("room", item.room());
            sink.dwords("position", new int[] {item.x(), item.y(), item.z()});
            sink.u16("yaw", item.yaw());
            sink.s16("pitch", 0);
            sink.s16("roll", 0);
            floats(sink, "colour", 1, 1, 1, 1);
            sink.s16("ocb", item.ocb());
            sink.u16("flags", 0x3E00);
            string(sink, item.luaName());
        }
        sink.s32("aiItems", 0);
        sink.s32("cameras", 0);
        sink.s32("flybyCameras", plan.flybys().size());
        for (var flyby : plan.flybys()) {
            sink.dwords("flyby", new int[] {flyby.x(), flyby.y(), flyby.z(), flyby.x(), flyby.y(),
                    flyby.z() + SECTOR, flyby.sequence(), flyby.index()});
            sink.u16("fov", 80 * 182);
            sink.s16("roll", 0);
            sink.u16("timer", 0);
            sink.u16("speed", 655);
            sink.u16("flags", 0);
            sink.s32("room", flyby.room());
        }
        for (var empty : List.of("sinks", "soundSources", "eventSets")) {
            sink.s32(empty, 0);
        }
        return sink.toByteArray();
    }

    /** A string as .NET's BinaryWriter writes it: its UTF-8 length seven bits a byte, then the bytes. */
    private static void string(ByteSink sink, String text) {
        var bytes = text.getBytes(StandardCharsets.UTF_8);
        var length = bytes.length;
        while (length >= 0x80) {
            sink.u8("length", length & 0x7F | 0x80);
            length >>>= 7;
        }
        sink.u8("length", length);
        sink.bytes("text", bytes);
    }

    static void floats(ByteSink sink, String field, float... values) {
        for (var value : values) {
            sink.f32(field, value);
        }
    }

    /** A small grey PNG, every atlas's and the sky's image. */
    private static byte[] png() {
        var image = new BufferedImage(ATLAS_SIDE, ATLAS_SIDE, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < ATLAS_SIDE; y++) {
            for (int x = 0; x < ATLAS_SIDE; x++) {
                image.setRGB(x, y, 0xFF808080 + (x + y) * 0x101010);
            }
        }
        var out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
