package org.tomblens.maker.write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;

/**
 * Writes the files Tomb Raider I–III Remastered keeps beside a level (docs/remastered.md), from a classic TR1–TR3
 * level, in the layouts TR-Rando's TRLevelControl reads: the .PDP (the level's animation tables and models) and a
 * .TRG. No Remastered level is public, so the .TRG holds what the classic level has, laid out as the file lays out
 * its parts: no ambient cubes and none of the records no public reader names, one mesh a room with one shader whose
 * first range is the room's run of indices (first index, index count), the object-texture pages its faces use as
 * the texture numbers, every room's faces as triangles indexing one shared run of vertices, each vertex at its room's
 * coordinates with the 1-based place of its face's page and that face's corner's U and V (the high byte).
 */
public final class RemasteredCompanionWriter {
    private static final byte[] TRG_MAGIC = {'T', 'R', 'G', 3};
    private static final int UNKNOWN_HEADER_BYTES = 26;

    private RemasteredCompanionWriter() {}

    /** The .PDP of a classic TR1–TR3 level: its animations, state changes, dispatches, commands, trees, frames, models. */
    public static byte[] pdp(Level level) {
        requireClassic(level);
        var sink = new ByteSink(1 << 16);
        AnimationWriter.writeTables(sink, level.animation());
        AnimationWriter.writeModels(sink, level.animation());
        return sink.toByteArray();
    }

    /** A .TRG holding the rooms of a classic TR1–TR3 level (see the class comment). */
    public static byte[] trg(Level level) {
        requireClassic(level);
        var pages = new LinkedHashMap<Integer, Integer>();
        var vertices = new ByteSink(1 << 16);
        var indices = new ArrayList<Integer>();
        var ranges = new ArrayList<int[]>();
        var vertexCount = 0;
        for (var room : level.rooms()) {
            var first = indices.size();
            for (var face : faces(room)) {
                var texture = level.texturing().objectTextures().get(face.objectTexture());
                var page = pages.computeIfAbsent(texture.page(), p -> pages.size() + 1);
                var corners = face.isQuad() ? new int[] {0, 1, 2, 0, 2, 3} : new int[] {0, 1, 2};
                for (var corner : corners) {
                    var vertex = room.vertices().get(face.vertex(corner));
                    var uv = texture.corners().get(corner);
                    vertices.s16("x", Math.round(vertex.x()));
                    vertices.s16("y", Math.round(vertex.y()));
                    vertices.s16("z", Math.round(vertex.z()));
                    vertices.s16("unknown", 0);
                    vertices.bytes("normal", new byte[3]);
                    vertices.u8("texture", page);
                    vertices.bytes("ambient1", new byte[3]);
                    vertices.u8("u", uv.u() >> 8);
                    vertices.bytes("ambient2", new byte[3]);
                    vertices.u8("v", uv.v() >> 8);
                    indices.add(vertexCount++);
                }
            }
            ranges.add(new int[] {first, indices.size() - first});
        }
        var sink = new ByteSink(vertices.position() + 4 * indices.size() + (1 << 12));
        sink.bytes("magic", TRG_MAGIC);
        sink.u32("numAmbientCubes", 0);
        sink.bytes("unknown1", new byte[UNKNOWN_HEADER_BYTES - 2]);
        sink.u8("unknown2", 0);
        sink.u8("unknown3", 0);
        sink.u8("numUnknown4", 0);
        sink.u8("numUnknown5", 0);
        sink.u32("numMeshes", ranges.size());
        for (var range : ranges) {
            sink.u32("numShaders", 1);
            sink.u32("type", 0);
            sink.bytes("unknown", new byte[16]);
            sink.u32("first", range[0]);
            sink.u32("count", range[1]);
            sink.bytes("indexInfo", new byte[16]);
            sink.u32("unknown1", 0);
            sink.u32("numUnknown2", 0);
        }
        sink.u32("numTextures", pages.size());
        pages.keySet().forEach(page -> sink.u16("textures", page));
        sink.padTo("texturesPadding", (sink.position() + 3) / 4 * 4);
        sink.u32("numIndices", indices.size());
        sink.u32("numVertices", vertexCount);
        indices.forEach(index -> sink.u32("indices", index));
        sink.bytes("vertices", vertices.toByteArray());
        return sink.toByteArray();
    }

    private static Iterable<Face> faces(Room room) {
        var faces = new ArrayList<Face>(room.quads());
        faces.addAll(room.triangles());
        return faces;
    }

    private static void requireClassic(Level level) {
        if (level.version().atLeast(GameVersion.TR4)) {
            throw new IllegalArgumentException("only TR1–TR3 levels have Remastered companions, not " + level.version());
        }
    }
}
