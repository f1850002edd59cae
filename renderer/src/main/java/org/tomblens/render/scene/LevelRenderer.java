package org.tomblens.render.scene;

import static org.lwjgl.opengl.GL33C.*;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.GameVersion;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.render.gl.Mesh;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.gl.TextureArray;
import org.tomblens.render.gl.TextureBuffer;
import org.tomblens.render.gl.VertexLayout;
import org.tomblens.render.mesh.DrawBuffers;
import org.tomblens.render.mesh.ModelBuffers;
import org.tomblens.render.mesh.PassSpan;
import org.tomblens.render.mesh.SidedTriangles;
import org.tomblens.render.mesh.SpriteBillboards;
import org.tomblens.render.mesh.StaticMeshBaker;
import org.tomblens.render.mesh.WorldBuffers;
import org.tomblens.render.visibility.FlipState;
import org.tomblens.render.visibility.PortalVisibility;
import org.tomblens.render.visibility.RoomLocator;

/**
 * Draws one level. Everything is uploaded once: the texture pages as one array, the object-texture table,
 * one buffer of all rooms with their statics placed in them, one of all models, one of all sprites. A
 * frame finds the rooms to draw through the portals, then draws pass by pass — opaque, alpha-tested,
 * additive and blended (those back to front) — with one multi-draw per pass and sidedness for all rooms,
 * and one draw per visible entity and pass. A frame allocates nothing.
 */
public final class LevelRenderer implements AutoCloseable {
    private static final int PAGES_UNIT = 0;
    private static final int OBJECT_TEXTURES_UNIT = 1;
    private static final int BONES_UNIT = 2;
    private static final float ALPHA_CUT = 0.5f;

    private final Level level;
    private final FlipState flips;
    private final PortalVisibility visibility;
    private final Scene scene;
    private final FrameStats stats = new FrameStats();

    // Per-frame scratch, allocated once.
    private final int[] drawn;
    private int drawnCount;
    private final float[] distance;
    private final boolean[] roomShown;
    private final Matrix4f model = new Matrix4f();
    private final Vector3f right = new Vector3f();
    private final Vector3f down = new Vector3f();
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);

    private LevelRenderer(Level level, LevelGeometry geometry, LevelAnimation animation) {
        this.level = level;
        this.flips = new FlipState(level.rooms(), level.version());
        this.visibility = new PortalVisibility(level.rooms());
        this.scene = new Scene(level, geometry, animation);
        drawn = new int[level.rooms().size()];
        distance = new float[level.rooms().size()];
        roomShown = new boolean[level.rooms().size()];
    }

    /** Uploads a level for drawing; call on the thread that owns the GL context. */
    public static LevelRenderer upload(Level level, LevelGeometry geometry, LevelAnimation animation) {
        return new LevelRenderer(level, geometry, animation);
    }

    public Level level() {
        return level;
    }

    public FlipState flips() {
        return flips;
    }

    /** The statistics of the last frame. */
    public FrameStats stats() {
        return stats;
    }

    /** Bytes the level holds on the GPU. */
    public long gpuBytes() {
        return scene.bytes();
    }

    /** The rooms the last frame drew, in the order they were found. */
    public int drawnRoomCount() {
        return drawnCount;
    }

    public int drawnRoom(int i) {
        return drawn[i];
    }

    /** Whether the last frame drew room {@code room}. */
    public boolean wasDrawn(int room) {
        return roomShown[room];
    }

    /**
     * Draws a frame into the bound framebuffer, of {@code width} x {@code height} pixels, clearing it first.
     *
     * @param seconds the time, for animation
     */
    public FrameStats render(Camera camera, int width, int height, RenderOptions options, double seconds) {
        var start = System.nanoTime();
        stats.reset();
        camera.update(width / (float) Math.max(1, height));
        glViewport(0, 0, width, height);
        glClearColor(0.08f, 0.09f, 0.11f, 1f);
        glClearDepth(1.0);
        glDepthMask(true);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LEQUAL);
        // Faces are stored clockwise as seen from their front; the camera keeps TR's right-handed axes.
        glFrontFace(GL_CW);
        glCullFace(GL_BACK);
        glDisable(GL_BLEND);

        findRooms(camera, options);
        scene.pages.setSmooth(options.smoothTextures);
        scene.animatedTextures.update(seconds, scene.objectTextures);
        var entitiesDrawn = scene.poseEntities(this, seconds, options);

        var program = scene.levelProgram;
        program.use();
        uniforms(program, camera, options, seconds);
        scene.bindTextures();
        if (options.sky) {
            drawSky(camera);
        }
        drawPass(RenderPass.OPAQUE, options, entitiesDrawn, 0f);
        drawPass(RenderPass.ALPHA_TEST, options, entitiesDrawn, ALPHA_CUT);
        if (options.sprites) {
            drawSprites(camera, options);
            program.use();
        }
        if (options.transparency) {
            sortBackToFront(camera);
            glEnable(GL_BLEND);
            glDepthMask(false);
            glBlendFunc(GL_ONE, GL_ONE);
            drawPass(RenderPass.ADDITIVE, options, entitiesDrawn, 0f);
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            drawPass(RenderPass.BLEND, options, entitiesDrawn, 0f);
            glDepthMask(true);
            glDisable(GL_BLEND);
        }
        if (options.wireframe) {
            drawWireframe();
        }
        glBindVertexArray(0);
        glDisable(GL_CULL_FACE);
        stats.visibleRooms = drawnCount;
        stats.visibleEntities = entitiesDrawn;
        stats.cpuMillis = (System.nanoTime() - start) / 1e6;
        return stats;
    }

    /** The rooms to draw: through the portals from the camera's room, or every room shown. */
    private void findRooms(Camera camera, RenderOptions options) {
        var eye = camera.position();
        var cameraRoom = RoomLocator.find(level.rooms(), flips, eye.x, eye.y, eye.z);
        stats.cameraRoom = cameraRoom;
        java.util.Arrays.fill(roomShown, false);
        drawnCount = 0;
        if (options.portalCulling && cameraRoom >= 0) {
            visibility.walk(cameraRoom, flips, eye, camera.viewProjection());
            for (int i = 0; i < visibility.count(); i++) {
                markDrawn(visibility.room(i));
            }
        } else {
            for (int room = 0; room < level.rooms().size(); room++) {
                if (flips.isShown(room)) {
                    markDrawn(room);
                }
            }
        }
    }

    private void markDrawn(int room) {
        if (!roomShown[room]) {
            roomShown[room] = true;
            drawn[drawnCount++] = room;
        }
    }

    /** Whether an entity placed in {@code room} stands in a drawn place (entities follow their room's flips). */
    boolean entityRoomDrawn(int room) {
        return room >= 0 && room < roomShown.length && roomShown[flips.active(room)];
    }

    private void uniforms(ShaderProgram program, Camera camera, RenderOptions options, double seconds) {
        try (var stack = MemoryStack.stackPush()) {
            glUniformMatrix4fv(scene.viewProjection, false, camera.viewProjection().get(stack.mallocFloat(16)));
        }
        glUniformMatrix4fv(scene.model, false, model.identity().get(matrix));
        glUniform1i(scene.boneBase, -1);
        glUniform1f(scene.time, (float) (seconds % 3600));
        glUniform1i(scene.fullBright, options.lighting ? 0 : 1);
        glUniform1i(scene.waterEffect, options.waterEffect ? 1 : 0);
        glUniform1i(scene.textured, options.textures ? 1 : 0);
        glUniform3f(scene.tint, 1f, 1f, 1f);
        glUniform1f(scene.opacity, 1f);
        glUniform1f(scene.fogDensity, 0f);
    }

    private void drawPass(RenderPass pass, RenderOptions options, int entitiesDrawn, float alphaCut) {
        glUniform1f(scene.alphaCut, alphaCut);
        scene.world.bind();
        var multi = scene.multiDraw;
        glEnable(GL_CULL_FACE);
        for (int i = 0; i < drawnCount; i++) {
            var room = drawn[i];
            var own = scene.worldBuffers.roomSpan(room, pass);
            multi.add(own.firstIndex(), own.singleCount());
            if (options.staticMeshes) {
                var statics = scene.worldBuffers.staticSpan(room, pass);
                multi.add(statics.firstIndex(), statics.singleCount());
            }
        }
        multi.draw(stats);
        glDisable(GL_CULL_FACE);
        for (int i = 0; i < drawnCount; i++) {
            var room = drawn[i];
            var own = scene.worldBuffers.roomSpan(room, pass);
            multi.add(own.firstIndex() + own.singleCount(), own.doubleCount());
            if (options.staticMeshes) {
                var statics = scene.worldBuffers.staticSpan(room, pass);
                multi.add(statics.firstIndex() + statics.singleCount(), statics.doubleCount());
            }
        }
        multi.draw(stats);
        if (options.entities && entitiesDrawn > 0) {
            drawEntities(pass);
        }
    }

    private void drawEntities(RenderPass pass) {
        scene.models.bind();
        var entities = level.entities();
        for (int e = 0; e < entities.size(); e++) {
            if (!scene.entityVisible[e]) {
                continue;
            }
            var span = scene.modelBuffers.span(scene.poses.model(e), pass);
            if (span.isEmpty()) {
                continue;
            }
            var entity = entities.get(e);
            model.translation(entity.x(), entity.y(), entity.z())
                    .rotateY((float) (entity.angle() / 65536.0 * 2 * Math.PI));
            glUniformMatrix4fv(scene.model, false, model.get(matrix));
            glUniform1i(scene.boneBase, scene.poses.boneBase(e));
            drawSpan(span);
        }
        glUniformMatrix4fv(scene.model, false, model.identity().get(matrix));
        glUniform1i(scene.boneBase, -1);
    }

    private void drawSpan(PassSpan span) {
        if (span.singleCount() > 0) {
            glEnable(GL_CULL_FACE);
            glDrawElements(GL_TRIANGLES, span.singleCount(), GL_UNSIGNED_INT, (long) span.firstIndex() * 4);
            stats.drawCalls++;
            stats.triangles += span.singleCount() / 3;
        }
        if (span.doubleCount() > 0) {
            glDisable(GL_CULL_FACE);
            glDrawElements(GL_TRIANGLES, span.doubleCount(), GL_UNSIGNED_INT,
                    (long) (span.firstIndex() + span.singleCount()) * 4);
            stats.drawCalls++;
            stats.triangles += span.doubleCount() / 3;
        }
    }

    /**
     * The sky model (§3.4.6: shown when a drawn room has flag 0x8) drawn around the camera, behind
     * everything: no depth test or write.
     */
    private void drawSky(Camera camera) {
        if (scene.skyModel < 0) {
            return;
        }
        var anyOpen = false;
        for (int i = 0; i < drawnCount && !anyOpen; i++) {
            anyOpen = (level.rooms().get(drawn[i]).flags() & Room.FLAG_SKY) != 0;
        }
        if (!anyOpen) {
            return;
        }
        glDisable(GL_DEPTH_TEST);
        glDepthMask(false);
        scene.models.bind();
        var eye = camera.position();
        model.translation(eye.x, eye.y, eye.z);
        glUniformMatrix4fv(scene.model, false, model.get(matrix));
        glUniform1i(scene.boneBase, scene.skyBoneBase);
        glUniform1f(scene.alphaCut, 0f);
        for (var pass : RenderPass.values()) {
            drawSpan(scene.modelBuffers.span(scene.skyModel, pass));
        }
        glUniformMatrix4fv(scene.model, false, model.identity().get(matrix));
        glUniform1i(scene.boneBase, -1);
        glDepthMask(true);
        glEnable(GL_DEPTH_TEST);
    }

    private void drawSprites(Camera camera, RenderOptions options) {
        if (scene.spriteBillboards.billboards().isEmpty()) {
            return;
        }
        var program = scene.spriteProgram;
        program.use();
        try (var stack = MemoryStack.stackPush()) {
            glUniformMatrix4fv(program.uniform("uViewProjection"), false, camera.viewProjection().get(stack.mallocFloat(16)));
        }
        camera.right(right);
        camera.forward(down).cross(right, down).normalize();
        // forward x right points down the screen for TR's right-handed axes.
        glUniform3f(program.uniform("uCameraRight"), right.x, right.y, right.z);
        glUniform3f(program.uniform("uCameraDown"), down.x, down.y, down.z);
        glUniform1i(program.uniform("uTextured"), options.textures ? 1 : 0);
        glDisable(GL_CULL_FACE);
        scene.sprites.bind();
        var multi = scene.multiDraw;
        var first = scene.spriteBillboards.roomFirst();
        for (int i = 0; i < drawnCount; i++) {
            var room = drawn[i];
            var billboards = scene.spriteBillboards.billboards();
            for (int b = first[room]; b < first[room + 1]; b++) {
                var billboard = billboards.get(b);
                if (!billboard.isEntity() || options.entities) {
                    multi.add(billboard.firstIndex(), 6);
                }
            }
        }
        multi.draw(stats);
    }

    /** Orders the drawn rooms from the farthest to the nearest, for the blended passes. */
    private void sortBackToFront(Camera camera) {
        var eye = camera.position();
        for (int i = 0; i < drawnCount; i++) {
            var room = level.rooms().get(drawn[i]);
            var dx = room.x() + room.numXSectors() * 512f - eye.x;
            var dy = (room.yTop() + room.yBottom()) * 0.5f - eye.y;
            var dz = room.z() + room.numZSectors() * 512f - eye.z;
            distance[drawn[i]] = dx * dx + dy * dy + dz * dz;
        }
        for (int i = 1; i < drawnCount; i++) {
            var room = drawn[i];
            var j = i - 1;
            while (j >= 0 && distance[drawn[j]] < distance[room]) {
                drawn[j + 1] = drawn[j];
                j--;
            }
            drawn[j + 1] = room;
        }
    }

    private void drawWireframe() {
        glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
        glUniform1i(scene.fullBright, 1);
        glUniform1i(scene.textured, 0);
        glUniform3f(scene.tint, 0.2f, 0.9f, 0.4f);
        glDepthFunc(GL_LEQUAL);
        glEnable(GL_POLYGON_OFFSET_LINE);
        glPolygonOffset(-1f, -1f);
        scene.world.bind();
        for (int i = 0; i < drawnCount; i++) {
            for (var pass : RenderPass.values()) {
                var span = scene.worldBuffers.roomSpan(drawn[i], pass);
                scene.multiDraw.add(span.firstIndex(), span.indexCount());
            }
        }
        glDisable(GL_CULL_FACE);
        scene.multiDraw.draw(stats);
        glDisable(GL_POLYGON_OFFSET_LINE);
        glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
        glUniform3f(scene.tint, 1f, 1f, 1f);
    }

    @Override
    public void close() {
        scene.close();
        MemoryUtil.memFree(matrix);
    }

    /** The GPU side of a level, and the small per-frame state that goes with it. */
    private static final class Scene implements AutoCloseable {
        final ShaderProgram levelProgram = ShaderProgram.load("level");
        final ShaderProgram spriteProgram = ShaderProgram.load("sprite");
        final TextureArray pages;
        final TextureBuffer objectTextures;
        final TextureBuffer bones;
        final AnimatedTextures animatedTextures;
        final WorldBuffers worldBuffers;
        final Mesh world;
        final DrawBuffers modelBuffers;
        final Mesh models;
        final SpriteBillboards.Built spriteBillboards;
        final Mesh sprites;
        final EntityPoses poses;
        final boolean[] entityVisible;
        final MultiDraw multiDraw;
        final int skyModel;
        final int skyBoneBase;
        final Level level;
        final ByteBuffer skyPose;

        final int viewProjection;
        final int model;
        final int boneBase;
        final int time;
        final int fullBright;
        final int waterEffect;
        final int textured;
        final int tint;
        final int opacity;
        final int fogDensity;
        final int alphaCut;

        Scene(Level level, LevelGeometry geometry, LevelAnimation animation) {
            this.level = level;
            var texturePages = geometry.pages();
            pages = new TextureArray(256, texturePages.layerCount(), texturePages.rgba());
            var table = geometry.objectTextures().floats();
            objectTextures = new TextureBuffer(MemoryUtil.memByteBuffer(MemoryUtil.memAddress(table),
                    Math.max(16, table.remaining() * Float.BYTES)), GL_RGBA32F, GL_DYNAMIC_DRAW);
            animatedTextures = new AnimatedTextures(geometry.objectTextures(), geometry.animatedTextures());

            var statics = StaticMeshBaker.bake(level, geometry.meshes());
            worldBuffers = WorldBuffers.combine(SidedTriangles.split(geometry.rooms()), statics.buffers());
            world = new Mesh(worldBuffers.vertices(), worldBuffers.indices(), VertexLayout::level);
            modelBuffers = ModelBuffers.build(level.animation().models(), animation.models(), geometry.meshes());
            models = new Mesh(modelBuffers.vertices(), modelBuffers.indices(), VertexLayout::level);
            spriteBillboards = SpriteBillboards.build(level, geometry.sprites());
            sprites = new Mesh(spriteBillboards.vertices(), spriteBillboards.indices(), VertexLayout::sprite);

            poses = new EntityPoses(level, animation);
            entityVisible = new boolean[level.entities().size()];
            var skyId = skyModelId(level.version());
            var sky = animation.models().byId(skyId);
            skyModel = sky == null ? -1 : sky.index();
            // The sky's meshes are posed at rest, after every entity's bones.
            var skyMeshes = skyModel < 0 ? 0 : level.animation().models().get(skyModel).numMeshes();
            var boneTable = poses.table();
            skyBoneBase = boneTable.capacity() / (4 * 12);
            skyPose = MemoryUtil.memAlloc(Math.max(1, skyMeshes) * 12 * 4);
            var allBones = MemoryUtil.memAlloc(boneTable.capacity() + skyPose.capacity());
            bones = new TextureBuffer(allBones, GL_RGBA32F, GL_STREAM_DRAW);
            MemoryUtil.memFree(allBones);
            if (skyModel >= 0) {
                var pose = animation.poses().newPose(skyModel);
                animation.poses().restPose(skyModel, pose);
                var floats = new float[pose.meshCount() * 12];
                pose.copyMatrices(floats, 0);
                skyPose.asFloatBuffer().put(floats);
                bones.update(boneTable.capacity(), skyPose);
            }
            multiDraw = new MultiDraw(2 * level.rooms().size() + spriteBillboards.billboards().size() + 16);

            var program = levelProgram;
            program.use();
            glUniform1i(program.uniform("uPages"), PAGES_UNIT);
            glUniform1i(program.uniform("uObjectTextures"), OBJECT_TEXTURES_UNIT);
            glUniform1i(program.uniform("uBones"), BONES_UNIT);
            viewProjection = program.uniform("uViewProjection");
            model = program.uniform("uModel");
            boneBase = program.uniform("uBoneBase");
            time = program.uniform("uTime");
            fullBright = program.uniform("uFullBright");
            waterEffect = program.uniform("uWaterEffect");
            textured = program.uniform("uTextured");
            tint = program.uniform("uTint");
            opacity = program.uniform("uOpacity");
            fogDensity = program.uniform("uFogDensity");
            alphaCut = program.uniform("uAlphaCut");
            spriteProgram.use();
            glUniform1i(spriteProgram.uniform("uPages"), PAGES_UNIT);
        }

        /** Types of the sky models: TR2 254, TR3 355, TR4 459, TR5 454 (the games' object lists). */
        static long skyModelId(GameVersion version) {
            return switch (version) {
                case TR1 -> -1;
                case TR2 -> 254;
                case TR3 -> 355;
                case TR4 -> 459;
                case TR5 -> 454;
            };
        }

        void bindTextures() {
            pages.bind(PAGES_UNIT);
            objectTextures.bind(OBJECT_TEXTURES_UNIT);
            bones.bind(BONES_UNIT);
        }

        /** Poses the entities in drawn rooms and uploads their bones; returns how many will be drawn. */
        int poseEntities(LevelRenderer renderer, double seconds, RenderOptions options) {
            var count = 0;
            var entities = level.entities();
            for (int e = 0; e < entities.size(); e++) {
                var visible = options.entities && poses.model(e) >= 0 && poses.model(e) != skyModel
                        && renderer.entityRoomDrawn(entities.get(e).room());
                entityVisible[e] = visible;
                if (visible) {
                    poses.update(e, seconds, options.animateEntities);
                    count++;
                }
            }
            if (count > 0) {
                bones.update(0, poses.table());
            }
            return count;
        }

        long bytes() {
            return world.bytes() + models.bytes() + sprites.bytes() + (long) pages.layers() * 256 * 256 * 4;
        }

        @Override
        public void close() {
            levelProgram.close();
            spriteProgram.close();
            pages.close();
            objectTextures.close();
            bones.close();
            world.close();
            models.close();
            sprites.close();
            multiDraw.close();
            MemoryUtil.memFree(skyPose);
        }
    }
}
