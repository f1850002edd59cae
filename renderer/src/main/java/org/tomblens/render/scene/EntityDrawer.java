package org.tomblens.render.scene;

import java.util.BitSet;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.EntityPoses;
import org.tomblens.render.view.EntityClock;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.ModelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.GpuMesh;

/**
 * The level's entities in a frame: each posed where its room's place is drawn (entities follow their room's
 * flips; the sky is the sky's), its bones uploaded, and every drawn entity of a model drawn in one instanced
 * draw per pass and sidedness. While one entity is held the others pause, and carry on once it is released.
 */
final class EntityDrawer {
    private final Level level;
    private final EntityPoses poses;
    private final DrawnRooms rooms;
    private final SkyDrawer sky;
    private final EntityClock clock = new EntityClock();
    private final EntityPoses.Visibility drawn = this::isDrawn;
    /** Entities hidden one by one (a script's {@code item.visible = false}): never posed, so neither drawn nor picked. */
    private final BitSet hidden = new BitSet();
    /** Per model: how far it reaches from its origin level with the floor, and its lowest and highest Y. */
    private final float[] reach;
    private int drawnCount;

    EntityDrawer(Level level, LevelAnimation animation, DrawnRooms rooms, SkyDrawer sky) {
        this.level = level;
        this.poses = new EntityPoses(level, animation);
        this.rooms = rooms;
        this.sky = sky;
        var models = level.animation().models().size();
        reach = new float[3 * models];
        for (int m = 0; m < models; m++) {
            var box = animation.poses().reach(m);
            reach[3 * m] = Math.max(Math.max(Math.abs(box[0]), Math.abs(box[1])), Math.max(Math.abs(box[4]), Math.abs(box[5])));
            reach[3 * m + 1] = box[2];
            reach[3 * m + 2] = box[3];
        }
    }

    EntityPoses poses() {
        return poses;
    }

    /**
     * Whether entity {@code entity} is drawn: it stands where the frame draws, or in a room joined to the camera's
     * and its model, in any frame of its animations turned any way, reaches into the space of a room seen.
     */
    boolean isDrawn(int entity) {
        if (hidden.get(entity)) {
            return false;
        }
        var model = poses.model(entity);
        if (sky.isSky(model)) {
            return false;
        }
        var placed = level.entities().get(entity);
        if (rooms.isPlaceDrawn(placed.room())) {
            return true;
        }
        if (model < 0 || !rooms.isPlaceJoined(placed.room())) {
            return false;
        }
        var radius = reach[3 * model];
        return rooms.reachesSeenSpace(placed.x() - radius, placed.y() + reach[3 * model + 1], placed.z() - radius,
                placed.x() + radius, placed.y() + reach[3 * model + 2], placed.z() + radius);
    }

    void setHidden(int entity, boolean hide) {
        hidden.set(entity, hide);
    }

    boolean isHidden(int entity) {
        return hidden.get(entity);
    }

    /** Poses the entities the frame draws (none when entities are off) and uploads their bones; returns how many. */
    int pose(double seconds, RenderOptions options, BoneTable bones) {
        drawnCount = 0;
        if (options.entities) {
            drawnCount = poses.update(clock.time(seconds, poses.holding()), options.animateEntities, drawn);
            if (drawnCount > 0) {
                bones.entities(poses.table());
            }
        }
        return drawnCount;
    }

    /**
     * Whether the entities posed this frame show what changes with time alone: one loops its animation, or
     * one's model carries an animated texture.
     */
    boolean changeWithTime(ModelGeometry geometry) {
        if (drawnCount == 0) {
            return false;
        }
        if (poses.movingDrawn() > 0) {
            return true;
        }
        for (int m = 0; m < poses.models(); m++) {
            if (poses.instances(m) > 0 && geometry.buffers().animatesTextures(geometry.modelOwner(m))) {
                return true;
            }
        }
        return false;
    }

    /** Draws the posed entities' triangles of {@code pass} from the models' mesh. */
    void draw(RenderPass pass, GpuMesh models, ModelGeometry geometry, LevelProgram program, FrameStats stats) {
        if (drawnCount == 0) {
            return;
        }
        models.bind();
        for (int m = 0; m < poses.models(); m++) {
            var instances = poses.instances(m);
            var range = geometry.range(geometry.modelOwner(m), pass);
            if (instances > 0 && !sky.isSky(m) && !range.isEmpty()) {
                program.bones(poses.firstBone(m), poses.meshes(m));
                RangeDraw.draw(range, instances, stats);
            }
        }
        program.noBones();
    }
}
