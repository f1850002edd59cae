package org.tomblens.app.export;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import org.tomblens.format.anim.LevelAnimation;
import org.tomblens.format.anim.Pose;
import org.tomblens.format.flipmap.FlipState;
import org.tomblens.format.geometry.LevelGeometry;
import org.tomblens.format.geometry.RenderPass;
import org.tomblens.format.geometry.SpriteBillboards;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Room;
import org.tomblens.format.names.EntityNames;
import org.tomblens.format.prepared.PreparedLevel;

/**
 * A whole level as one glTF scene: every room (water rooms say so in their name), each flip map's alternate rooms
 * as nodes of their own named after the room they stand in for, every static mesh, the sprites as textured quads
 * facing +Z, and every entity with a model posed in the first frame of its first animation and placed as the level
 * places it. A library with no rooms lays its models and statics out in rows instead. Names are for people: "room
 * 12", "room 12 (alternate of 3)", "entity 40 Shark", "static 2 in room 7".
 */
public final class LevelExport {
    /** How far apart a library's models stand in its rows, in TR units. */
    private static final float LIBRARY_SPACING = 2048;

    private final Level level;
    private final LevelGeometry geometry;
    private final LevelAnimation animation;
    private final List<String> warnings;
    private final Glb glb;
    private final MeshWriter meshes;
    private final Set<Integer> leftOut;
    private final List<Integer> sceneNodes = new ArrayList<>();

    /** An export into {@code glb} through {@code meshes}, leaving out the entities {@code leftOut}. */
    LevelExport(Glb glb, MeshWriter meshes, PreparedLevel prepared, List<String> warnings, Set<Integer> leftOut) {
        this.level = prepared.level();
        this.geometry = prepared.geometry();
        this.animation = prepared.animation();
        this.warnings = warnings;
        this.glb = glb;
        this.meshes = meshes;
        this.leftOut = leftOut;
    }

    /** The level as a .glb file's bytes; what could not be exported is added to {@code warnings}. */
    public static byte[] glb(PreparedLevel prepared, List<String> warnings) {
        var glb = new Glb();
        return new LevelExport(glb, new MeshWriter(glb, prepared.geometry()), prepared, warnings, Set.of()).write();
    }

    /** Writes the level's nodes; returns those the scene holds. */
    List<Integer> nodes() {
        if (level.rooms().isEmpty()) {
            library();
        } else {
            rooms();
            statics();
            sprites();
            entities();
        }
        return sceneNodes;
    }

    private byte[] write() {
        nodes();
        var scene = glb.add("scenes").put("name", level.fileName());
        if (!sceneNodes.isEmpty()) {
            sceneNodes.forEach(scene.putArray("nodes")::add);
        }
        glb.root().put("scene", 0);
        return glb.bytes();
    }

    private void rooms() {
        var flips = new FlipState(level.rooms(), level.version());
        var world = geometry.world().buffers();
        for (int r = 0; r < level.rooms().size(); r++) {
            var room = level.rooms().get(r);
            var name = "room " + r + ((room.flags() & Room.FLAG_WATER) != 0 ? " (water)" : "")
                    + (flips.isAlternate(r) ? " (alternate of " + flips.baseOf(r) + ")" : "");
            add(meshes.write(name, world, MeshWriter.runs(world, r), LevelExport::worldPoint, 0), name);
        }
    }

    private void statics() {
        var world = geometry.world();
        for (int r = 0; r < level.rooms().size(); r++) {
            for (int s = 0; s < level.rooms().get(r).staticMeshes().size(); s++) {
                var name = "static " + s + " in room " + r;
                var runs = world.instanceRuns(r, s);
                if (runs.length > 0) {
                    add(meshes.write(name, world.buffers(), runs, LevelExport::worldPoint, 0), name);
                }
            }
        }
    }

    private void entities() {
        for (int e = 0; e < level.entities().size(); e++) {
            if (leftOut.contains(e)) {
                continue;
            }
            var entity = level.entities().get(e);
            var model = animation.models().byId(entity.type());
            var name = "entity " + e + " " + EntityNames.name(level.version(), entity.type())
                    .orElse("type " + entity.type());
            if (model == null) {
                if (!isSprite(entity.type())) {
                    warnings.add("entity " + e + ": type " + entity.type() + " has no model; not exported");
                }
                continue;
            }
            var angle = entity.angle() / 65536.0 * 2 * Math.PI;
            var cos = (float) Math.cos(angle);
            var sin = (float) Math.sin(angle);
            // Turned by the entity's yaw and moved to its place, as the viewer draws it.
            add(posedModel(name, model.index(), (q, out, index) -> GltfSpace.point(cos * q[0] + sin * q[2]
                    + entity.x(), q[1] + entity.y(), -sin * q[0] + cos * q[2] + entity.z(), out, index)), name);
        }
    }

    /** Whether entity type {@code type} is a sprite sequence (drawn with the sprites), not a missing model. */
    private boolean isSprite(int type) {
        return level.texturing().spriteSequences().stream().anyMatch(sequence -> sequence.spriteId() == type);
    }

    /** A library: its models posed in their first frames in a row along +X, its statics in a row behind. */
    private void library() {
        var models = level.animation().models();
        var buffers = geometry.models().buffers();
        for (int m = 0; m < models.size(); m++) {
            var x = m * LIBRARY_SPACING;
            var name = ("model " + models.get(m).id() + " " + EntityNames.name(level.version(), (int) models.get(m)
                    .id()).orElse("")).strip();
            add(posedModel(name, m, (q, out, index) -> GltfSpace.point(q[0] + x, q[1], q[2], out, index)), name);
        }
        for (int s = 0; s < level.staticMeshes().size(); s++) {
            var x = s * LIBRARY_SPACING;
            var name = "static mesh " + level.staticMeshes().get(s).id();
            add(meshes.write(name, buffers, MeshWriter.runs(buffers, geometry.models().staticOwner(s)),
                    (vertices, at, out, index) -> GltfSpace.point(vertices.getFloat(at) + x, vertices.getFloat(at + 4),
                            vertices.getFloat(at + 8) + 2 * LIBRARY_SPACING, out, index), 0), name);
        }
    }

    /** The sprites, room sprites and sprite entities alike, as quads facing +Z: one mesh, a primitive per page. */
    private void sprites() {
        var sprites = geometry.sprites();
        if (sprites.billboards().isEmpty()) {
            return;
        }
        var vertices = sprites.vertices();
        var indices = sprites.indices();
        var byLayer = new LinkedHashMap<Integer, List<Integer>>();
        var positions = new ArrayList<Float>();
        var uvs = new ArrayList<Float>();
        var count = 0;
        for (var billboard : sprites.billboards()) {
            for (int i = 0; i < 6; i++) {
                var at = indices.getInt((billboard.firstIndex() + i) * 4) * SpriteBillboards.STRIDE;
                var layer = (int) vertices.getFloat(at + 28);
                var point = new float[3];
                GltfSpace.point(vertices.getFloat(at) + vertices.getFloat(at + 12),
                        vertices.getFloat(at + 4) + vertices.getFloat(at + 16), vertices.getFloat(at + 8), point, 0);
                for (var value : point) {
                    positions.add(value);
                }
                uvs.add(vertices.getFloat(at + 20));
                uvs.add(vertices.getFloat(at + 24));
                byLayer.computeIfAbsent(layer, k -> new ArrayList<>()).add(count++);
            }
        }
        var attributes = glb.root().objectNode();
        attributes.put("POSITION", glb.floats(floats(positions), Glb.ARRAY_BUFFER, "VEC3", 3));
        attributes.put("TEXCOORD_0", glb.accessor(Glb.floatBytes(floats(uvs)), Glb.ARRAY_BUFFER, Glb.FLOAT, count,
                "VEC2"));
        var primitives = glb.add("meshes").put("name", "sprites").putArray("primitives");
        for (var entry : byLayer.entrySet()) {
            var list = entry.getValue().stream().mapToInt(Integer::intValue).toArray();
            var primitive = primitives.addObject();
            primitive.set("attributes", attributes.deepCopy());
            primitive.put("indices", glb.accessor(Glb.intBytes(list), Glb.ELEMENT_ARRAY_BUFFER, Glb.UNSIGNED_INT,
                    list.length, "SCALAR"));
            primitive.put("material", meshes.materials().of(entry.getKey(), RenderPass.ALPHA_TEST, true));
        }
        add(glb.last("meshes"), "sprites");
    }

    private void add(int mesh, String name) {
        if (mesh >= 0) {
            meshes.node(name, mesh);
            sceneNodes.add(glb.last("nodes"));
        }
    }

    /** Where a posed vertex (TR units, relative to its model) goes, as glTF metres into {@code out}. */
    private interface Place {
        void put(float[] posed, float[] out, int index);
    }

    /** A mesh of model {@code model} posed in its first frame, each vertex then put where {@code place} says. */
    private int posedModel(String name, int model, Place place) {
        var pose = FirstFrame.of(level, animation, model);
        var meshCount = Math.min(pose.meshCount(), level.animation().models().get(model).numMeshes());
        var buffers = geometry.models().buffers();
        return meshes.write(name, buffers, MeshWriter.runs(buffers, geometry.models().modelOwner(model)),
                (vertices, at, out, index) -> place.put(posed(pose, MeshWriter.bone(vertices, at, meshCount), vertices,
                        at), out, index), 0);
    }

    /** The mesh-space vertex at byte {@code at} posed by mesh {@code bone}'s matrix, in TR units. */
    private static float[] posed(Pose pose, int bone, ByteBuffer vertices, int at) {
        var x = vertices.getFloat(at);
        var y = vertices.getFloat(at + 4);
        var z = vertices.getFloat(at + 8);
        var out = new float[3];
        for (int row = 0; row < 3; row++) {
            out[row] = pose.rotation(bone, row, 0) * x + pose.rotation(bone, row, 1) * y
                    + pose.rotation(bone, row, 2) * z + pose.position(bone, row);
        }
        return out;
    }

    static void worldPoint(ByteBuffer vertices, int at, float[] out, int index) {
        GltfSpace.point(vertices.getFloat(at), vertices.getFloat(at + 4), vertices.getFloat(at + 8), out, index);
    }

    private static float[] floats(List<Float> values) {
        var array = new float[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }
}
