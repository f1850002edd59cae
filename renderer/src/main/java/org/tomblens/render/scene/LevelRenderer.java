package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.EntityBounds;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL33C.*;

import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Playhead;
import org.tomblens.format.cutscene.CutsceneCast;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.floordata.RoomFinder;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RoomBoxes;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.Level;
import org.tomblens.format.prepared.PreparedLevel;
import org.tomblens.format.script.Atmosphere;
import org.tomblens.render.pick.PickResult;

/**
 * Draws frames of one level. What was uploaded once ({@link LevelScene}) is drawn through the level program
 * ({@link LevelProgram}): a frame finds the rooms to draw through the portals ({@link DrawnRooms}), poses the
 * entities standing in them ({@link EntityDrawer}), draws the sky (the script's cloud layers, {@link SkyLayers},
 * then the horizon model, {@link SkyDrawer}), then pass by pass — opaque, alpha-tested, additive and blended (those
 * back to front) — with one multi-draw per pass and sidedness for all rooms and their statics, and one instanced
 * draw per model, pass and sidedness for the entities; the sprites ({@link SpriteDrawer}) come after the
 * alpha-tested pass, and the nearest fog bulbs and the script's distance fog ({@link DistanceFog}) tint it all.
 * Picking ({@link LevelPicker}) and the overlays' boxes ({@link EntityBounds}) read the last frame. A
 * frame allocates nothing.
 */
public final class LevelRenderer implements AutoCloseable {
    /** Below this alpha, a texel of an alpha-tested face is not drawn. */
    static final float ALPHA_CUT = 0.5f;
    /** What shows where nothing is drawn without the script's fog (the clear colour below), in bytes. */
    private static final Atmosphere.Colour BACKGROUND = new Atmosphere.Colour(20, 23, 28);

    private final Level level;
    private final FlipState flips;
    private final DrawnRooms rooms;
    private final LevelScene scene;
    private final MultiDraw multiDraw;
    private final SkyDrawer sky;
    private final SkyLayers skyLayers;
    private final EntityDrawer entities;
    private final BoneTable bones;
    private final LevelProgram program;
    private final SpriteDrawer sprites;
    private final LevelPicker picker;
    private final EntityBounds bounds;
    private final HiddenParts hidden;
    private final WorldDrawer world;
    private final ModelsAlone alone;
    private final FrameStats stats = new FrameStats();
    private final StillRooms still = new StillRooms();
    private final KeptView view = new KeptView();
    private boolean keepStillRooms;
    private boolean copyOnlyChanges;
    private Atmosphere atmosphere = Atmosphere.NONE;

    private LevelRenderer(Level level, LevelGeometry geometry, LevelAnimation animation, FlipState flips,
                          RoomFinder finder, RoomBoxes boxes) {
        this.level = level;
        this.flips = flips;
        this.rooms = new DrawnRooms(level, flips, finder, boxes);
        this.scene = new LevelScene(geometry);
        this.sky = new SkyDrawer(level, animation);
        this.entities = new EntityDrawer(level, animation, geometry.models(), rooms, sky);
        this.hidden = new HiddenParts(level, rooms.hidden(), entities.hidden(), still::forget);
        // The most runs one multi-draw gathers: the wireframe's one per drawn room and pass, a pass's one per room
        // and two per static instance (drawn one by one while one is hidden: its faces with an animated texture lie
        // apart from the others), or the sprites' one per billboard.
        var passes = RenderPass.values().length;
        this.multiDraw = new MultiDraw(Math.max(passes * level.rooms().size() + 2 * hidden.staticCount(),
                geometry.sprites().billboards().size()));
        this.skyLayers = new SkyLayers(geometry.pages());
        var mostMeshes = level.animation().models().stream().mapToInt(m -> m.numMeshes()).max().orElse(1);
        this.bones = new BoneTable(entities.poses().capacity(), sky.meshes(), Math.max(1, mostMeshes));
        sky.upload(bones);
        this.program = new LevelProgram(level);
        this.world = new WorldDrawer(program, scene, multiDraw, rooms, hidden);
        this.sprites = new SpriteDrawer(geometry.sprites(), scene.sprites, multiDraw, hidden.entities());
        this.picker = new LevelPicker(level, flips, scene, bones, entities.poses(), hidden);
        this.bounds = new EntityBounds(level, entities.poses(), geometry.sprites(), entities::isDrawn);
        this.alone = new ModelsAlone(scene, bones, program, stats);
    }

    /**
     * Uploads a prepared level for drawing, in the air and sky its script sets; call on the thread that owns the GL
     * context. Each frame shows the rooms {@code flips} has in place, as it stands then: its owner turns groups on
     * and off, the renderer only reads it. The level's rooms tell the room the camera is in from frame to frame.
     */
    public static LevelRenderer upload(PreparedLevel prepared, FlipState flips) {
        var renderer = new LevelRenderer(prepared.level(), prepared.geometry(), prepared.animation(), flips,
                prepared.rooms(), prepared.roomBoxes());
        renderer.atmosphere(prepared.script().atmosphere());
        return renderer;
    }

    public Level level() {
        return level;
    }

    /**
     * What the game's script sets for the level's air and sky: from the next frame on, its distance fog and sky
     * layers are drawn while {@link RenderOptions#scriptAtmosphere} is on. A level file carries neither.
     */
    public void atmosphere(Atmosphere atmosphere) {
        this.atmosphere = atmosphere;
        skyLayers.atmosphere(atmosphere);
        still.forget();
    }

    /**
     * Whether frames keep the rooms they drew, to copy them in again while the camera, the rooms and the switches stay
     * as they were and only entities move ({@link StillRooms}): for a window, which draws such frames while left alone.
     * Off (the default), every frame draws everything.
     */
    public void keepStillRooms(boolean on) {
        keepStillRooms = on;
        still.forget();
    }

    /**
     * Whether frames that keep their view ({@link #keepStillRooms}) copy into the bound target only the colour of
     * what changed ({@link FrameStats#changed}): for a target that holds the last frame's view elsewhere, on which
     * what is drawn after the view does not test depth, unless {@link #copyWholeView} is called first. Off (the
     * default), all the view is copied with its depth. Copying it all was a tenth of the CPU time of a window left
     * alone on a software renderer.
     */
    public void copyOnlyChanges(boolean on) {
        copyOnlyChanges = on;
    }

    /**
     * Copies all of the last frame's view, colour and depth, into its target, where that frame copied less
     * ({@link #copyOnlyChanges}): for what is then drawn over all the view, or tests its depth. Returns whether it
     * copied; the target stays bound.
     */
    public boolean copyWholeView() {
        return view.presentAll();
    }

    /** The statistics of the last frame. */
    public FrameStats stats() {
        return stats;
    }

    /** The rooms the last frame drew, in the order they were found. */
    public int drawnRoomCount() {
        return rooms.count();
    }

    public int drawnRoom(int i) {
        return rooms.room(i);
    }

    /**
     * The eight world-space corners of entity {@code e}'s current keyframe box (corner i takes x from bit
     * 0, y from bit 1, z from bit 2, as x, y, z triples), if the last frame drew it.
     */
    public boolean entityBounds(int e, float[] corners) {
        return bounds.keyframeBox(e, corners);
    }

    /**
     * For an entity with neither a model nor a sprite, standing in a room the last frame drew: the corners of
     * a marker box on its spot (half a sector wide, on the floor), in {@link #entityBounds}'s order.
     */
    public boolean markerBounds(int e, float[] corners) {
        return bounds.marker(e, corners);
    }

    /**
     * Poses entity {@code entity} wherever {@code playhead} stands at each frame, instead of its own looping,
     * until {@link #releaseEntity()}: an animation player playing it in place moves the playhead, and the
     * renderer reads it. Meanwhile the level's other entities pause where they are, and carry on from there
     * once it is released.
     *
     * @param playhead a playhead over the animations of the entity's model
     */
    public void holdEntity(int entity, Playhead playhead) {
        entities.poses().hold(entity, playhead);
    }

    /** Lets the held entity loop its first animation again, and the others move on. */
    public void releaseEntity() {
        entities.poses().release();
    }

    /** The rooms, statics and entities hidden one by one (a script's {@code visible}): neither drawn nor picked. */
    public HiddenParts hidden() {
        return hidden;
    }

    /**
     * Stands and poses {@code cast}'s actors as it has them at {@code frame}, until {@link #unstage()}: those that are
     * entities in their stead, the others as well as the level's entities. Staging the same cast again each frame
     * allocates nothing.
     */
    public void stage(CutsceneCast cast, int frame) {
        entities.poses().stage(cast, frame);
    }

    /** Puts a staged cutscene's actors back where the level has them. */
    public void unstage() {
        entities.poses().unstage();
    }

    /** Draws models one by one, each by itself, with this level's textures and program (an inset view). */
    public ModelsAlone alone() {
        return alone;
    }

    /** Whether a flip map is on: the level's flipped state, whose zones enemies then keep to. */
    public boolean flipped() {
        return flips.anyOn();
    }

    /** Whether the last frame drew room {@code room}. */
    public boolean wasDrawn(int room) {
        return rooms.isDrawn(room);
    }

    /**
     * Draws a frame into the bound framebuffer, of {@code width} x {@code height} pixels, clearing it first.
     *
     * @param seconds the time, for animation
     */
    public FrameStats render(Camera camera, int width, int height, RenderOptions options, double seconds) {
        return render(camera, 0, 0, width, height, options, seconds);
    }

    /**
     * Draws a frame into the rectangle of the bound framebuffer that starts at pixel (x, y) (from the
     * bottom left, as OpenGL counts) and is {@code width} x {@code height}, clearing that rectangle first.
     */
    public FrameStats render(Camera camera, int x, int y, int width, int height, RenderOptions options,
                             double seconds) {
        var start = System.nanoTime();
        var keeping = keepStillRooms && !options.wireframe && view.bind(width, height);
        if (!keeping) {
            view.forget();
        }
        draw(camera, keeping ? 0 : x, keeping ? 0 : y, width, height, options, seconds, keeping);
        var wholeView = (long) width * height;
        if (keeping && !view.present(x, y, copyOnlyChanges, stats.pixelsDrawn == wholeView)) {
            draw(camera, x, y, width, height, options, seconds, false);
        }
        if (keeping && stats.pixelsDrawn < wholeView) {
            System.arraycopy(view.part(), 0, stats.changed, 0, stats.changed.length);
            stats.changedPartCount = view.changeCount();
            System.arraycopy(view.changes(), 0, stats.changedParts, 0, 4 * view.changeCount());
        } else {
            stats.changed[0] = 0;
            stats.changed[1] = 0;
            stats.changed[2] = width;
            stats.changed[3] = height;
            stats.changedPartCount = 1;
            System.arraycopy(stats.changed, 0, stats.changedParts, 0, stats.changed.length);
        }
        glViewport(x, y, width, height);
        stats.cpuMillis = (System.nanoTime() - start) / 1e6;
        return stats;
    }

    /** Draws the frame into the bound target's rectangle; {@code keeping}: into the view kept, at its corner. */
    private void draw(Camera camera, int x, int y, int width, int height, RenderOptions options, double seconds,
                      boolean keeping) {
        stats.reset();
        camera.update(width / (float) Math.max(1, height));
        glViewport(x, y, width, height);
        glEnable(GL_SCISSOR_TEST);
        glScissor(x, y, width, height);
        // The script's fog is also what lies past the far view, so faces fade into the background.
        // A top view has no eye in the level: distances from it, and a sky round it, mean nothing.
        var fog = options.scriptAtmosphere && !camera.topView() ? atmosphere.fog().orElse(null) : null;
        if (fog == null && options.farView && !camera.topView()) {
            // The games' far view fades faces into the background, which is then their colour too.
            fog = BACKGROUND;
        }
        if (fog == null) {
            glClearColor(0.08f, 0.09f, 0.11f, 1f);
        } else {
            glClearColor(fog.red() / 255f, fog.green() / 255f, fog.blue() / 255f, 1f);
        }
        stats.cameraRoom = rooms.find(camera, options);
        var entitiesDrawn = entities.pose(seconds, options, bones);
        var roomsMove = rooms.changeWithTime(scene.worldGeometry, options);
        var step = AmbientSteps.step(seconds);
        var stepping = roomsMove || entities.showsAnimatedTextures();
        // Within a step of the textures' animation an entity that does not move looks as the view kept shows it; at
        // a new step one with an animated texture of its own changes, and rooms that step are drawn anew where they
        // show, with whatever stands before or behind them.
        var newStep = stepping && view.showsOtherStep(step);
        var roomsStep = roomsMove ? step : 0;
        stats.pixelsDrawn = keeping ? view.narrow(entities.changingArea(camera, width, height, newStep),
                still.steppingArea(camera, rooms, scene.worldGeometry, options, width, height, roomsStep),
                entities.movingArea(), EntityDrawer.key(options), step, width, height) : (long) width * height;
        glClearDepth(1.0);
        glDepthMask(true);
        if (!keeping) {
            // The view kept needs none: the rooms kept, or drawn and kept, are copied over all it draws anew; and a
            // clear cut by the scissor is, on a software renderer, a drawing of its own.
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        }
        PassState.depthAndWinding();
        glDisable(GL_BLEND);

        program.use(camera, options, seconds, fog != null);
        program.fog().choose(flips, camera.position(), options.fog && !camera.topView());
        if (fog != null) {
            program.distanceFog().on(fog);
        }
        scene.bindTextures(options, seconds);
        bones.bind(LevelProgram.BONES_UNIT);
        var kept = keeping ? still.reuse(camera, rooms, width, height, options, roomsMove, roomsStep, view.part(),
                stats) : StillRooms.Kept.NONE;
        stats.roomsKept = kept == StillRooms.Kept.ALL;
        if (!keeping) {
            // In the order a frame that keeps its rooms draws them: the rooms a step moves after the others. Where
            // faces of two rooms lie at one depth the one drawn first shows, so a frame drawn whole shows the same
            // face there as a frame that draws only the stepping rooms over the still ones kept.
            drawStill(camera, options, seconds, WorldDrawer.Rooms.STILL);
            if (roomsMove) {
                world.drawSolid(options, ALPHA_CUT, WorldDrawer.Rooms.MOVING, stats);
            }
        } else if (kept == StillRooms.Kept.STILL) {
            stats.onlySteppingRoomsDrawn = true;
            world.drawSolid(options, ALPHA_CUT, WorldDrawer.Rooms.MOVING, stats);
            still.show(stats, true);
        } else if (kept == StillRooms.Kept.NONE) {
            var drawsStill = still.drawsStill(stats);
            if (drawsStill) {
                still.stillDrawn(drawStill(camera, options, seconds, WorldDrawer.Rooms.STILL), stats);
            }
            stats.onlySteppingRoomsDrawn = !drawsStill;
            if (roomsMove) {
                still.drawStepping(stats);
                world.drawSolid(options, ALPHA_CUT, WorldDrawer.Rooms.MOVING, stats);
            }
            still.show(stats, !drawsStill);
            stats.pixelsDrawn = (long) width * height;
        }
        glDisable(GL_CULL_FACE);
        program.alphaCut(0f);
        entities.draw(RenderPass.OPAQUE, scene.models, scene.modelGeometry, program, stats);
        program.alphaCut(ALPHA_CUT);
        entities.draw(RenderPass.ALPHA_TEST, scene.models, scene.modelGeometry, program, stats);
        if (options.sprites) {
            sprites.draw(camera, rooms, options, fog, stats);
            program.resume();
        }
        if (options.transparency) {
            rooms.sortBackToFront(camera.position());
            PassState.blendFor(RenderPass.ADDITIVE);
            // TR4 keeps additive faces out of its fog bulbs: fogging light that is added would brighten it.
            program.fog().suspend();
            if (fog != null) {
                program.distanceFog().towardsBlack();
            }
            drawPass(RenderPass.ADDITIVE, options, 0f);
            program.fog().resume();
            if (fog != null) {
                program.distanceFog().on(fog);
            }
            PassState.blendFor(RenderPass.BLEND);
            drawPass(RenderPass.BLEND, options, 0f);
            glDepthMask(true);
            glDisable(GL_BLEND);
        }
        if (options.wireframe) {
            Wireframe.draw(program, scene, rooms, multiDraw, stats);
        }
        glBindVertexArray(0);
        glDisable(GL_CULL_FACE);
        glDisable(GL_SCISSOR_TEST);
        stats.visibleRooms = rooms.count();
        stats.visibleEntities = entitiesDrawn;
        stats.changesWithTime = stepping || entities.animating();
        stats.nextChange = entities.animating() ? seconds
                : stepping ? AmbientSteps.next(seconds) : Double.POSITIVE_INFINITY;
    }

    /**
     * The sky and the rooms' opaque and alpha-tested faces, before any entity: what {@link StillRooms} keeps. Returns
     * whether cloud layers, which drift with time, were drawn among them.
     */
    private boolean drawStill(Camera camera, RenderOptions options, double seconds, WorldDrawer.Rooms which) {
        var clouds = false;
        if (options.sky && !camera.topView() && rooms.opensToSky()) {
            clouds = options.scriptAtmosphere && skyLayers.draw(camera, seconds, stats);
            if (clouds) {
                program.resume();
            }
            sky.draw(camera, rooms, program, scene.models, scene.modelGeometry, bones, stats);
        }
        world.drawSolid(options, ALPHA_CUT, which, stats);
        return clouds;
    }

    private void drawPass(RenderPass pass, RenderOptions options, float alphaCut) {
        world.draw(pass, options, alphaCut, WorldDrawer.Rooms.ALL, stats);
        entities.draw(pass, scene.models, scene.modelGeometry, program, stats);
    }

    /**
     * What is under pixel (x, y) (from the top left) of a {@code width} x {@code height} view through
     * {@code camera}, as the last frame drew it: rooms, their static meshes, entities and sprites are drawn
     * into an id target and one pixel is read back; its depth gives the world point hit.
     */
    public PickResult pick(Camera camera, int width, int height, int x, int y, RenderOptions options) {
        return picker.pick(camera, width, height, x, y, options, rooms);
    }

    @Override
    public void close() {
        still.close();
        view.close();
        scene.close();
        multiDraw.close();
        sprites.close();
        skyLayers.close();
        bones.close();
        program.close();
        picker.close();
    }
}
