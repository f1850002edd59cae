package org.tomblens.render.view;

import org.tomblens.format.geometry.SpriteBillboards;
import org.tomblens.format.model.Level;

/**
 * Where the entities of the last frame stand, for overlays: a posed entity's current keyframe box, turned
 * and placed as the entity stands, and a marker box for an entity with neither a model nor a sprite.
 * Corners are written as x, y, z triples, corner i taking x from bit 0, y from bit 1, z from bit 2.
 */
public final class EntityBounds {
    private static final float MARKER_HALF = 256f;

    private final Level level;
    private final EntityPoses poses;
    private final EntityPoses.Visibility drawn;
    /** Entities drawn as sprites (TR1/TR2 pickups), which need no marker. */
    private final boolean[] spriteEntity;

    public EntityBounds(Level level, EntityPoses poses, SpriteBillboards billboards, EntityPoses.Visibility drawn) {
        this.level = level;
        this.poses = poses;
        this.drawn = drawn;
        spriteEntity = new boolean[level.entities().size()];
        billboards.billboards().stream().filter(SpriteBillboards.Billboard::isEntity)
                .forEach(billboard -> spriteEntity[billboard.entity()] = true);
    }

    /** The eight world-space corners of entity {@code e}'s current keyframe box, if the last frame drew it. */
    public boolean keyframeBox(int e, float[] corners) {
        if (e < 0 || e >= level.entities().size() || poses.boneOf(e) < 0) {
            return false;
        }
        var pose = poses.pose(e);
        var entity = level.entities().get(e);
        var angle = entity.angle() / 65536.0 * 2 * Math.PI;
        var cos = (float) Math.cos(angle);
        var sin = (float) Math.sin(angle);
        for (int i = 0; i < 8; i++) {
            var x = pose.boundingBox(i & 1);
            var y = pose.boundingBox(2 + (i >> 1 & 1));
            var z = pose.boundingBox(4 + (i >> 2 & 1));
            corners[i * 3] = entity.x() + cos * x + sin * z;
            corners[i * 3 + 1] = entity.y() + y;
            corners[i * 3 + 2] = entity.z() - sin * x + cos * z;
        }
        return true;
    }

    /**
     * For an entity with neither a model nor a sprite, standing where the last frame drew: the corners of a
     * marker box on its spot (half a sector wide, on the floor).
     */
    public boolean marker(int e, float[] corners) {
        if (e < 0 || e >= level.entities().size() || poses.model(e) >= 0 || spriteEntity[e] || !drawn.drawn(e)) {
            return false;
        }
        var entity = level.entities().get(e);
        for (int i = 0; i < 8; i++) {
            corners[i * 3] = entity.x() + ((i & 1) == 0 ? -MARKER_HALF : MARKER_HALF);
            corners[i * 3 + 1] = entity.y() - ((i >> 1 & 1) == 0 ? 2 * MARKER_HALF : 0);
            corners[i * 3 + 2] = entity.z() + ((i >> 2 & 1) == 0 ? -MARKER_HALF : MARKER_HALF);
        }
        return true;
    }
}
