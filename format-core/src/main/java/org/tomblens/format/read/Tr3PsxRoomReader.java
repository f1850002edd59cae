package org.tomblens.format.read;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Room;

/**
 * Reads a room of a TR3 PlayStation level: a PC TR3 room's place, its mesh cut into roomlets ({@link PsxRoomlets}),
 * then a PC TR3 room's, but its portals' heights count from the room's top too.
 *
 * <p>Faces name room textures, which the file stores after everything else; {@link #finish} renumbers them once
 * the object textures before them are counted.
 */
final class Tr3PsxRoomReader {
    private Tr3PsxRoomReader() {}

    static Room read(ByteCursor cursor, ReadContext context, ReadContext.LaterReference roomTextures, int roomIndex,
                     int roomCount) {
        var header = RoomReader.Header.read(cursor);
        var data = cursor.slice("roomData", (int) (header.dataEnd() - cursor.position()));
        var mesh = new PsxRoomlets(data, roomTextures, roomIndex, header.yTop());
        if (header.dataWords() > 0) {
            mesh.read();
        }
        cursor.seek("numDataWords", header.dataEnd());
        return RoomReader.rest(cursor, context.version, header,
                new RoomReader.RoomMesh(mesh.vertices, mesh.quads, mesh.triangles, List.of()), roomCount,
                header.yTop());
    }

    /** The room with its faces naming room textures from {@code first}. */
    static Room finish(Room room, int first) {
        return new Room(room.x(), room.y(), room.z(), room.yBottom(), room.yTop(), room.vertices(),
                renumbered(room.quads(), first), renumbered(room.triangles(), first), room.sprites(), room.portals(),
                room.numZSectors(), room.numXSectors(), room.sectors(), room.ambient(), room.ambient2(),
                room.lightMode(), room.lights(), room.staticMeshes(), room.alternateRoom(), room.flags(),
                room.waterScheme(), room.reverbInfo(), room.alternateGroup(), room.layers());
    }

    private static List<Face> renumbered(List<Face> faces, int first) {
        var result = new ArrayList<Face>(faces.size());
        for (var face : faces) {
            result.add(new Face(face.v0(), face.v1(), face.v2(), face.v3(), face.texture() + first, face.effects()));
        }
        return result;
    }
}
