package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
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
            var textureOk = face.objectTexture() < table.size()
                    && table.pass(face.objectTexture()) == RenderPass.OPAQUE;
            if (flat && textureOk && isFloor(room, face)) {
                return face;
            }
        }
        return null;
    }

    /**
     * The middle of a floor quad's first triangle, and its texel (the mean of the first three corners'): looking
     * straight down on it, the middle of the picture.
     */
    record Spot(float x, float z, float floorY, int layer, float u, float v) {}

    static Spot middle(Room room, Face face, ObjectTextureTable table) {
        var a = room.vertices().get(face.v0());
        var b = room.vertices().get(face.v1());
        var c = room.vertices().get(face.v2());
        var texture = face.objectTexture();
        return new Spot(room.x() + (a.x() + b.x() + c.x()) / 3f, room.z() + (a.z() + b.z() + c.z()) / 3f, a.y(),
                table.layer(texture), (table.u(texture, 0) + table.u(texture, 1) + table.u(texture, 2)) / 3f,
                (table.v(texture, 0) + table.v(texture, 1) + table.v(texture, 2)) / 3f);
    }

    /** Options that draw rooms alone, unlit and opaque: what a floor's texel is checked against. */
    static RenderOptions roomsOnly() {
        var options = new RenderOptions();
        options.lighting = false;
        options.entities = false;
        options.sprites = false;
        options.staticMeshes = false;
        options.transparency = false;
        options.sky = false;
        return options;
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
