package org.tomblens.maker.wad2;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tomblens.format.anim.PoseEvaluator;
import org.tomblens.format.chunk.ChunkCensus;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.model.Animation;
import org.tomblens.format.model.AnimationData;
import org.tomblens.format.model.BoundingBox;
import org.tomblens.format.model.Face;
import org.tomblens.format.model.Level;
import org.tomblens.format.model.Mesh;
import org.tomblens.format.model.Vertex;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Animation;
import org.tomblens.format.wad2.Wad2Mesh;
import org.tomblens.format.wad2.Wad2Moveable;
import org.tomblens.format.wad2.Wad2Static;
import org.tomblens.format.wad2.Wad2Texture;

/**
 * A TRLE library, as {@link org.tomblens.format.wad.WadLevel} makes it a TR4 level, turned into a WAD2 library as
 * Tomb Editor imports one: Y up, each texture page an image of its own that polygons take pixel coordinates from,
 * every movable's meshes with one bone each (the mesh tree's links with their stack operations and offsets),
 * animations in the movable's own numbering with frames counted from 0, keyframe rotations in degrees, speeds as
 * start and end velocities, and command conditions in the third parameter ({@code W2Cmd2}). TR4 rotations turn
 * into degrees as the editor reads them: X and Z negated, 1024 steps a turn for three axes, 4096 for one.
 */
public final class Wad2FromWad {
    private static final int TR4_GAME = 4;
    private static final int XML_SOUNDS = 1;
    private static final float NORMAL_LENGTH = 16300f;
    private static final float DARKEST = 8191f;
    private static final int PAGE = 256;

    private final Level library;
    private final PoseEvaluator poses;

    private Wad2FromWad(Level library) {
        this.library = library;
        this.poses = PoseEvaluator.of(library);
    }

    public static Wad2 convert(Level library) {
        return new Wad2FromWad(library).wad2();
    }

    private Wad2 wad2() {
        var textures = new ArrayList<Wad2Texture>();
        for (var page : library.textures().pages32()) {
            textures.add(new Wad2Texture("", "", PAGE, PAGE, page));
        }
        var moveables = new ArrayList<Wad2Moveable>();
        var data = library.animation();
        for (int m = 0; m < data.models().size(); m++) {
            moveables.add(moveable(m));
        }
        var statics = new ArrayList<Wad2Static>();
        for (var object : library.staticMeshes()) {
            statics.add(new Wad2Static(object.id(), object.flags(), mesh(library.meshes().get(object.mesh())),
                    min(object.visibility()), max(object.visibility()), min(object.collision()),
                    max(object.collision()), 0, List.of(), Optional.empty(), -1));
        }
        return new Wad2(library.fileName(), TR4_GAME, XML_SOUNDS, Optional.empty(), "", textures, moveables, statics,
                List.of(), List.of(), List.of(), List.of(), new ChunkCensus(0, 0, 0, 0, 0), List.of(), List.of());
    }

    private Wad2Moveable moveable(int index) {
        var data = library.animation();
        var model = data.models().get(index);
        var meshes = new ArrayList<Wad2Mesh>();
        var bones = new ArrayList<Wad2Moveable.Bone>();
        for (int i = 0; i < model.numMeshes(); i++) {
            meshes.add(mesh(library.meshes().get(model.startingMesh() + i)));
            if (i == 0) {
                bones.add(new Wad2Moveable.Bone(0, "root", new Vector3(0, 0, 0), 0));
            } else {
                var link = (int) model.meshTree() + 4 * (i - 1);
                var trees = data.meshTrees();
                bones.add(new Wad2Moveable.Bone(trees.get(link) & 3, "bone " + i, new Vector3(trees.get(link + 1),
                        -trees.get(link + 2), trees.get(link + 3)), i));
            }
        }
        var animations = new ArrayList<Wad2Animation>();
        var first = data.firstAnimation(index);
        for (int a = first; a < data.animationEnd(index); a++) {
            animations.add(animation(index, a, first));
        }
        return new Wad2Moveable(model.id(), meshes, Optional.empty(), bones, animations);
    }

    private Wad2Animation animation(int modelIndex, int index, int first) {
        var data = library.animation();
        var animation = data.animations().get(index);
        var keyFrames = new ArrayList<Wad2Animation.KeyFrame>();
        var count = poses.keyframeCount(index);
        var meshes = data.models().get(modelIndex).numMeshes();
        for (int k = 0; k < count; k++) {
            keyFrames.add(keyFrame(animation, k, meshes));
        }
        var start = animation.speed() / 65536f;
        var lateral = animation.lateralSpeed() / 65536f;
        var frames = (count - 1) * animation.frameRate();
        var changes = new ArrayList<Wad2Animation.StateChange>();
        for (int s = 0; s < animation.numStateChanges(); s++) {
            var change = data.stateChanges().get(animation.stateChangeIndex() + s);
            var dispatches = new ArrayList<Wad2Animation.Dispatch>();
            for (int d = 0; d < change.numDispatches(); d++) {
                var dispatch = data.dispatches().get(change.dispatchIndex() + d);
                dispatches.add(new Wad2Animation.Dispatch(dispatch.low() - animation.frameStart(),
                        dispatch.high() - animation.frameStart(), dispatch.nextAnimation() - first,
                        dispatch.nextFrame() - data.animations().get(dispatch.nextAnimation()).frameStart()));
            }
            changes.add(new Wad2Animation.StateChange(change.state(), dispatches));
        }
        var next = data.animations().get(animation.nextAnimation());
        return new Wad2Animation("animation " + (index - first), animation.state(),
                animation.frameEnd() - animation.frameStart(), animation.frameRate(),
                animation.nextAnimation() - first, animation.nextFrame() - next.frameStart(), start,
                start + animation.accel() / 65536f * frames, lateral,
                lateral + animation.lateralAccel() / 65536f * frames,
                keyFrames, changes, commands(data, animation));
    }

    /** Keyframe {@code k}: the box and offset with Y up, and each mesh's rotation in degrees. */
    private Wad2Animation.KeyFrame keyFrame(Animation animation, int k, int meshes) {
        var frames = library.animation().frames();
        var at = (int) (animation.frameOffset() / 2) + k * animation.frameSize();
        var min = new Vector3(frames.get(at), -frames.get(at + 2), frames.get(at + 4));
        var max = new Vector3(frames.get(at + 1), -frames.get(at + 3), frames.get(at + 5));
        var offset = new Vector3(frames.get(at + 6), -frames.get(at + 7), frames.get(at + 8));
        var angles = new ArrayList<Vector3>(meshes);
        var word = at + 9;
        for (int m = 0; m < meshes; m++) {
            var first = frames.get(word++) & 0xFFFF;
            var axis = first & 0xC000;
            var value = first & 0xFFF;
            angles.add(switch (axis) {
                case 0x4000 -> degrees(-value, 0, 0, 4096);
                case 0x8000 -> degrees(0, value, 0, 4096);
                case 0xC000 -> degrees(0, 0, -value, 4096);
                default -> {
                    var second = frames.get(word++) & 0xFFFF;
                    yield degrees(-(first >> 4 & 0x3FF), (first & 0xF) << 6 | second >> 10, -(second & 0x3FF), 1024);
                }
            });
        }
        return new Wad2Animation.KeyFrame(offset, min, max, angles);
    }

    /** Steps of a turn as degrees in [0, 360), as the editor keeps angles. */
    private static Vector3 degrees(int x, int y, int z, int perTurn) {
        return new Vector3(turn(x, perTurn), turn(y, perTurn), turn(z, perTurn));
    }

    private static float turn(int steps, int perTurn) {
        return (float) (Math.floorMod(steps, perTurn) * (360.0 / perTurn));
    }

    /** The animation's commands read from their words (§6.2.6), frames counted from the animation's first. */
    private static List<Wad2Animation.Command> commands(AnimationData data, Animation animation) {
        var commands = new ArrayList<Wad2Animation.Command>();
        var at = animation.animCommandIndex();
        for (int c = 0; c < animation.numAnimCommands() && at < data.commands().size(); c++) {
            var type = data.commands().get(at++);
            switch (type) {
                case 1 -> commands.add(new Wad2Animation.Command(type, data.commands().get(at),
                        data.commands().get(at + 1), data.commands().get(at + 2), false));
                case 2 -> commands.add(new Wad2Animation.Command(type, data.commands().get(at),
                        data.commands().get(at + 1), 0, false));
                case 5, 6 -> {
                    var value = data.commands().get(at + 1) & 0xFFFF;
                    var condition = (value & 0x4000) != 0 ? 1 : (value & 0x8000) != 0 ? 2 : 0;
                    commands.add(new Wad2Animation.Command(type, data.commands().get(at) - animation.frameStart(),
                            value & 0x3FFF, condition, false));
                }
                default -> commands.add(new Wad2Animation.Command(type, 0, 0, 0, false));
            }
            at += switch (type) {
                case 1 -> 3;
                case 2, 5, 6 -> 2;
                default -> 0;
            };
        }
        return commands;
    }

    /** A TR4 mesh with Y up: normals of unit length, shades as grey vertex colours, pixel texture corners. */
    private Wad2Mesh mesh(Mesh mesh) {
        var positions = mesh.vertices().stream().map(Wad2FromWad::upward).toList();
        var normals = mesh.normals().stream().map(n -> new Vector3(n.x() / NORMAL_LENGTH, -n.y() / NORMAL_LENGTH,
                n.z() / NORMAL_LENGTH)).toList();
        var colours = mesh.shades().stream().map(shade -> {
            var brightness = (DARKEST - shade) / DARKEST;
            return new Vector3(brightness, brightness, brightness);
        }).toList();
        var polygons = new ArrayList<Wad2Mesh.Polygon>();
        mesh.texturedQuads().forEach(face -> polygons.add(polygon(face)));
        mesh.texturedTriangles().forEach(face -> polygons.add(polygon(face)));
        return new Wad2Mesh("", upward(mesh.centre()), mesh.collisionRadius(), corner(positions, -1),
                corner(positions, 1), positions, normals, colours, mesh.hasNormals() ? Wad2Mesh.LIT_BY_NORMALS : 1,
                false, polygons);
    }

    /** The lowest ({@code sign} -1) or highest (1) corner of the box around {@code positions}; 0 when none. */
    private static Vector3 corner(List<Vector3> positions, int sign) {
        if (positions.isEmpty()) {
            return new Vector3(0, 0, 0);
        }
        float x = positions.get(0).x();
        float y = positions.get(0).y();
        float z = positions.get(0).z();
        for (var p : positions) {
            x = sign * p.x() > sign * x ? p.x() : x;
            y = sign * p.y() > sign * y ? p.y() : y;
            z = sign * p.z() > sign * z ? p.z() : z;
        }
        return new Vector3(x, y, z);
    }

    private Wad2Mesh.Polygon polygon(Face face) {
        var texture = library.texturing().objectTextures().get(face.objectTexture());
        var indices = new ArrayList<Integer>(4);
        var corners = new ArrayList<Vector2>(4);
        for (int corner = 0; corner < face.vertexCount(); corner++) {
            indices.add(face.vertex(corner));
            var coordinate = texture.corners().get(corner);
            corners.add(new Vector2(coordinate.u() / 256f, coordinate.v() / 256f));
        }
        var blendMode = texture.attribute() == 2 ? 2 : texture.attribute() == 1 ? 1 : 0;
        var shine = (face.effects() & 2) != 0 ? face.effects() >> 2 & 0x3F : 0;
        return new Wad2Mesh.Polygon(indices, shine, texture.page(), corners, blendMode,
                face.doubleSided());
    }

    private static Vector3 upward(Vertex vertex) {
        return new Vector3(vertex.x(), -vertex.y(), vertex.z());
    }

    private static Vector3 min(BoundingBox box) {
        return new Vector3(box.minX(), -box.minY(), box.minZ());
    }

    private static Vector3 max(BoundingBox box) {
        return new Vector3(box.maxX(), -box.maxY(), box.maxZ());
    }
}
