package org.tomblens.format.geometry;

import java.util.ArrayList;
import java.util.List;
import org.tomblens.format.model.DataWarning;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Model;
import org.tomblens.format.model.SpriteTexture;

/**
 * Builds {@link SpriteBillboards}. A sprite texture's texels (§5.6): TR1–TR3 start at pixel (x, y) and are
 * {@code (Width >> 8) + 1} by {@code (Height >> 8) + 1} pixels ({@code Width = w * 256 + 255}); TR4/TR5 store
 * {@code Width = (w - 1) * 256}, which the same formula reads, and keep the texel rectangle in the side
 * fields (left, top, right, bottom in pixels, right and bottom exclusive), which are used when they make
 * a rectangle on the page. Rectangles are clipped to the page.
 */
final class SpriteBuilder {
    /** World units per texel for a TR4/TR5 sprite, which stores no extents. */
    static final int UNITS_PER_TEXEL = 4;
    private static final int PAGE = 256;

    private SpriteBuilder() {}

    static SpriteBillboards build(Level level, int pageCount, List<DataWarning> warnings) {
        var textures = level.texturing().spriteTextures();
        var quads = new ArrayList<SpriteQuad>(textures.size());
        for (int i = 0; i < textures.size(); i++) {
            quads.add(quad(level.version(), textures.get(i), pageCount, "spriteTextures[" + i + "]", warnings));
        }
        var rooms = level.rooms();
        var byRoom = new ArrayList<List<Placed>>();
        for (int r = 0; r < rooms.size(); r++) {
            var room = rooms.get(r);
            var placed = new ArrayList<Placed>();
            for (var sprite : room.sprites()) {
                if (sprite.vertex() < 0 || sprite.vertex() >= room.vertices().size()
                        || sprite.spriteTexture() >= textures.size()) {
                    DataWarning.add(warnings, "rooms[" + r + "].sprites", "sprite on vertex " + sprite.vertex()
                            + " with texture " + sprite.spriteTexture() + " does not exist; left out");
                    continue;
                }
                var vertex = room.vertices().get(sprite.vertex());
                placed.add(new Placed(-1, sprite.spriteTexture(), room.x() + vertex.x(), vertex.y(),
                        room.z() + vertex.z()));
            }
            byRoom.add(placed);
        }
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            var entity = entities.get(e);
            var texture = spriteTextureOf(level, quads.size(), entity.type());
            if (texture >= 0 && entity.room() < byRoom.size()) {
                byRoom.get(entity.room()).add(new Placed(e, texture, entity.x(), entity.y(), entity.z()));
            }
        }
        var billboards = new ArrayList<SpriteBillboards.Billboard>();
        var roomStart = new int[rooms.size() + 1];
        for (int r = 0; r < byRoom.size(); r++) {
            roomStart[r] = billboards.size();
            for (var placed : byRoom.get(r)) {
                billboards.add(new SpriteBillboards.Billboard(r, placed.entity(), placed.spriteTexture(), placed.x(),
                        placed.y(), placed.z(), 6 * billboards.size()));
            }
        }
        roomStart[rooms.size()] = billboards.size();
        return new SpriteBillboards(quads, billboards, roomStart);
    }

    /** A sprite found in a room, before its place among the billboards is known. */
    private record Placed(int entity, int spriteTexture, float x, float y, float z) {}

    /** The first sprite texture of the sequence with this id (§5.7), for a type that has no model; else -1. */
    private static int spriteTextureOf(Level level, int quadCount, int type) {
        for (Model model : level.animation().models()) {
            if (model.id() == type) {
                return -1;
            }
        }
        for (var sequence : level.texturing().spriteSequences()) {
            if (sequence.spriteId() == type && sequence.length() > 0 && sequence.offset() < quadCount) {
                return sequence.offset();
            }
        }
        return -1;
    }

    private static SpriteQuad quad(GameVersion version, SpriteTexture texture, int pageCount, String path,
                                   List<DataWarning> warnings) {
        var layer = texture.tile();
        if (layer >= pageCount) {
            DataWarning.add(warnings, path + ".tile", "page " + layer + " does not exist (the level has "
                    + pageCount + "); drawn from page 0");
            layer = 0;
        }
        int left = texture.x();
        int top = texture.y();
        var right = left + (texture.width() >> 8) + 1;
        var bottom = top + (texture.height() >> 8) + 1;
        var chunked = version.isChunked();
        if (chunked && texture.leftSide() >= 0 && texture.leftSide() < texture.rightSide()
                && texture.rightSide() <= PAGE && texture.topSide() >= 0 && texture.topSide() < texture.bottomSide()
                && texture.bottomSide() <= PAGE) {
            left = texture.leftSide();
            top = texture.topSide();
            right = texture.rightSide();
            bottom = texture.bottomSide();
        }
        if (right > PAGE || bottom > PAGE) {
            DataWarning.add(warnings, path, "texels " + left + ".." + right + " x " + top + ".." + bottom
                    + " run past the page; clipped");
            right = Math.min(right, PAGE);
            bottom = Math.min(bottom, PAGE);
        }
        var u0 = left / (float) PAGE;
        var v0 = top / (float) PAGE;
        var u1 = right / (float) PAGE;
        var v1 = bottom / (float) PAGE;
        if (!chunked) {
            return new SpriteQuad(layer, u0, v0, u1, v1, texture.leftSide(), texture.topSide(), texture.rightSide(),
                    texture.bottomSide(), true);
        }
        var halfWidth = (right - left) * UNITS_PER_TEXEL / 2;
        var halfHeight = (bottom - top) * UNITS_PER_TEXEL / 2;
        return new SpriteQuad(layer, u0, v0, u1, v1, -halfWidth, -halfHeight, halfWidth, halfHeight, false);
    }
}
