package org.tomblens.maker.wad2;

import java.nio.charset.StandardCharsets;
import org.tomblens.format.chunk.Vector2;
import org.tomblens.format.chunk.Vector3;
import org.tomblens.format.wad2.Wad2;
import org.tomblens.format.wad2.Wad2Animation;
import org.tomblens.format.wad2.Wad2Mesh;
import org.tomblens.format.wad2.Wad2Moveable;
import org.tomblens.format.wad2.Wad2Static;
import org.tomblens.maker.chunk.ChunkSink;
import org.tomblens.maker.write.ByteSink;

/**
 * Writes a {@link Wad2} as Tomb Editor writes its libraries (format-core/docs/wad2-format.md): uncompressed, the
 * game version and sound system first, then textures, sprites, sprite sequences, movables, statics and metadata,
 * each in the chunks and order of the editor's current writer ({@code W2Ani2}, {@code W2Bone2}, {@code W2Cmd2},
 * {@code W2Uq2}/{@code W2Tr2}, {@code W2Static2}). A library for TombEngine takes the animations TombEngine's
 * editor writes ({@code W2Ani3} and {@code W2Disp2}: no blending, over a straight curve). What the model does not
 * keep is written as the editor writes it when empty: a zero mesh index, empty weight and attribute lists, a parent
 * area of zero.
 */
public final class Wad2Writer {
    private static final Vector2 ZERO_2D = new Vector2(0, 0);
    private static final Vector2 ONE_2D = new Vector2(1, 1);
    private static final long TOMB_ENGINE = 18;

    private Wad2Writer() {}

    public static byte[] write(Wad2 wad) {
        var bytes = new ByteSink(1 << 16);
        bytes.bytes("magic", "WAD2".getBytes(StandardCharsets.US_ASCII));
        bytes.u32("version", 0);
        var out = new ChunkSink(bytes);
        out.lebChunk("W2SuggestedGameVersion", wad.gameVersion());
        out.lebChunk("W2SoundSystem", wad.soundSystem());
        out.chunkWithStream("W2Textures", list -> wad.textures().forEach(texture ->
                list.chunkWithStream("W2Txt", data -> {
                    data.leb(texture.width());
                    data.leb(texture.height());
                    data.textChunk("W2TxtName", texture.name());
                    data.textChunk("W2TxtRelPath", texture.relativePath());
                    data.chunk("W2TxtData", pixels -> pixels.bytes(texture.bgra().toArray()));
                })));
        out.chunkWithStream("W2Sprites", list -> {
            for (int i = 0; i < wad.sprites().size(); i++) {
                var sprite = wad.sprites().get(i);
                var index = i;
                list.chunkWithStream("W2Spr", data -> {
                    data.leb(sprite.width());
                    data.leb(sprite.height());
                    data.lebChunk("W2Index", index);
                    data.chunk("W2TxtData", pixels -> pixels.bytes(sprite.bgra().toArray()));
                    data.chunk("W2SprSides", sides -> {
                        sides.s32(sprite.left());
                        sides.s32(sprite.top());
                        sides.s32(sprite.right());
                        sides.s32(sprite.bottom());
                    });
                });
            }
        });
        out.chunkWithStream("W2SpriteSequences", list -> wad.spriteSequences().forEach(sequence ->
                list.chunkWithStream("W2SpriteSeq", data -> {
                    data.leb(sequence.id());
                    sequence.sprites().forEach(sprite -> data.lebChunk("W2SpritePtr", sprite));
                })));
        out.chunkWithStream("W2Moveables", list -> wad.moveables().forEach(moveable ->
                list.chunkWithStream("W2Moveable", data -> moveable(data, moveable,
                        wad.gameVersion() == TOMB_ENGINE))));
        out.chunkWithStream("W2Statics", list -> wad.statics().forEach(object ->
                list.chunkWithStream("W2Static2", data -> staticObject(data, object))));
        out.chunkWithStream("W2Metadata", data -> {
            wad.timestamp().ifPresent(stamp -> data.chunkWithStream("W2Timestamp", time -> {
                for (var part : stamp.split("[-T:]")) {
                    time.leb(Integer.parseInt(part));
                }
            }));
            data.textChunk("W2UserNotes", wad.notes());
        });
        out.end();
        return bytes.toByteArray();
    }

    private static void moveable(ChunkSink data, Wad2Moveable moveable, boolean blended) {
        data.leb(moveable.id());
        moveable.meshes().forEach(mesh -> mesh(data, mesh));
        moveable.skin().ifPresent(skin -> data.chunkWithStream("W2MovSkin", inner -> mesh(inner, skin)));
        for (var bone : moveable.bones()) {
            data.chunkWithStream("W2Bone2", inner -> {
                inner.leb(bone.opcode());
                var name = bone.name().getBytes(StandardCharsets.UTF_8);
                inner.s32(name.length);
                inner.bytes(name);
                inner.vectorChunk("W2BoneTrans", bone.translation());
                inner.lebChunk("W2BoneMesh", bone.mesh());
            });
        }
        moveable.animations().forEach(animation -> animation(data, animation, blended));
    }

    private static void animation(ChunkSink data, Wad2Animation animation, boolean blended) {
        data.chunkWithStream(blended ? "W2Ani3" : "W2Ani2", inner -> {
            inner.leb(animation.state());
            inner.leb(animation.endFrame());
            inner.leb(animation.frameRate());
            inner.leb(animation.nextAnimation());
            inner.leb(animation.nextFrame());
            if (blended) {
                noBlend(inner);
            }
            inner.textChunk("W2AnmName", animation.name());
            inner.chunk("W2AniV", velocities -> {
                velocities.f32(animation.startVelocity());
                velocities.f32(animation.endVelocity());
                velocities.f32(animation.startLateralVelocity());
                velocities.f32(animation.endLateralVelocity());
            });
            for (var keyFrame : animation.keyFrames()) {
                inner.chunkWithStream("W2Kf", frame -> {
                    frame.vectorChunk("W2KfOffs", keyFrame.offset());
                    box(frame, "W2KfBB", keyFrame.boxMin(), keyFrame.boxMax());
                    keyFrame.angles().forEach(angle -> frame.vectorChunk("W2KfA", angle));
                });
            }
            for (var change : animation.stateChanges()) {
                inner.chunkWithStream("W2StCh", chunk -> {
                    chunk.leb(change.state());
                    for (var dispatch : change.dispatches()) {
                        ChunkSink.Body values = dispatchValues -> {
                            dispatchValues.leb(dispatch.inFrame());
                            dispatchValues.leb(dispatch.outFrame());
                            dispatchValues.leb(dispatch.nextAnimation());
                            dispatchValues.leb(dispatch.nextFrame());
                        };
                        if (blended) {
                            chunk.chunkWithStream("W2Disp2", dispatchValues -> {
                                values.write(dispatchValues);
                                dispatchValues.leb(dispatch.nextFrame());   // the last of the next frames
                                noBlend(dispatchValues);
                            });
                        } else {
                            chunk.chunk("W2Disp", values);
                        }
                    }
                });
            }
            for (var command : animation.commands()) {
                inner.chunkWithStream(command.packedConditions() ? "W2Cmd" : "W2Cmd2", values -> {
                    values.leb(command.type());
                    values.leb(command.parameter1());
                    values.leb(command.parameter2());
                    values.leb(command.parameter3());
                });
            }
        });
    }

    private static void staticObject(ChunkSink data, Wad2Static object) {
        data.leb(object.id());
        data.leb(object.flags());
        box(data, "W2StaticVB", object.visibilityMin(), object.visibilityMax());
        box(data, "W2StaticCB", object.collisionMin(), object.collisionMax());
        mesh(data, object.mesh());
        data.lebChunk("W2StaticAmbientLight", object.ambientLight());
        object.shatter().ifPresent(shatter -> data.boolChunk("W2StaticShatter", shatter));
        data.lebChunk("W2StaticShatterSound", object.shatterSound());
        for (var light : object.lights()) {
            data.chunkWithStream("W2StaticLight", inner -> {
                inner.vectorChunk("W2StaticLightPos", light.position());
                inner.floatChunk("W2StaticLightR", light.radius());
                inner.floatChunk("W2StaticLightI", light.intensity());
            });
        }
    }

    private static void mesh(ChunkSink data, Wad2Mesh mesh) {
        data.chunkWithStream("W2Mesh", inner -> {
            inner.lebChunk("W2Index", 0);
            inner.textChunk("W2MeshName", mesh.name());
            inner.chunkWithStream("W2MeshSphere", sphere -> {
                sphere.vectorChunk("W2SphC", mesh.sphereCentre());
                sphere.floatChunk("W2SphR", mesh.sphereRadius());
            });
            box(inner, "W2BBox", mesh.boxMin(), mesh.boxMax());
            inner.chunkWithStream("W2VrtPos", list -> mesh.positions().forEach(p -> list.vectorChunk("W2Pos", p)));
            inner.chunkWithStream("W2VrtNorm", list -> mesh.normals().forEach(n -> list.vectorChunk("W2N", n)));
            inner.chunkWithStream("W2VrtShd", list -> mesh.colours().forEach(c -> list.vectorChunk("W2VxCol", c)));
            inner.chunkWithStream("W2VrtWghts", list -> { });
            inner.chunkWithStream("W2VrtAttr", list -> { });
            inner.lebChunk("W2MeshLightType", mesh.lightingType());
            inner.boolChunk("W2MeshVisible", mesh.hidden());
            inner.chunkWithStream("W2Polys", list -> mesh.polygons().forEach(polygon -> polygon(list, polygon)));
        });
    }

    private static void polygon(ChunkSink list, Wad2Mesh.Polygon polygon) {
        list.chunkWithStream(polygon.isQuad() ? "W2Uq2" : "W2Tr2", data -> {
            polygon.indices().forEach(data::leb);
            data.leb(polygon.shine());
            data.leb(polygon.texture());
            data.vector2(ZERO_2D);
            data.vector2(ZERO_2D);
            polygon.corners().forEach(data::vector2);
            data.leb(polygon.blendMode());
            data.u8(polygon.doubleSided() ? 1 : 0);
        });
    }

    /** No frames to blend over, and the straight curve TombEngine's editor starts from. */
    private static void noBlend(ChunkSink data) {
        data.leb(0);
        data.chunk("W2CurveStart", point -> point.vector2(ZERO_2D));
        data.chunk("W2CurveEnd", point -> point.vector2(ONE_2D));
        data.chunk("W2CurveHStart", point -> point.vector2(ZERO_2D));
        data.chunk("W2CurveHEnd", point -> point.vector2(ONE_2D));
    }

    private static void box(ChunkSink data, String id, Vector3 min, Vector3 max) {
        data.chunkWithStream(id, box -> {
            box.vectorChunk("W2BBMin", min);
            box.vectorChunk("W2BBMax", max);
        });
    }
}
