package org.tomblens.render.scene;

import org.tomblens.format.geometry.ObjectTextureTable;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Room;

/** Flat floor faces of rooms, for views straight down whose distances and texels are known. */
final class FloorFaces {
    private FloorFaces() {}

    /** The room's first flat, opaque floor quad, or null. */
    static Face flatOpaque(Room room, ObjectTextureTable table) {
        for (var face : room.quads()) {
            var y = room.vertices().get(face.v0()).y();
            var flat = true;
            for (int c = 1; c < 4; c++) {
                flat &= room.vertices().get(face.vertex(c)).y() == y;
            }
            var textureOk = face.objectTexture() < table.size() && table.pass(face.objectTexture()) == RenderPass.OPAQUE;
            if (flat && textureOk && isFloor(room, face)) {
                return face;
            }
        }
        return null;
    }

    /**
     * A floor is seen from above (-Y); faces are stored clockwise from their seen side, so the cross product
     * of the first triangle's edges points away from the viewer: down, +Y.
     */
    private static boolean isFloor(Room room, Face face) {
        var a = room.vertices().get(face.v0());
        var b = room.vertices().get(face.v1());
        var c = room.vertices().get(face.v2());
        var normalY = (b.z() - a.z()) * (c.x() - a.x()) - (b.x() - a.x()) * (c.z() - a.z());
        return normalY > 0;
    }
}
