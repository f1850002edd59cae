package org.tomblens.render.scene;

import org.tomblens.render.view.RenderOptions;
import org.tomblens.render.view.EntityPoses;
import org.tomblens.render.view.DrawnRooms;
import org.tomblens.render.view.Camera;
import static org.lwjgl.opengl.GL33C.*;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryStack;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.model.Level;
import org.tomblens.render.gl.ShaderProgram;
import org.tomblens.render.pick.PickResult;
import org.tomblens.render.pick.PickTarget;
import org.tomblens.render.pick.Pickable;

/**
 * What is under a pixel: the rooms the last frame drew, their static meshes, its entities and sprites are
 * drawn again into an id target ({@link Pickable}) and one pixel is read back; its depth gives the world point
 * hit, and that its room and sector. The target and its programs are made at the first pick.
 */
final class LevelPicker implements AutoCloseable {
    private static final RenderPass[] PASSES = RenderPass.values();

    private final Level level;
    private final FlipState flips;
    private final LevelScene scene;
    private final BoneTable bones;
    private final EntityPoses poses;
    private final HiddenParts hidden;
    private final Vector3f right = new Vector3f();
    private final Vector3f down = new Vector3f();
    private PickTarget target;
    private ShaderProgram program;
    private ShaderProgram spriteProgram;

    LevelPicker(Level level, FlipState flips, LevelScene scene, BoneTable bones, EntityPoses poses, HiddenParts hidden) {
        this.level = level;
        this.flips = flips;
        this.scene = scene;
        this.bones = bones;
        this.poses = poses;
        this.hidden = hidden;
    }

    /** What is under pixel (x, y), from the top left, of a {@code width} x {@code height} view. */
    PickResult pick(Camera camera, int width, int height, int x, int y, RenderOptions options, DrawnRooms rooms) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return PickResult.nothing();
        }
        if (target == null) {
            target = new PickTarget(width, height);
            program = ShaderProgram.load("pick");
            spriteProgram = ShaderProgram.load("pick-sprite");
        }
        target.resize(width, height);
        camera.update(width / (float) Math.max(1, height));
        target.begin();
        glEnable(GL_DEPTH_TEST);
        glDepthMask(true);
        glDisable(GL_BLEND);
        // The frame's winding: faces are stored clockwise as seen from their front.
        glFrontFace(GL_CW);
        glCullFace(GL_BACK);
        glDisable(GL_CULL_FACE);
        program.use();
        var id = program.uniform("uId");
        try (var stack = MemoryStack.stackPush()) {
            glUniformMatrix4fv(program.uniform("uViewProjection"), false,
                    camera.viewProjection().get(stack.mallocFloat(16)));
            glUniformMatrix4fv(program.uniform("uModel"), false, new Matrix4f().get(stack.mallocFloat(16)));
        }
        var boneBase = program.uniform("uBoneBase");
        glUniform1i(boneBase, -1);
        glUniform1i(program.uniform("uBones"), LevelProgram.BONES_UNIT);
        bones.bind(LevelProgram.BONES_UNIT);
        scene.world.bind();
        for (int i = 0; i < rooms.count(); i++) {
            var room = rooms.room(i);
            glUniform1ui(id, Pickable.roomId(room));
            for (var pass : PASSES) {
                if (!options.transparency && (pass == RenderPass.ADDITIVE || pass == RenderPass.BLEND)) {
                    continue;
                }
                // As the frame draws them: single-sided faces seen from behind are not there to click.
                var range = scene.worldGeometry.room(room, pass);
                glEnable(GL_CULL_FACE);
                drawIds(range.firstIndex(), range.singleCount());
                glDisable(GL_CULL_FACE);
                drawIds(range.first(true), range.doubleCount());
            }
            if (options.staticMeshes) {
                for (int s = 0; s < level.rooms().get(room).staticMeshes().size(); s++) {
                    if (hidden.staticMesh(room, s)) {
                        continue;
                    }
                    glUniform1ui(id, Pickable.staticMeshId(room, s));
                    var runs = scene.worldGeometry.instanceRuns(room, s);
                    for (int p = 0; p < runs.length; p += 2) {
                        drawIds(runs[p], runs[p + 1]);
                    }
                }
            }
        }
        if (options.entities) {
            scene.models.bind();
            glUniform1i(program.uniform("uBoneStride"), 0);
            for (int e = 0; e < level.entities().size(); e++) {
                if (poses.boneOf(e) < 0) {
                    continue;
                }
                glUniform1i(boneBase, poses.boneOf(e));
                glUniform1ui(id, Pickable.entityId(e));
                for (var pass : PASSES) {
                    var range = scene.modelGeometry.range(scene.modelGeometry.modelOwner(poses.model(e)), pass);
                    drawIds(range.firstIndex(), range.indexCount());
                }
            }
        }
        if (options.sprites) {
            pickSprites(camera, options, rooms);
        }
        var sample = target.read(x, height - 1 - y);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glBindVertexArray(0);
        return resolve(Pickable.of(sample.id()), sample.depth(), camera, width, height, x, y);
    }

    private static void drawIds(int first, int count) {
        if (count > 0) {
            glDrawElements(GL_TRIANGLES, count, GL_UNSIGNED_INT, (long) first * 4);
        }
    }

    private void pickSprites(Camera camera, RenderOptions options, DrawnRooms rooms) {
        spriteProgram.use();
        try (var stack = MemoryStack.stackPush()) {
            glUniformMatrix4fv(spriteProgram.uniform("uViewProjection"), false,
                    camera.viewProjection().get(stack.mallocFloat(16)));
        }
        camera.right(right);
        camera.down(down);
        glUniform3f(spriteProgram.uniform("uCameraRight"), right.x, right.y, right.z);
        glUniform3f(spriteProgram.uniform("uCameraDown"), down.x, down.y, down.z);
        var id = spriteProgram.uniform("uId");
        scene.sprites.bind();
        BillboardWalk.walk(scene.billboards, rooms, options.entities, hidden.entities(), (room, place, billboard) -> {
            glUniform1ui(id, billboard.isEntity() ? Pickable.entityId(billboard.entity())
                    : Pickable.spriteId(room, place));
            drawIds(billboard.firstIndex(), 6);
        });
    }

    /** Turns the picked id and depth into the world point, its room and its sector. */
    private PickResult resolve(Pickable hit, float depth, Camera camera, int width, int height, int x, int y) {
        if (hit.kind() == Pickable.Kind.NOTHING) {
            return PickResult.nothing();
        }
        var ndc = new Vector3f(2f * (x + 0.5f) / width - 1f, 1f - 2f * (y + 0.5f) / height, 2f * depth - 1f);
        var point = camera.viewProjection().invert(new Matrix4f()).transformProject(ndc);
        var room = switch (hit.kind()) {
            case ROOM, STATIC_MESH, SPRITE -> hit.index();
            case ENTITY -> level.entities().get(hit.index()).room();
            case NOTHING -> -1;
        };
        if (room < 0 || room >= level.rooms().size()) {
            return new PickResult(hit, point, -1, -1, -1);
        }
        // The point a room face was hit on can lie a hair outside its sector; step into the room.
        var placed = level.rooms().get(flips.active(room));
        var sectorX = (int) Math.floor((point.x - placed.x()) / 1024f);
        var sectorZ = (int) Math.floor((point.z - placed.z()) / 1024f);
        if (placed.sector(sectorX, sectorZ) == null) {
            sectorX = -1;
            sectorZ = -1;
        }
        return new PickResult(hit, point, flips.active(room), sectorX, sectorZ);
    }

    @Override
    public void close() {
        if (target != null) {
            target.close();
            program.close();
            spriteProgram.close();
        }
    }
}
