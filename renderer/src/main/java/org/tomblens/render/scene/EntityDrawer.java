package org.tomblens.render.scene;

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
    private int drawnCount;

    EntityDrawer(Level level, LevelAnimation animation, DrawnRooms rooms, SkyDrawer sky) {
        this.level = level;
        this.poses = new EntityPoses(level, animation);
        this.rooms = rooms;
        this.sky = sky;
    }

    EntityPoses poses() {
        return poses;
    }

    /** Whether entity {@code entity} stands where the frame draws. */
    boolean isDrawn(int entity) {
        return rooms.isPlaceDrawn(level.entities().get(entity).room()) && !sky.isSky(poses.model(entity));
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
