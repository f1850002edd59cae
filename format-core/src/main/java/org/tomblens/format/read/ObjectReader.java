package org.tomblens.format.read;

import static org.tomblens.format.model.GameVersion.*;

import java.util.List;
import org.tomblens.format.io.ByteCursor;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.ObjectTexture;
import org.tomblens.format.model.SpriteSequence;
import org.tomblens.format.model.SpriteTexture;
import org.tomblens.format.model.StaticMesh;

/**
 * Reads static meshes, object textures and sprites (§5.3, §9.3, §5.6–5.7); TRLE object libraries store the
 * static meshes as TR4 does.
 */
public final class ObjectReader {
    private ObjectReader() {}

    public static List<StaticMesh> staticMeshes(ByteCursor cursor, int meshPointers) {
        return staticMeshes(cursor, meshPointers, false);
    }

    /**
     * Static meshes of 32 bytes, or of 18 where {@code visibilityOnly}: TR1's May 1996 PlayStation build keeps one
     * box and no flags (trview's reader), and the box is taken for both, the flags as 0.
     */
    static List<StaticMesh> staticMeshes(ByteCursor cursor, int meshPointers, boolean visibilityOnly) {
        return Records.counted32(cursor, "staticMeshes", visibilityOnly ? 18 : 32, c -> {
            var id = c.u32("id");
            var meshOffset = c.position();
            var mesh = c.u16("mesh");
            if (mesh >= meshPointers) {
                throw c.errorAt(meshOffset, "mesh", "mesh pointer " + mesh + " does not exist (the level has "
                        + meshPointers + ")");
            }
            var visibility = Records.box(c);
            return visibilityOnly ? new StaticMesh(id, mesh, visibility, visibility, 0)
                    : new StaticMesh(id, mesh, visibility, Records.box(c), c.u16("flags"));
        });
    }

    static int objectTextureSize(GameVersion version) {
        return switch (version) {
            case TR1, TR2, TR3 -> 20;
            case TR4 -> 38;
            case TR5 -> 40;
        };
    }

    static List<ObjectTexture> objectTextures(ByteCursor cursor, GameVersion version) {
        return Records.counted32(cursor, "objectTextures", objectTextureSize(version), c -> {
            var attribute = c.u16("attribute");
            var tile = c.u16("tileAndFlag");
            var flags = version.isChunked() ? c.u16("newFlags") : 0;
            var corners = Records.list(c, "vertices", 4,
                    v -> new ObjectTexture.TexCoord(v.u16("u"), v.u16("v")));
            if (!version.isChunked()) {
                return new ObjectTexture(attribute, tile, flags, corners, 0, 0, 0, 0);
            }
            var texture = new ObjectTexture(attribute, tile, flags, corners, c.u32("originalU"), c.u32("originalV"),
                    c.u32("width"), c.u32("height"));
            if (version == TR5) {
                c.skip("filler", 2);
            }
            return texture;
        });
    }

    static List<SpriteTexture> spriteTextures(ByteCursor cursor) {
        return Records.counted32(cursor, "spriteTextures", 16, c -> new SpriteTexture(c.u16("tile"), c.u8("x"),
                c.u8("y"), c.u16("width"), c.u16("height"), c.s16("leftSide"), c.s16("topSide"),
                c.s16("rightSide"), c.s16("bottomSide")));
    }

    static List<SpriteSequence> spriteSequences(ByteCursor cursor, int spriteTextures) {
        return Records.counted32(cursor, "spriteSequences", 8, c -> {
            var sequence = new SpriteSequence(c.s32("spriteId"), c.s16("negativeLength"), c.s16("offset"));
            if (sequence.offset() < 0 || sequence.length() < 0
                    || sequence.offset() + sequence.length() > spriteTextures) {
                throw c.errorAt(c.position() - 4, "offset", "sprites " + sequence.offset() + " .. "
                        + (sequence.offset() + sequence.length() - 1) + " lie outside the " + spriteTextures
                        + " sprite textures");
            }
            return sequence;
        });
    }
}
