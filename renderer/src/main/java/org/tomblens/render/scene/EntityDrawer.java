package org.tomblens.render.scene;

import java.util.BitSet;
import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.EntityPoses;
import org.tomblens.render.view.EntityClock;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.Camera;
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
    /** The box {@link #reachOf} or {@link PoseBounds#meshBox} gives: minimum x, y, z, then maximum. */
    private final float[] box = new float[6];
    /** Where each entity's triangles lie in the pose of this frame. */
    private final PoseBounds posed;
    private final ScreenArea changing = new ScreenArea();
    /** Where on the screen the entity being looked at may show ({@link DrawnRooms#screenBound}). */
    private final float[] screen = new float[4];
    /** Of {@link #changing}, the part of the entities that loop an animation. */
    private final ScreenArea moving = new ScreenArea();
    /** The models with a face whose texture is animated. */
    private final BitSet animatedModels = new BitSet();

    EntityDrawer(Level level, LevelAnimation animation, ModelGeometry models, DrawnRooms rooms, SkyDrawer sky) {
        this.level = level;
        this.poses = new EntityPoses(level, animation);
        this.posed = new PoseBounds(models, level.animation().models().size());
        this.rooms = rooms;
        this.sky = sky;
        for (int m = 0; m < poses.models(); m++) {
            animatedModels.set(m, models.buffers().animatesTextures(models.modelOwner(m)));
        }
        reach = new float[3 * level.animation().models().size()];
        // Of the models the entities show alone: a level declares many more (its objects, its pick-ups, Lara's
        // outfits), whose keyframes took most of this upload's time when every model's reach was found.
        var found = new boolean[level.animation().models().size()];
        for (int e = 0; e < level.entities().size(); e++) {
            var m = poses.model(e);
            if (m >= 0 && !found[m]) {
                found[m] = true;
                var box = animation.poses().reach(m);
                reach[3 * m] = Math.max(Math.max(Math.abs(box[0]), Math.abs(box[1])),
                        Math.max(Math.abs(box[4]), Math.abs(box[5])));
                reach[3 * m + 1] = box[2];
                reach[3 * m + 2] = box[3];
            }
        }
    }

    EntityPoses poses() {
        return poses;
    }

    /**
     * Whether entity {@code entity} is drawn: its model, in any frame of its animations turned any way, reaches into
     * the view, and it stands where the frame draws, or in a room joined to the camera's and reaches into the space of
     * a room seen. An entity without a model is drawn where the frame draws its room.
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
        if (model < 0) {
            return rooms.isPlaceDrawn(placed.room());
        }
        reachOf(entity, model);
        // One outside the view is not drawn even in a room drawn: it could not show, and its animation, left out,
        // does not keep the window drawing.
        if (rooms.isPlaceDrawn(placed.room())) {
            return rooms.inView(box[0], box[1], box[2], box[3], box[4], box[5]);
        }
        return rooms.isPlaceJoined(placed.room())
                && rooms.reachesSeenSpace(box[0], box[1], box[2], box[3], box[4], box[5]);
    }

    /** The box entity {@code entity} of model {@code model} reaches in any frame turned any way, into {@link #box}. */
    private void reachOf(int entity, int model) {
        var placed = level.entities().get(entity);
        var radius = reach[3 * model];
        box[0] = placed.x() - radius;
        box[1] = placed.y() + reach[3 * model + 1];
        box[2] = placed.z() - radius;
        box[3] = placed.x() + radius;
        box[4] = placed.y() + reach[3 * model + 2];
        box[5] = placed.z() + radius;
    }

    /**
     * Where on the screen (a view of {@code width} x {@code height} through {@code camera}) the entities posed this
     * frame can look different from one frame to the next: those that loop an animation and, when {@code stepping},
     * those whose model has an animated texture, which may step (rooms that step behind or before one are drawn anew
     * where they show, {@link StillRooms#steppingArea}, and the entity with them); each where the triangles of its
     * meshes lie in this frame's pose and may be seen through the rooms they are in (where they lay in the last
     * frame's is the last frame's area); the whole view while one is held or a cutscene is staged, which move them as
     * their player has them.
     */
    ScreenArea changingArea(Camera camera, int width, int height, boolean stepping) {
        changing.clear();
        moving.clear();
        if (poses.holding() || poses.staged()) {
            changing.coverWholeView();
            moving.coverWholeView();
            return changing;
        }
        var viewProjection = camera.viewProjection();
        for (int e = 0; drawnCount > 0 && e < level.entities().size(); e++) {
            var loops = poses.moving(e);
            var model = poses.model(e);
            if (!loops && !(stepping && model >= 0 && animatedModels.get(model))) {
                continue;
            }
            var meshes = posed.meshes(poses, e);
            for (int mesh = 0; mesh < meshes; mesh++) {
                if (posed.meshBox(poses, e, mesh, box)
                        && rooms.screenBound(viewProjection, box[0], box[1], box[2], box[3], box[4], box[5], screen)) {
                    changing.cover(screen, width, height);
                    if (loops) {
                        moving.cover(screen, width, height);
                    }
                }
            }
        }
        return changing;
    }

    /**
     * Of the area {@link #changingArea} found last, the part of the entities that loop an animation: what can change
     * again in the next frame of the same step.
     */
    ScreenArea movingArea() {
        return moving;
    }

    /** The switches that decide which entities are drawn and how, one bit each. */
    static long key(RenderOptions options) {
        return (options.entities ? 1 : 0) | (options.animateEntities ? 2 : 0) | (options.sprites ? 4 : 0)
                | (options.transparency ? 8 : 0);
    }

    BitSet hidden() {
        return hidden;
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

    /** Whether an entity posed this frame loops an animation: its pose changes all the time. */
    boolean animating() {
        return drawnCount > 0 && poses.movingDrawn() > 0;
    }

    /** Whether the model of an entity posed this frame carries an animated texture, which changes step by step. */
    boolean showsAnimatedTextures() {
        for (int m = 0; drawnCount > 0 && m < poses.models(); m++) {
            if (poses.instances(m) > 0 && animatedModels.get(m)) {
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
