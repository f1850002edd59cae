package org.tomblens.format.geometry;

import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.RoomStaticMesh;

/**
 * A static mesh instance in its room (§3.2.8): its mesh turned about the vertical axis by its rotation
 * (16384 per quarter turn), moved to its place, and tinted by its light, which scales the mesh's own (baked
 * shades, or for a normal-lit mesh the scale of the light its normals get at draw time). Normals turn too,
 * so that the shader lights them in world space.
 */
final class StaticPlacement implements Placement {
    private final RoomStaticMesh instance;
    private final float cos;
    private final float sin;
    private final float[] tint;

    StaticPlacement(RoomStaticMesh instance, GameVersion version) {
        this.instance = instance;
        var angle = instance.rotation() / 65536.0 * 2 * Math.PI;
        cos = (float) Math.cos(angle);
        sin = (float) Math.sin(angle);
        tint = tint(instance.light(), version);
    }

    @Override
    public void put(int[] words, int at, FaceSet faces, int vertex, int colour) {
        var x = faces.x(vertex);
        var z = faces.z(vertex);
        var normal = faces.hasNormals() ? turnedNormal(faces, vertex) : 0;
        Placement.put(words, at, instance.x() + cos * x + sin * z, instance.y() + faces.y(vertex),
                instance.z() - sin * x + cos * z, tinted(colour), normal, 0);
    }

    private int turnedNormal(FaceSet faces, int vertex) {
        var nx = faces.normal(vertex, 0);
        var nz = faces.normal(vertex, 2);
        return VertexLight.normal(cos * nx + sin * nz, faces.normal(vertex, 1), -sin * nx + cos * nz);
    }

    /** The colour with each channel scaled by the tint, saturating at 255. */
    private int tinted(int colour) {
        var tinted = colour & 0xFF000000;
        for (int c = 0; c < 3; c++) {
            var value = Math.min(255, Math.round((colour >> 8 * c & 0xFF) * tint[c]));
            tinted |= value << 8 * c;
        }
        return tinted;
    }

    /** The instance's light as a multiplier per channel, 1 being the mesh's own light. */
    private static float[] tint(int light, GameVersion version) {
        if (version.atLeast(GameVersion.TR3)) {
            // 15-bit colour; 16 of 31 is the mesh's own brightness.
            return new float[] {(light >> 10 & 31) / 16f, (light >> 5 & 31) / 16f, (light & 31) / 16f};
        }
        // 0 bright .. 0x1FFF dark; 0x1000 is the mesh's own brightness.
        var level = Math.max(0, 0x1FFF - Math.min(0x1FFF, light)) / (float) 0x1000;
        return new float[] {level, level, level};
    }
}
